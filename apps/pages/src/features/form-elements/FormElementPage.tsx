// SCAFFOLD: replaced by the family's pages.
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { FORM_ELEMENTS, isOneOf } from '../../shared/showcase/catalog';
import { ShowcasePage } from '../../shared/showcase/ShowcasePage';

export default function FormElementPage() {
  const { t } = useTranslation(NAMESPACE);
  const name = Object.values(useParams())[0];
  if (!isOneOf(FORM_ELEMENTS, name)) return <NotFoundPage />;
  return <ShowcasePage title={`${t('screens.formElements')}: ${name}`}>{null}</ShowcasePage>;
}
