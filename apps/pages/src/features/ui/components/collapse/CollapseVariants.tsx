import { Collapse, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export default function CollapseVariants() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Flex vertical gap={16}>
      <Collapse
        size="small"
        bordered={false}
        expandIconPlacement="end"
        items={[
          {
            key: 'billing',
            label: t('uiShowcase.collapse.billing'),
            extra: <Tag color="green">{t('uiShowcase.collapse.paid')}</Tag>,
            children: <p>{t('uiShowcase.collapse.billingText')}</p>,
          },
          { key: 'locked', label: t('uiShowcase.collapse.locked'), collapsible: 'disabled', children: null },
        ]}
      />
      <Collapse
        ghost
        items={[
          {
            key: 'ghost',
            label: t('uiShowcase.collapse.ghost'),
            children: <p>{t('uiShowcase.collapse.ghostText')}</p>,
          },
        ]}
      />
    </Flex>
  );
}
