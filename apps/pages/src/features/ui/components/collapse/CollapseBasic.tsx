import { useState } from 'react';
import { Collapse, Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

const SECTIONS = ['hours', 'channels', 'routing'];

export default function CollapseBasic() {
  const { t } = useTranslation(NAMESPACE);
  const [accordion, setAccordion] = useState(false);
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center">
        <Switch id="collapse-accordion" checked={accordion} onChange={setAccordion} />
        <label htmlFor="collapse-accordion">{t('uiShowcase.collapse.accordion')}</label>
      </Flex>
      <Collapse
        accordion={accordion}
        defaultActiveKey={['hours']}
        items={SECTIONS.map((key) => ({
          key,
          label: t(`uiShowcase.collapse.${key}`),
          children: <Typography.Paragraph>{t(`uiShowcase.collapse.${key}Text`)}</Typography.Paragraph>,
        }))}
      />
    </Flex>
  );
}
