import { agentsLookup, departmentsLookup, queuesLookup } from '../lookups/lookups';

/** The lookups the filter bar reads: `withInjected(Page, feature, ...reportLookups)`. */
export const reportLookups = [departmentsLookup, queuesLookup, agentsLookup] as const;
