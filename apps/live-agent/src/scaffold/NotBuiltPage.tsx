// Scaffolding, not a feature: an honest page for a route whose screen comes in a later issue.
import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '@live-agent/ui-kit';
import { NAMESPACE } from '../i18n';

export default function NotBuiltPage({ screen }: { screen: string }) {
  const { t } = useTranslation(NAMESPACE);
  return <NotBuiltYet screen={t(`screens.${screen}`)} remote={t('remoteTitle')} />;
}
