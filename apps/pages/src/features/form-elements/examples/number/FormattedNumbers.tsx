// A figure typed once, shown as the page's language writes it: decimals, currency and percent (Intl via useFormat).
import { useState } from 'react';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberField, useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../../i18n';

export function FormattedNumbers() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const [text, setText] = useState('1234.5');
  const value = Number(text);
  const shown = (write: (value: number) => string) =>
    text.trim() !== '' && Number.isFinite(value) ? write(value) : '—';
  const label = (key: string) => t(`formElements.number.formatted.${key}`);
  return (
    <div className="elements-stack">
      <NumberField aria-label={label('figure')} value={text} onChange={setText} />
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'number', label: label('number'), children: shown((figure) => format.decimal(figure)) },
          { key: 'currency', label: label('currency'), children: shown((figure) => format.currency(figure, 'EUR')) },
          { key: 'percent', label: label('percent'), children: shown((figure) => format.percent(figure)) },
        ]}
      />
    </div>
  );
}
