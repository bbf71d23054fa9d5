// antd's pickers in the page's language (the shell gives antd its locale): a day, a week, a month, a range and a
// time. Months, weekdays and the first day of the week follow the language.
import { DatePicker, TimePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export function DatePickers() {
  const { t } = useTranslation(NAMESPACE);
  const label = (key: string) => t(`formElements.date-time.pickers.${key}`);
  return (
    <div className="elements-stack">
      <DatePicker aria-label={label('day')} />
      <DatePicker picker="week" aria-label={label('week')} />
      <DatePicker picker="month" aria-label={label('month')} />
      <DatePicker.RangePicker aria-label={label('range')} />
      <TimePicker format="HH:mm" minuteStep={5} aria-label={label('time')} />
      <DatePicker disabled aria-label={label('disabled')} />
    </div>
  );
}
