// The maps demo (docs/demo-api.md, Maps): the world map's choropleth figure.
import { conversationsByCountrySchema } from '../schemas/maps';
import { read, type Endpoint } from './endpoint';

export const MAPS_ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/maps/conversations-by-country',
    api: 'demo',
    summary: 'Conversations of the last 30 days by the customer’s country (ISO 3166-1 alpha-2)',
    access: [read('Demo')],
    responses: { 200: conversationsByCountrySchema },
  },
];
