import { agentsLookup, departmentsLookup, queuesLookup } from '../lookups/lookups';

import type { RouteEarlyContext } from '@live-agent/ui-kit';

/** The lookups the filter bar reads: `withInjected(Page, feature, ...reportLookups)`. */
export const reportLookups = [departmentsLookup, queuesLookup, agentsLookup] as const;

/**
 * The filter bar's names, asked for as a report's URL opens (a route's startEarly) unless already here. Asked for
 * by the bar once the page has rendered, their answers landed in the middle of the figures' render and started it
 * again.
 */
export const startReportLookups = (context: RouteEarlyContext) =>
  reportLookups.map((lookup) => lookup.startAllEarly(context));
