// The names the report screens pick from and show (departments, queues, agents, categories), read through the
// reports' endpoints (api/reports.ts) and shaped for a select and a table cell.
import { useMemo } from 'react';
import type { Agent, ConversationCategory, Department, Queue } from '@live-agent/contracts';
import { useAgentNamesQuery, useCategoryNamesQuery, useDepartmentNamesQuery, useQueueNamesQuery } from '../api/reports';

export interface Lookup<T> {
  items: T[];
  loading: boolean;
  options: { value: number; label: string }[];
  /** The name, or `#id` until the names arrive (or if they cannot): never nothing. */
  nameOf: (id: number) => string;
}

const NONE: never[] = [];

function useLookup<T extends { id: number }>(
  { data, isLoading }: { data?: T[]; isLoading: boolean },
  labelOf: (item: T) => string,
): Lookup<T> {
  return useMemo(() => {
    const items = data ?? NONE;
    const names = new Map(items.map((item) => [item.id, labelOf(item)]));
    return {
      items,
      loading: isLoading,
      options: items.map((item) => ({ value: item.id, label: labelOf(item) })),
      nameOf: (id: number) => names.get(id) ?? `#${id}`,
    };
    // labelOf is a module-level function in every caller, so it never changes.
  }, [data, isLoading, labelOf]);
}

const byName = (item: { name: string }) => item.name;
const byFullName = (item: { fullName: string }) => item.fullName;

export const useDepartments = () => useLookup<Department>(useDepartmentNamesQuery(), byName);
export const useQueues = () => useLookup<Queue>(useQueueNamesQuery(), byName);
export const useAgentNames = () => useLookup<Agent>(useAgentNamesQuery(), byFullName);
export const useCategories = () => useLookup<ConversationCategory>(useCategoryNamesQuery(), byName);
