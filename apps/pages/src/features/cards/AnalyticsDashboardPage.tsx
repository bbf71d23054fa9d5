// The analytics dashboard (docs/demo-api.md, Cards): how the product is used, card by card, each with its own
// period, skeleton and retry.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { ANALYTICS_DASHBOARD } from './cardScreens';
import { CardsScreen } from './components/CardsScreen';

function AnalyticsDashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <CardsScreen
      title={t('screens.analytics')}
      subtitle={t('analyticsCards.dashboardIntro')}
      spots={ANALYTICS_DASHBOARD}
      testId="analytics-dashboard"
    />
  );
}

export default AnalyticsDashboardPage;
