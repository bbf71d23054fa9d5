// Fields and buttons joined into one control with Space.Compact: a protocol, an address and a button.
import { useState } from 'react';
import { Button, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export function CompactGroup() {
  const { t } = useTranslation(NAMESPACE);
  const [protocol, setProtocol] = useState('https://');
  const [host, setHost] = useState('');
  const [opened, setOpened] = useState('');
  return (
    <div className="elements-stack">
      <Space.Compact block>
        <Select
          aria-label={t('formElements.input-group.compact.protocol')}
          value={protocol}
          onChange={setProtocol}
          options={[{ value: 'https://' }, { value: 'http://' }]}
          popupMatchSelectWidth={false}
        />
        <Input
          aria-label={t('formElements.input-group.compact.address')}
          value={host}
          onChange={(event) => setHost(event.target.value)}
          placeholder="example.com"
        />
        <Button type="primary" onClick={() => setOpened(protocol + host.trim())}>
          {t('formElements.input-group.compact.go')}
        </Button>
      </Space.Compact>
      {opened ? <span dir="ltr">{opened}</span> : null}
    </div>
  );
}
