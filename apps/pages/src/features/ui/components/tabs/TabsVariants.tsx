import { useState } from 'react';
import { Flex, Segmented, Tabs, type TabsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

type Placement = NonNullable<TabsProps['tabPlacement']>;

export default function TabsVariants() {
  const { t } = useTranslation(NAMESPACE);
  const [placement, setPlacement] = useState<Placement>('top');
  const items = ['day', 'week', 'month'].map((key) => ({
    key,
    label: t(`uiShowcase.tabs.${key}`),
    children: t('uiShowcase.tabs.periodText', { period: t(`uiShowcase.tabs.${key}`) }),
  }));
  return (
    <Flex vertical gap={16}>
      <Segmented<Placement>
        aria-label={t('uiShowcase.tabs.placement')}
        value={placement}
        onChange={setPlacement}
        options={(['top', 'start', 'bottom'] as const).map((value) => ({
          value,
          label: t(`uiShowcase.tabs.${value}`),
        }))}
      />
      <Tabs type="card" tabPlacement={placement} items={items} />
      <Tabs size="small" centered items={items} />
    </Flex>
  );
}
