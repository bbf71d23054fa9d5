// The autocomplete demo (docs/demo-api.md, Autocomplete): matching is the client's, as the user types.
import { autocompleteDataSchema } from '../schemas/autocomplete';
import { endpointsOn, read, type Endpoint } from './endpoint';

const { get } = endpointsOn('demo', [read('Demo')]);

export const AUTOCOMPLETE_ENDPOINTS: Endpoint[] = [
  get('/api/autocomplete/data', 'Every city the autocomplete suggests, with its country and continent', {
    responses: { 200: autocompleteDataSchema },
  }),
];
