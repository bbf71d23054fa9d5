// The statistics cards (docs/demo-api.md, Cards): every statistics card with its own period, skeleton and retry.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { STATISTICS_SCREEN } from './cardScreens';
import { CardsScreen } from './components/CardsScreen';

function StatisticsCardsPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <CardsScreen
      title={t('screens.statisticsCards')}
      subtitle={t('analyticsCards.statisticsIntro')}
      spots={STATISTICS_SCREEN}
      testId="statistics-cards"
    />
  );
}

export default StatisticsCardsPage;
