// SCAFFOLD: replaced by the family's pages.
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { EXTENSIONS, isOneOf } from '../../shared/showcase/catalog';
import { ShowcasePage } from '../../shared/showcase/ShowcasePage';

export default function ExtensionPage() {
  const { t } = useTranslation(NAMESPACE);
  const name = Object.values(useParams())[0];
  if (!isOneOf(EXTENSIONS, name)) return <NotFoundPage />;
  return <ShowcasePage title={`${t('screens.extensions')}: ${name}`}>{null}</ShowcasePage>;
}
