// The card screens (docs/demo-api.md, Cards): the analytics dashboard (how the product is used, card by card), and
// every statistics and every analytics card, each card with its own period, skeleton and retry. One module for the
// three: they differ only in their title and their cards (cardScreens.ts).
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { ANALYTICS_DASHBOARD, ANALYTICS_SCREEN, STATISTICS_SCREEN } from './cardScreens';
import { CardsScreen } from './components/CardsScreen';

const SCREENS = {
  dashboard: { title: 'screens.analytics', subtitle: 'analyticsCards.dashboardIntro', spots: ANALYTICS_DASHBOARD },
  statistics: {
    title: 'screens.statisticsCards',
    subtitle: 'analyticsCards.statisticsIntro',
    spots: STATISTICS_SCREEN,
  },
  analytics: { title: 'screens.analyticsCards', subtitle: 'analyticsCards.analyticsIntro', spots: ANALYTICS_SCREEN },
};

/** The test id each screen's grid has carried since it was a page of its own. */
const TEST_IDS = { dashboard: 'analytics-dashboard', statistics: 'statistics-cards', analytics: 'analytics-cards' };

function CardsPage({ screen }: { screen: keyof typeof SCREENS }) {
  const { t } = useTranslation(NAMESPACE);
  const { title, subtitle, spots } = SCREENS[screen];
  return <CardsScreen title={t(title)} subtitle={t(subtitle)} spots={spots} testId={TEST_IDS[screen]} />;
}

export default CardsPage;
