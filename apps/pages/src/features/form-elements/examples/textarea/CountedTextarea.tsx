// A counter under the text area; past the limit the text stays whole and the counter and border turn red.
import { useState } from 'react';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

const MAX = 140;

export function CountedTextarea() {
  const { t } = useTranslation(NAMESPACE);
  const [value, setValue] = useState('');
  return (
    <div className="elements-stack">
      <Input.TextArea
        aria-label={t('formElements.textarea.counted.label', { max: MAX })}
        rows={4}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        count={{ show: true, max: MAX }}
        status={value.length > MAX ? 'error' : undefined}
      />
    </div>
  );
}
