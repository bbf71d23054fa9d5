// The SLA alerts (GET /live/alerts, docs/demo-api.md, Live monitor) as one endpoint of the page's one API slice. The
// shell's navbar bell and live-agent's dashboard warning and monitor all read it: where they show together (the
// dashboard under the navbar), the page asks once and polls once, and what one shows the other shows. A supervisor's
// action in the monitor invalidates the 'LiveAlert' tag (apps/live-agent/src/api/live.ts), which refreshes it.
import type { LiveAlert } from '@live-agent/contracts';
import { api } from './api';

/** The alerts' pace, the simulation's (paused in a hidden tab by the readers' `skipPollingIfUnfocused`). */
export const LIVE_ALERTS_POLL_MS = 5_000;

export const liveAlertsApi = api.enhanceEndpoints({ addTagTypes: ['LiveAlert'] }).injectEndpoints({
  endpoints: (build) => ({
    liveAlerts: build.query<LiveAlert[], void>({
      query: () => ({ url: '/live/alerts', product: true }),
      providesTags: ['LiveAlert'],
    }),
  }),
});

export const { useLiveAlertsQuery } = liveAlertsApi;
