// /ui/cards — cards as the theme draws them: basic ones (title, cover, actions, loading), cards a user collapses,
// refreshes and removes (with Undo and Restore), and ui-kit's statistics cards.
import { uiPage, type UiExample } from './ExampleList';
import BasicCards from './cards/BasicCards';
import basicCardsSource from './cards/BasicCards.tsx?raw';
import ActionCards from './cards/ActionCards';
import actionCardsSource from './cards/ActionCards.tsx?raw';
import StatisticsCards from './cards/StatisticsCards';
import statisticsCardsSource from './cards/StatisticsCards.tsx?raw';

const EXAMPLES: UiExample[] = [
  { id: 'basicCards', Demo: BasicCards, source: basicCardsSource },
  { id: 'actionCards', Demo: ActionCards, source: actionCardsSource },
  { id: 'statisticsCards', Demo: StatisticsCards, source: statisticsCardsSource },
];

export default uiPage('cards', EXAMPLES, 1);
