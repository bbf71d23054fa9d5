// Checked, unchecked and disabled boxes; Space toggles the focused one.
import { Checkbox, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export function CheckboxStates() {
  const { t } = useTranslation(NAMESPACE);
  const label = (key: string) => t(`formElements.checkbox.states.${key}`);
  return (
    <Flex vertical gap="small">
      <Checkbox defaultChecked>{label('terms')}</Checkbox>
      <Checkbox>{label('newsletter')}</Checkbox>
      <Checkbox disabled>{label('disabled')}</Checkbox>
      <Checkbox disabled defaultChecked>
        {label('disabledChecked')}
      </Checkbox>
    </Flex>
  );
}
