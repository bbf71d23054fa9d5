import { useState } from 'react';
import { Button, Flex, Tag } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

const TOPICS = ['billing', 'shipping', 'returns', 'account'];

export default function TagCheckable() {
  const { t } = useTranslation(NAMESPACE);
  const [chosen, setChosen] = useState<string[]>(['billing']);
  const toggle = (topic: string) =>
    setChosen((now) => (now.includes(topic) ? now.filter((item) => item !== topic) : [...now, topic]));
  return (
    <Flex vertical gap={12}>
      {/* Toggle buttons, so they are reached with Tab and pressed with Enter or Space. */}
      <Flex gap={8} wrap role="group" aria-label={t('uiShowcase.tags.topics')}>
        {TOPICS.map((topic) => (
          <Button
            key={topic}
            size="small"
            shape="round"
            type={chosen.includes(topic) ? 'primary' : 'default'}
            aria-pressed={chosen.includes(topic)}
            onClick={() => toggle(topic)}
          >
            {t(`uiShowcase.tags.${topic}`)}
          </Button>
        ))}
      </Flex>
      <Flex gap={4} wrap>
        {chosen.map((topic) => (
          <Tag key={topic} color="blue">
            {t(`uiShowcase.tags.${topic}`)}{' '}
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined />}
              aria-label={t('uiShowcase.tags.remove', { name: t(`uiShowcase.tags.${topic}`) })}
              onClick={() => toggle(topic)}
              style={{ blockSize: 16, inlineSize: 16, minInlineSize: 16 }}
            />
          </Tag>
        ))}
      </Flex>
    </Flex>
  );
}
