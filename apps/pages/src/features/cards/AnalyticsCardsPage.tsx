// The analytics cards (docs/demo-api.md, Cards): every analytics card with its own period, skeleton and retry.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { ANALYTICS_SCREEN } from './cardScreens';
import { CardsScreen } from './components/CardsScreen';

function AnalyticsCardsPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <CardsScreen
      title={t('screens.analyticsCards')}
      subtitle={t('analyticsCards.analyticsIntro')}
      spots={ANALYTICS_SCREEN}
      testId="analytics-cards"
    />
  );
}

export default AnalyticsCardsPage;
