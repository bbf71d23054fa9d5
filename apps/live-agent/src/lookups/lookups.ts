// Names of departments, queues, agents, categories and working times, and the organisation's time zone, for
// the screens that only pick or show them (settings screens, reports). They read the one state area of each resource through its GET /all, so
// every screen sees the same list and a change made on one screen shows on the others.
import { useMemo } from 'react';
import { isPending, useCrud, type CrudRecord } from '@live-agent/store';
import type { ProductCrudFeature } from '../crud/productCrud';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { departmentsFeature } from '../features/departments/departments.feature';
import { workingTimesFeature } from '../features/working-times/workingTimes.feature';
import { queuesFeature } from '../features/queues/queues.feature';
import { agentsFeature } from '../features/agents/agents.feature';
import { categoriesFeature } from '../features/conversation-categories/conversationCategories.feature';
import {
  organizationSettingsActions,
  organizationSettingsFeature,
  selectOrganizationSettings,
} from '../features/settings-general/organizationSettings.feature';

/** Inject with the page (`withInjected(Page, ..., departmentsLookup)`), then read with useDepartments(). */
export const departmentsLookup = departmentsFeature;
export const workingTimesLookup = workingTimesFeature;
export const queuesLookup = queuesFeature;
export const agentsLookup = agentsFeature;
export const categoriesLookup = categoriesFeature;
export const organizationLookup = organizationSettingsFeature;

export interface Lookup<T> {
  items: T[];
  loading: boolean;
  options: { value: number; label: string }[];
  /** The name, or `#id` until the names arrive (or if they cannot): never nothing. */
  nameOf: (id: number) => string;
}

function useLookup<T extends CrudRecord>(feature: ProductCrudFeature<T>, labelOf: (item: T) => string): Lookup<T> {
  const { allData, allStatus } = useCrud(feature, { loadList: false }).state;
  return useMemo(() => {
    const names = new Map(allData.map((item) => [item.id, labelOf(item)]));
    return {
      items: allData,
      loading: isPending(allStatus),
      options: allData.map((item) => ({ value: item.id, label: labelOf(item) })),
      nameOf: (id: number) => names.get(id) ?? `#${id}`,
    };
    // labelOf is a module-level function in every caller, so it never changes.
  }, [allData, allStatus, labelOf]);
}

const byName = (item: { name: string }) => item.name;

/** Every department (loaded on first use), select options, and a name lookup that never fails. */
export function useDepartments() {
  const lookup = useLookup(departmentsFeature, byName);
  return { ...lookup, departments: lookup.items };
}

export const useQueues = () => useLookup(queuesFeature, byName);
export const useAgentNames = () => useLookup(agentsFeature, (agent) => agent.fullName);
export const useCategories = () => useLookup(categoriesFeature, byName);

/** Every working time (loaded on first use). */
export function useWorkingTimes() {
  return useCrud(workingTimesFeature, { loadList: false }).state.allData;
}

/**
 * The organisation's time zone (GET /organization, loaded on first use; undefined until it arrives), for
 * screens whose responses do not carry it: their times must be on the organisation's clock too.
 */
export function useOrganizationTimeZone(): string | undefined {
  const dispatch = useDispatch();
  const { organization, status } = useSelector(selectOrganizationSettings);
  useEffect(() => {
    if (status === 'idle') dispatch(organizationSettingsActions.fetch());
  }, [dispatch, status]);
  return organization?.timezone;
}
