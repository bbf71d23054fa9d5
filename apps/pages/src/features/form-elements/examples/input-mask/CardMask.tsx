// A card number in groups of four; the value kept is the digits alone.
import { useState } from 'react';
import { Typography } from 'antd';
import { IMaskInput } from 'react-imask';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export function CardMask() {
  const { t } = useTranslation(NAMESPACE);
  const [digits, setDigits] = useState('');
  return (
    <div className="elements-stack">
      <label>
        {t('formElements.input-mask.card.label')}
        <IMaskInput
          className="ant-input ant-input-outlined elements-mask"
          mask="0000 0000 0000 0000"
          placeholder="4242 4242 4242 4242"
          inputMode="numeric"
          autoComplete="cc-number"
          dir="ltr"
          onAccept={(_value, mask) => setDigits(mask.unmaskedValue)}
          data-testid="mask-card"
        />
      </label>
      <Typography.Text type="secondary">
        {t('formElements.input-mask.digits', { digits: digits || '—' })}
      </Typography.Text>
    </div>
  );
}
