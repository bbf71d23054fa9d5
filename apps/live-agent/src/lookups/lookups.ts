// Names of departments and working times for the screens that only pick or show them (comments, categories,
// working times, departments). They read the one `departments` / `workingTimes` state area through its GET /all,
// so every screen sees the same list and a change made on one screen shows on the others.
import { useMemo } from 'react';
import { useCrud } from '../crud/useCrud';
import { departmentsFeature } from '../features/departments/departments.feature';
import { workingTimesFeature } from '../features/working-times/workingTimes.feature';

/** Inject with the page (`withInjected(Page, ..., departmentsLookup)`), then read with useDepartments(). */
export const departmentsLookup = departmentsFeature;
export const workingTimesLookup = workingTimesFeature;

/** Every department (loaded on first use), select options, and a name lookup that never fails. */
export function useDepartments() {
  const { state } = useCrud(departmentsFeature, { loadList: false });
  const { allData, allStatus } = state;
  return useMemo(() => {
    const names = new Map(allData.map((item) => [item.id, item.name]));
    return {
      departments: allData,
      loading: allStatus === 'loading' || allStatus === 'idle',
      options: allData.map((item) => ({ value: item.id, label: item.name })),
      // Until the names arrive (or if they cannot), a department shows as its number rather than nothing.
      nameOf: (id: number) => names.get(id) ?? `#${id}`,
    };
  }, [allData, allStatus]);
}

/** Every working time (loaded on first use). */
export function useWorkingTimes() {
  return useCrud(workingTimesFeature, { loadList: false }).state.allData;
}
