import { useState } from 'react';
import { Avatar, Flex, List, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '@live-agent/contracts';
import { NAMESPACE } from '../../../../i18n';

// Initials in the theme's primary tint: readable in the light and the dark skin.
const TINT = { background: 'var(--ant-color-primary-bg)', color: 'var(--ant-color-primary-text)' };

const NAME = 'Ana Martins';

export default function SkeletonBasic() {
  const { t } = useTranslation(NAMESPACE);
  const [loading, setLoading] = useState(true);
  const [active, setActive] = useState(false);
  return (
    <Flex vertical gap={12}>
      <Flex gap={16} wrap>
        <Flex gap={8} align="center">
          <Switch id="skeleton-loading" checked={loading} onChange={setLoading} />
          <label htmlFor="skeleton-loading">{t('uiShowcase.skeletons.loading')}</label>
        </Flex>
        <Flex gap={8} align="center">
          <Switch id="skeleton-active" checked={active} onChange={setActive} />
          <label htmlFor="skeleton-active">{t('uiShowcase.skeletons.animated')}</label>
        </Flex>
      </Flex>
      {/* The placeholder keeps the content's shape, so nothing jumps when it arrives. */}
      <Skeleton loading={loading} active={active} avatar paragraph={{ rows: 2 }}>
        <List.Item.Meta
          avatar={<Avatar style={TINT}>{initialsOf(NAME)}</Avatar>}
          title={NAME}
          description={t('uiShowcase.skeletons.content')}
        />
      </Skeleton>
    </Flex>
  );
}
