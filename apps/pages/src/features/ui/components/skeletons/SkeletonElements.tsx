import { useState } from 'react';
import { Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { LabelledSwitch } from '../../../../shared/showcase/LabelledSwitch';

export default function SkeletonElements() {
  const { t } = useTranslation(NAMESPACE);
  // `active` adds the shimmer; a still skeleton says "loading" as well.
  const [active, setActive] = useState(false);
  return (
    <Flex vertical gap={12}>
      <LabelledSwitch label={t('uiShowcase.skeletons.animated')} checked={active} onChange={setActive} />
      <Flex gap={8} align="center" wrap>
        <Skeleton.Avatar active={active} shape="circle" />
        <Skeleton.Avatar active={active} shape="square" />
        <Skeleton.Button active={active} />
        <Skeleton.Button active={active} shape="round" size="small" />
        <Skeleton.Input active={active} size="small" />
      </Flex>
      <Flex gap={8} wrap>
        <Skeleton.Image active={active} />
        <Skeleton
          active={active}
          title={false}
          paragraph={{ rows: 3, width: ['100%', '80%', '60%'] }}
          style={{ flex: 1, minInlineSize: 160 }}
        />
      </Flex>
    </Flex>
  );
}
