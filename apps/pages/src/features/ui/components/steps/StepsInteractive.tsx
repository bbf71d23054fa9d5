import { useState } from 'react';
import { Button, Flex, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

const STEPS = ['cart', 'address', 'payment', 'review'];

export default function StepsInteractive() {
  const { t } = useTranslation(NAMESPACE);
  const [current, setCurrent] = useState(0);
  return (
    <Flex vertical gap={16}>
      {/* With onChange each step is a button: a click or Enter goes back to it. */}
      <Steps
        orientation="vertical"
        current={current}
        onChange={setCurrent}
        items={STEPS.map((key) => ({ title: t(`uiShowcase.steps.${key}`) }))}
      />
      <Flex gap={8}>
        <Button disabled={current === 0} onClick={() => setCurrent(current - 1)}>
          {t('uiShowcase.steps.back')}
        </Button>
        <Button type="primary" disabled={current === STEPS.length - 1} onClick={() => setCurrent(current + 1)}>
          {t('uiShowcase.steps.next')}
        </Button>
      </Flex>
    </Flex>
  );
}
