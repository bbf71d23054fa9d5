// The maps demo (docs/demo-api.md, Maps): the world map's choropleth figure.
import { conversationsByCountrySchema } from '../schemas/maps';
import { endpointsOn, read, type Endpoint } from './endpoint';

const { get } = endpointsOn('demo', [read('Demo')]);

export const MAPS_ENDPOINTS: Endpoint[] = [
  get(
    '/api/maps/conversations-by-country',
    'Conversations of the last 30 days by the customer’s country (ISO 3166-1 alpha-2)',
    { responses: { 200: conversationsByCountrySchema } },
  ),
];
