// Choices as joined buttons, outlined or solid, in two sizes.
import { Flex, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

const VIEWS = ['day', 'week', 'month'] as const;

export function RadioButtons() {
  const { t } = useTranslation(NAMESPACE);
  const options = VIEWS.map((value) => ({ value, label: t(`formElements.views.${value}`) }));
  return (
    <Flex vertical gap="middle" align="start">
      <Radio.Group
        aria-label={t('formElements.radio.buttons.outlined')}
        optionType="button"
        defaultValue="week"
        options={options}
      />
      <Radio.Group
        aria-label={t('formElements.radio.buttons.solid')}
        optionType="button"
        buttonStyle="solid"
        size="small"
        defaultValue="month"
        options={options}
      />
    </Flex>
  );
}
