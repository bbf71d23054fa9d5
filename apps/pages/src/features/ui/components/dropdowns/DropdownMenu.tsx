import { Button, Dropdown, Flex, type MenuProps } from 'antd';
import { CopyOutlined, DeleteOutlined, DownOutlined, EditOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toast } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../../i18n';

export default function DropdownMenu() {
  const { t } = useTranslation(NAMESPACE);
  const items: MenuProps['items'] = [
    { key: 'edit', icon: <EditOutlined />, label: t('uiShowcase.common.edit') },
    { key: 'copy', icon: <CopyOutlined />, label: t('uiShowcase.dropdowns.duplicate') },
    { key: 'share', icon: <ShareAltOutlined />, label: t('uiShowcase.dropdowns.share'), disabled: true },
    { type: 'divider' },
    { key: 'delete', icon: <DeleteOutlined />, label: t('uiShowcase.common.delete'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => toast.info(t('uiShowcase.dropdowns.chosen', { key }));
  return (
    <Flex gap={8} wrap>
      {/* Opens on click, Enter or Space; the arrow keys move through the items. */}
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button icon={<DownOutlined />} iconPlacement="end">
          {t('uiShowcase.dropdowns.actions')}
        </Button>
      </Dropdown>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="topLeft" arrow>
        <Button type="primary">{t('uiShowcase.dropdowns.upwards')}</Button>
      </Dropdown>
      <Dropdown menu={{ items }} disabled>
        <Button>{t('uiShowcase.buttons.disabled')}</Button>
      </Dropdown>
    </Flex>
  );
}
