// SCAFFOLD: replaced by the family's pages.
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { CHART_FAMILIES, isOneOf } from '../../shared/showcase/catalog';
import { ShowcasePage } from '../../shared/showcase/ShowcasePage';

export default function ChartFamilyPage() {
  const { t } = useTranslation(NAMESPACE);
  const name = Object.values(useParams())[0];
  if (!isOneOf(CHART_FAMILIES, name)) return <NotFoundPage />;
  return <ShowcasePage title={`${t('screens.charts')}: ${name}`}>{null}</ShowcasePage>;
}
