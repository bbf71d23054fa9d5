// What a layout demo's form sent, shown back as plain text (React escapes it: nothing typed runs).
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

export function SubmittedValues({ values }: { values?: Record<string, unknown> }) {
  const { t } = useTranslation(NAMESPACE);
  if (!values) return null;
  return (
    <Descriptions
      className="forms-submitted"
      size="small"
      column={1}
      bordered
      title={t('formsShowcase.layout.sent')}
      items={Object.entries(values).map(([field, value]) => ({
        key: field,
        label: t(`formsShowcase.layout.fields.${field}`),
        children: String(value ?? '').trim() || '—',
      }))}
    />
  );
}
