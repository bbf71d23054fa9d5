import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';

export default function Blocks() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return (
    <Typography>
      <ul>
        <li>{t('uiShowcase.typography.chats', { count: format.integer(12840) })}</li>
        <li>{t('uiShowcase.typography.revenue', { amount: format.currency(48250.5, 'EUR') })}</li>
        <li>{t('uiShowcase.typography.since', { date: format.date('2024-05-01T12:00:00Z') })}</li>
      </ul>
      <ol>
        <li>{t('uiShowcase.typography.step1')}</li>
        <li>{t('uiShowcase.typography.step2')}</li>
      </ol>
      <blockquote>{t('uiShowcase.typography.quote')}</blockquote>
      <pre dir="ltr">{'<ChatWidget team="support" />'}</pre>
    </Typography>
  );
}
