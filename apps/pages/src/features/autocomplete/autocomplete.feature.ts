// The autocomplete demo's suggestions (docs/demo-api.md, Autocomplete), read once; matching is done here.
import type { AxiosInstance } from 'axios';
import type { AutocompleteData } from '@live-agent/contracts';
import { describeApiError } from '@live-agent/auth';
import { createQueryFeature } from '@live-agent/store';

export const autocompleteFeature = createQueryFeature<AutocompleteData, AxiosInstance>({
  name: 'autocompleteDemo',
  fetch: async (api) => (await api.get<AutocompleteData>('/api/autocomplete/data')).data,
  describeError: describeApiError,
});
