// A phone number typed into a mask (react-imask): the spaces and brackets appear as the digits arrive, and the caret
// stays where it is when a digit is changed in the middle.
import { useState } from 'react';
import { Typography } from 'antd';
import { IMaskInput } from 'react-imask';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export function PhoneMask() {
  const { t } = useTranslation(NAMESPACE);
  const [digits, setDigits] = useState('');
  return (
    <div className="elements-stack">
      <label>
        {t('formElements.input-mask.phone.label')}
        <IMaskInput
          className="ant-input ant-input-outlined elements-mask"
          mask="+{00} (000) 000-0000"
          placeholder="+49 (030) 123-4567"
          inputMode="tel"
          dir="ltr"
          onAccept={(_value, mask) => setDigits(mask.unmaskedValue)}
          data-testid="mask-phone"
        />
      </label>
      <Typography.Text type="secondary">
        {t('formElements.input-mask.digits', { digits: digits || '—' })}
      </Typography.Text>
    </div>
  );
}
