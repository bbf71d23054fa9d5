// Copy what is typed in an input, with the button beside it.
import { useState } from 'react';
import { Button, Flex, Input, Space } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { useCopy } from './useCopy';
import { CopyStatus } from './CopyStatus';

export function CopyFromInput() {
  const { t } = useTranslation(NAMESPACE);
  const [text, setText] = useState(() => t('extensions.clipboard.sample'));
  const { copy, state, message } = useCopy();
  return (
    <Flex vertical gap={8}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-label={t('extensions.clipboard.text')}
        />
        <Button type="primary" icon={<CopyOutlined />} onClick={() => copy(text)} disabled={!text}>
          {t('extensions.clipboard.copy')}
        </Button>
      </Space.Compact>
      <CopyStatus state={state} message={message} />
    </Flex>
  );
}
