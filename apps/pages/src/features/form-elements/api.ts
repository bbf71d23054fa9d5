// The form elements' server data (docs/demo-api.md, Forms showcase): the async select's city search, injected into
// the page's one API slice from this module so it loads with the select's page only.
import type { CityList } from '@live-agent/contracts';
import { api } from '@live-agent/store/api';

export const formElementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    showcaseCities: build.query<CityList, string>({
      query: (q) => ({ url: '/api/showcase-forms/cities', params: { q } }),
    }),
  }),
});

export const { useShowcaseCitiesQuery } = formElementsApi;
