// @live-agent/ui-kit/cards: the building blocks of the statistics and analytics cards (docs/demo-api.md,
// Cards): a card's frame (title, period picker, skeleton, error with a retry) over `cardsApi` (./card-requests), its
// headline figure and what a chart takes from the skin. An entry of its own so only the screens that show cards
// load it (the shell never does); like ./chat it is not shared through Module Federation
// (libs/build-config/shared.js): each remote bundles its copy.
export { cardsApi, prefetchCards, type CardKind, type CardRef } from '@live-agent/ui-kit/card-requests';
export { CardFrame, type CardFrameProps } from './CardFrame';
export { Figure, useCardFormat, CARD_CURRENCY, type FigureProps } from './Figure';
export { useChartTheme, type ChartTheme } from './chartTheme';
