// Names of departments, queues, agents, shifts, categories, comments and working times, and the organisation's time
// zone, for the screens that only pick or show them (settings screens, reports). Each is the resource's GET /all in
// the API slice's cache (api/resources.ts), so however many parts of a page read a list it is asked for once, every
// screen sees the same list, and a write to the resource refreshes it (its tags).
import { useMemo } from 'react';
import { createSlice } from '@reduxjs/toolkit';
import type { RouteEarlyContext } from '@live-agent/ui-kit';
import * as resources from '../api/resources';
import { useOrganizationQuery } from '../api/resources';

export interface Lookup<T> {
  items: T[];
  loading: boolean;
  options: { value: number; label: string }[];
  /** The name, or `#id` until the names arrive (or if they cannot): never nothing. */
  nameOf: (id: number) => string;
}

const NONE: never[] = [];

function useLookup<T extends { id: number }>(
  resource: Pick<resources.Resource<T, never>, 'useAll'>,
  labelOf: (item: T) => string,
): Lookup<T> {
  const { data = NONE as T[], isFetching } = resource.useAll();
  return useMemo(() => {
    const names = new Map(data.map((item) => [item.id, labelOf(item)]));
    return {
      items: data,
      loading: isFetching,
      options: data.map((item) => ({ value: item.id, label: labelOf(item) })),
      nameOf: (id: number) => names.get(id) ?? `#${id}`,
    };
    // labelOf is a module-level function in every caller, so it never changes.
  }, [data, isFetching, labelOf]);
}

const byName = (item: { name: string }) => item.name;

/** Every department (loaded on first use), select options, and a name lookup that never fails. */
export function useDepartments() {
  const lookup = useLookup(resources.departments, byName);
  return { ...lookup, departments: lookup.items };
}

export const useQueues = () => useLookup(resources.queues, byName);
export const useShifts = () => useLookup(resources.shifts, byName);
export const useAgentNames = () => useLookup(resources.agents, (agent) => agent.fullName);
export const useCategories = () => useLookup(resources.categories, byName);
export const useComments = () => useLookup(resources.comments, (comment) => comment.text);

/** Every working time (loaded on first use). */
export function useWorkingTimes() {
  return resources.workingTimes.useAll().data ?? NONE;
}

/**
 * The organisation's time zone (GET /organization, loaded on first use; undefined until it arrives), for
 * screens whose responses do not carry it: their times must be on the organisation's clock too.
 */
export function useOrganizationTimeZone(): string | undefined {
  return useOrganizationQuery().data?.timezone;
}

// What the report screens still inject and start early (src/reports), until they take the names through a route's
// `prefetch` of the same `/all` endpoints. Injecting one is harmless (an empty state area): the names are the API
// slice's. An early start asks `/all` through the client's early reader, and the slice's identical GET takes the
// answer over (docs/architecture.md, "First requests start with the navigation"), unless the cache holds it already
// or is asking.
const legacy = createSlice({ name: 'liveAgentLookups', initialState: {}, reducers: {} });

function legacyLookup(path: string, endpoint: string) {
  return {
    slice: legacy,
    startAllEarly: ({ api, apiBase = '', state }: RouteEarlyContext) => {
      const cache = (state().api as { queries?: Record<string, { status?: string }> } | undefined)?.queries ?? {};
      const entry = cache[`${endpoint}(undefined)`];
      if (entry?.status === 'fulfilled' || entry?.status === 'pending') return undefined;
      return api.get(`${apiBase}/api/v1${path}/all`, { withCredentials: true, params: undefined });
    },
  };
}

export const departmentsLookup = legacyLookup('/departments', 'departmentsAll');
export const queuesLookup = legacyLookup('/queues', 'queuesAll');
export const agentsLookup = legacyLookup('/agents', 'agentsAll');
export const categoriesLookup = legacyLookup('/conversation-categories', 'categoriesAll');
export const workingTimesLookup = legacyLookup('/working-times', 'workingTimesAll');
export const organizationLookup = { slice: legacy };
