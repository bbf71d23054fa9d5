import { useState } from 'react';
import { Collapse, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { LabelledSwitch } from '../../../../shared/showcase/LabelledSwitch';

const SECTIONS = ['hours', 'channels', 'routing'];

export default function CollapseBasic() {
  const { t } = useTranslation(NAMESPACE);
  const [accordion, setAccordion] = useState(false);
  return (
    <Flex vertical gap={12}>
      <LabelledSwitch label={t('uiShowcase.collapse.accordion')} checked={accordion} onChange={setAccordion} />
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
