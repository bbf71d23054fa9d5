import { useState } from 'react';
import { Avatar, Flex, List, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '@live-agent/contracts';
import { NAMESPACE } from '../../../../i18n';
import { LabelledSwitch } from '../../../../shared/showcase/LabelledSwitch';

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
        <LabelledSwitch label={t('uiShowcase.skeletons.loading')} checked={loading} onChange={setLoading} />
        <LabelledSwitch label={t('uiShowcase.skeletons.animated')} checked={active} onChange={setActive} />
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
