// The statistics and analytics cards (docs/demo-api.md, Cards): figures computed for a card and a period, read by
// the dashboards and the cards pages; every card needs a user allowed to read the Demo screens.
import { ANALYTICS_CARDS, STATISTICS_CARDS } from '../cards';
import { cardDataSchema, cardQuery } from '../schemas/cards';
import { read, type Endpoint } from './endpoint';

const READ = [read('Demo')];

export const CARDS_ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: '/card/card-statistics/:card',
    api: 'demo',
    summary: `A statistics card’s figures for a period (cards: ${STATISTICS_CARDS.join(', ')})`,
    access: READ,
    refusesQuery: true,
    query: cardQuery,
    responses: { 200: cardDataSchema },
    notFound: true,
  },
  {
    method: 'GET',
    path: '/card/card-analytics/:card',
    api: 'demo',
    summary: `An analytics card’s figures for a period (cards: ${ANALYTICS_CARDS.join(', ')})`,
    access: READ,
    refusesQuery: true,
    query: cardQuery,
    responses: { 200: cardDataSchema },
    notFound: true,
  },
];
