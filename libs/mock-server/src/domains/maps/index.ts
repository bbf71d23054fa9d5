// The maps demo (docs/demo-api.md, Maps): the world map's choropleth, conversations of the last 30 days by the
// customer's country. A fixed table (the figure is a demo's, not derived from the conversation history), spread so
// every colour class of the map's legend has countries. Reading needs `read` on Demo.
import type { ConversationsByCountry, CountryFigure } from '@live-agent/contracts';
import { fixedAnswerDomain } from '../../kit/fixed';

const FIGURES: Array<[string, number]> = [
  ['US', 4210],
  ['BR', 2875],
  ['DE', 2640],
  ['GB', 2190],
  ['FR', 1985],
  ['IN', 1760],
  ['CA', 1320],
  ['PT', 1180],
  ['JP', 1045],
  ['ES', 930],
  ['MX', 860],
  ['IT', 790],
  ['AU', 720],
  ['NL', 640],
  ['PL', 585],
  ['AR', 470],
  ['CH', 410],
  ['SE', 365],
  ['BE', 340],
  ['AT', 310],
  ['ZA', 280],
  ['KR', 255],
  ['CO', 230],
  ['TR', 210],
  ['NG', 185],
  ['CL', 160],
  ['IE', 150],
  ['NO', 135],
  ['DK', 120],
  ['ID', 110],
  ['EG', 95],
  ['MA', 82],
  ['KE', 70],
  ['PE', 64],
  ['NZ', 58],
  ['TH', 51],
  ['VN', 44],
  ['PH', 39],
  ['RO', 33],
  ['GR', 28],
  ['FI', 24],
  ['CZ', 21],
  ['HU', 17],
  ['UA', 14],
  ['SN', 9],
  ['AO', 7],
  ['MZ', 5],
];

export const CONVERSATIONS_BY_COUNTRY: CountryFigure[] = FIGURES.map(([country, conversations]) => ({
  country,
  conversations,
}));

export const mapsDomain = fixedAnswerDomain<ConversationsByCountry>(
  'maps',
  '/api/maps/conversations-by-country',
  () => ({
    countries: CONVERSATIONS_BY_COUNTRY,
  }),
);
