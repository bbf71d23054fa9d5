// ui-kit's DateField: typed in the language's date format, Enter confirms the date and never submits, and a date
// that does not exist stays as typed with a message by the field instead of silently turning into another.
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateField, isImpossibleDate } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../../i18n';

export function TypedDate() {
  const { t } = useTranslation(NAMESPACE);
  const invalid = t('formElements.date-time.typed.invalid');
  const rule = {
    validator: async (_rule: unknown, value: unknown) => {
      if (isImpossibleDate(value)) throw new Error(invalid);
    },
  };
  return (
    <Form layout="vertical" className="elements-stack">
      <Form.Item name="day" label={t('formElements.date-time.typed.day')} rules={[rule]}>
        <DateField />
      </Form.Item>
      <Form.Item name="meeting" label={t('formElements.date-time.typed.meeting')} rules={[rule]}>
        <DateField withTime />
      </Form.Item>
    </Form>
  );
}
