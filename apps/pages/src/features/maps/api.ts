// The maps' server data: the world map's figure by country (docs/demo-api.md, Maps), on the page's one API slice,
// injected from this folder so it loads with the maps' pages only.
import type { ConversationsByCountry } from '@live-agent/contracts';
import { api } from '@live-agent/store/api';

const mapsApi = api.injectEndpoints({
  endpoints: (build) => ({
    conversationsByCountry: build.query<ConversationsByCountry, void>({
      query: () => '/api/maps/conversations-by-country',
    }),
  }),
});

export const { useConversationsByCountryQuery } = mapsApi;
