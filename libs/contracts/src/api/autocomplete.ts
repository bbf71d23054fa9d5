// The autocomplete demo (docs/demo-api.md, Autocomplete): matching is the client's, as the user types.
import { autocompleteDataSchema } from '../schemas/autocomplete';
import { read, type Endpoint } from './endpoint';

export const AUTOCOMPLETE_ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/autocomplete/data',
    api: 'demo',
    summary: 'Every city the autocomplete suggests, with its country and continent',
    access: [read('Demo')],
    responses: { 200: autocompleteDataSchema },
  },
];
