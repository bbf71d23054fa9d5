import { useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

const { Paragraph } = Typography;

export default function Paragraphs() {
  const { t } = useTranslation(NAMESPACE);
  const [note, setNote] = useState(t('uiShowcase.typography.editable'));
  return (
    <>
      {/* antd's own Expand/Collapse words, the very ones it names the button with (in the app's antd locale). */}
      <Paragraph ellipsis={{ rows: 2, expandable: true }}>{t('uiShowcase.typography.long')}</Paragraph>
      <Paragraph copyable={{ text: 'support@example.com' }}>support@example.com</Paragraph>
      {/* What is typed is shown as text, never run as markup. */}
      <Paragraph editable={{ onChange: setNote, maxLength: 200 }}>{note}</Paragraph>
    </>
  );
}
