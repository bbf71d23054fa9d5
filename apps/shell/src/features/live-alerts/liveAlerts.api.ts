// The shell's own read of the SLA alerts (GET /live/alerts, docs/demo-api.md, Live monitor) on the page's one API
// slice, so the navbar's bell works on every screen without loading the live-agent remote. It provides the tag the
// remote's supervisor actions invalidate ('LiveAlert', apps/live-agent/src/api/live.ts), so an action there refreshes
// the bell at once.
import type { LiveAlert } from '@live-agent/contracts';
import { api } from '@live-agent/store/api';

/** The monitor's pace (apps/live-agent/src/api/live.ts): paused while the tab is hidden. */
export const ALERTS_POLL_MS = 5_000;

export const liveAlertsApi = api.enhanceEndpoints({ addTagTypes: ['LiveAlert'] }).injectEndpoints({
  endpoints: (build) => ({
    navbarLiveAlerts: build.query<LiveAlert[], void>({
      query: () => ({ url: '/live/alerts', product: true }),
      providesTags: ['LiveAlert'],
    }),
  }),
});

export const { useNavbarLiveAlertsQuery } = liveAlertsApi;
