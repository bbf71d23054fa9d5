// One choice among a few, in a row or a column; the arrow keys move the choice.
import { useState } from 'react';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

const PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;

export function RadioGroupBasic() {
  const { t } = useTranslation(NAMESPACE);
  const [priority, setPriority] = useState<string>('normal');
  return (
    <Radio.Group
      aria-label={t('formElements.radio.basic.label')}
      value={priority}
      onChange={(event) => setPriority(event.target.value)}
      options={PRIORITIES.map((value) => ({
        value,
        label: t(`formElements.priorities.${value}`),
        disabled: value === 'urgent',
      }))}
    />
  );
}
