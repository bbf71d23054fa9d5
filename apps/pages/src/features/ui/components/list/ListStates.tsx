import { useState } from 'react';
import { Button, Flex, List, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

const STATES = ['filled', 'loading', 'empty'] as const;
const TOPICS = ['refund', 'delivery', 'password'];

export default function ListStates() {
  const { t } = useTranslation(NAMESPACE);
  const [state, setState] = useState<(typeof STATES)[number]>('filled');
  return (
    <Flex vertical gap={12}>
      <Segmented
        aria-label={t('uiShowcase.list.state')}
        value={state}
        onChange={setState}
        options={STATES.map((value) => ({ value, label: t(`uiShowcase.list.${value}`) }))}
      />
      <List
        bordered
        size="small"
        loading={state === 'loading'}
        header={t('uiShowcase.list.header')}
        footer={<Button size="small">{t('uiShowcase.list.more')}</Button>}
        dataSource={state === 'empty' ? [] : TOPICS}
        locale={{ emptyText: t('uiShowcase.list.none') }}
        renderItem={(topic) => <List.Item>{t(`uiShowcase.list.${topic}`)}</List.Item>}
      />
    </Flex>
  );
}
