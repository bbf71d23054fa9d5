// Copy a generated value: a new API key from the browser's random source, shown in a read-only field.
import { useState } from 'react';
import { Button, Flex, Input, Space } from 'antd';
import { CopyOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useCopy } from './useCopy';
import { CopyStatus } from './CopyStatus';

const newKey = () =>
  'la_' + Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

export function CopyGenerated() {
  const { t } = useTranslation(NAMESPACE);
  const [key, setKey] = useState(newKey);
  const { copy, state, message } = useCopy();
  return (
    <Flex vertical gap={8}>
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly dir="ltr" value={key} aria-label={t('extensions.clipboard.apiKey')} />
        <Button
          icon={<ReloadOutlined />}
          aria-label={t('extensions.clipboard.generate')}
          onClick={() => setKey(newKey())}
        />
        <Button icon={<CopyOutlined />} aria-label={t('extensions.clipboard.copyKey')} onClick={() => copy(key)} />
      </Space.Compact>
      <CopyStatus state={state} message={message} />
    </Flex>
  );
}
