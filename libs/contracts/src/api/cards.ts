// The statistics and analytics cards (docs/demo-api.md, Cards): figures computed for a card and a period, read by
// the dashboards and the cards pages; every card needs a user allowed to read the Demo screens.
import { ANALYTICS_CARDS, STATISTICS_CARDS } from '../cards';
import { cardDataSchema, cardQuery } from '../schemas/cards';
import { endpointsOn, read, type Endpoint } from './endpoint';

const READ = [read('Demo')];

const { get } = endpointsOn('demo', READ);

export const CARDS_ENDPOINTS: Endpoint[] = [
  get(
    '/card/card-statistics/:card',
    `A statistics card’s figures for a period (cards: ${STATISTICS_CARDS.join(', ')})`,
    { refusesQuery: true, query: cardQuery, responses: { 200: cardDataSchema }, notFound: true },
  ),
  get('/card/card-analytics/:card', `An analytics card’s figures for a period (cards: ${ANALYTICS_CARDS.join(', ')})`, {
    refusesQuery: true,
    query: cardQuery,
    responses: { 200: cardDataSchema },
    notFound: true,
  }),
];
