// A date in the page's language's order (day first in German, French and Portuguese, month first in English):
// the mask takes digits only and refuses a month above 12 or a day above 31.
import { IMaskInput } from 'react-imask';
import { IMask } from 'react-imask';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export function DateMask() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const monthFirst = i18n.language.startsWith('en');
  const day = { mask: IMask.MaskedRange, from: 1, to: 31, maxLength: 2 };
  const month = { mask: IMask.MaskedRange, from: 1, to: 12, maxLength: 2 };
  return (
    <div className="elements-stack">
      <label>
        {t('formElements.input-mask.date.label', { format: monthFirst ? 'MM/DD/YYYY' : 'DD.MM.YYYY' })}
        <IMaskInput
          className="ant-input ant-input-outlined elements-mask"
          mask={monthFirst ? 'm/`d/`Y' : 'd.`m.`Y'}
          blocks={{ d: day, m: month, Y: { mask: IMask.MaskedRange, from: 1900, to: 2100 } }}
          inputMode="numeric"
          dir="ltr"
          data-testid="mask-date"
        />
      </label>
    </div>
  );
}
