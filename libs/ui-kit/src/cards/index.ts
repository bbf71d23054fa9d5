// @live-agent/ui-kit/cards: the building blocks of the statistics and analytics cards (docs/demo-api.md,
// Cards): the `cards` state area with its saga, a card's frame (title, period picker, skeleton, error with a
// retry), its headline figure and what a chart takes from the skin. An entry of its own so only the screens
// that show cards load it (the shell never does); like ./chat it is not shared through Module Federation
// (libs/build-config/shared.js): each remote bundles its copy.
export { fetchCard, type CardKind } from '@live-agent/ui-kit';
export {
  cardsFeature,
  cardsSlice,
  cardsSaga,
  loadCard,
  cardLoaded,
  cardFailed,
  cardKey,
  selectCardsState,
  type CardEntry,
  type CardsState,
  type CardRequest,
} from './cards.slice';
export { CardFrame, type CardFrameProps } from './CardFrame';
export { Figure, useCardFormat, CARD_CURRENCY, type FigureProps } from './Figure';
export { useChartTheme, type ChartTheme } from './chartTheme';
