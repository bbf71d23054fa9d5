// Names of departments, queues, agents, shifts, categories, comments and working times, and the organisation's time
// zone, for the screens that only pick or show them (settings screens, reports). Each is the resource's GET /all in
// the API slice's cache (api/resources.ts), so however many parts of a page read a list it is asked for once, every
// screen sees the same list, and a write to the resource refreshes it (its tags).
import { useMemo } from 'react';
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
