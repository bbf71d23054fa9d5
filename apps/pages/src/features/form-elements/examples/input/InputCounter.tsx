// A counter by the field: a longer text is kept whole and the counter turns red, instead of being cut.
import { useState } from 'react';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

const MAX = 20;

export function InputCounter() {
  const { t } = useTranslation(NAMESPACE);
  const [value, setValue] = useState('');
  return (
    <div className="elements-stack">
      <Input
        aria-label={t('formElements.input.counter.label', { max: MAX })}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        count={{ show: true, max: MAX }}
        status={value.length > MAX ? 'error' : undefined}
      />
    </div>
  );
}
