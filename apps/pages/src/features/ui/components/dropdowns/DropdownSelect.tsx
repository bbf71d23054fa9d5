import { useState } from 'react';
import { Button, Dropdown, Space } from 'antd';
import { DownOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toast } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../../i18n';

const WHEN = ['now', 'tonight', 'tomorrow'] as const;

export default function DropdownSelect() {
  const { t } = useTranslation(NAMESPACE);
  const [when, setWhen] = useState<(typeof WHEN)[number]>('now');
  return (
    // A split button: the main action, and a menu that picks when it happens.
    <Space.Compact>
      <Button type="primary" icon={<SendOutlined />} onClick={() => toast.success(t(`uiShowcase.dropdowns.${when}`))}>
        {t('uiShowcase.dropdowns.send')}
      </Button>
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [when],
          items: WHEN.map((key) => ({ key, label: t(`uiShowcase.dropdowns.${key}`) })),
          onClick: ({ key }) => setWhen(key as (typeof WHEN)[number]),
        }}
      >
        <Button type="primary" icon={<DownOutlined />} aria-label={t('uiShowcase.dropdowns.sendWhen')} />
      </Dropdown>
    </Space.Compact>
  );
}
