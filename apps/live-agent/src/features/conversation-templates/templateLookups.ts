// What the Conversation Templates screen shows beside the templates: department and category names (table, form,
// CSV) from each resource's `/all` in the API slice's cache, and the organisation's name for the preview, a nicety:
// without it (an agent may not read the organisation) the preview uses a sample name.
import { useMemo } from 'react';
import type { RequestStatus } from '@live-agent/store';
import { categories, departments, useOrganizationQuery } from '../../api/resources';
import type { CategoryOption, DepartmentOption } from './conversationTemplates.types';

export interface ScreenLookups {
  departments: DepartmentOption[];
  categories: CategoryOption[];
  /** Null until loaded (or when GET /organization failed). */
  organizationName: string | null;
  status: RequestStatus;
  retry: () => void;
}

const NONE: never[] = [];

export function useTemplateLookups(): ScreenLookups {
  const departmentsResult = departments.useAll();
  const categoriesResult = categories.useAll();
  const organizationName = useOrganizationQuery().data?.name || null;
  const { data: departmentRows = NONE, refetch: refetchDepartments } = departmentsResult;
  const { data: categoryRows = NONE, refetch: refetchCategories } = categoriesResult;
  const status: RequestStatus =
    departmentsResult.isError || categoriesResult.isError
      ? 'error'
      : departmentsResult.data && categoriesResult.data
        ? 'ready'
        : 'loading';
  return useMemo(
    () => ({
      departments: departmentRows,
      categories: categoryRows,
      organizationName,
      status,
      retry: () => {
        void refetchDepartments();
        void refetchCategories();
      },
    }),
    [departmentRows, categoryRows, organizationName, status, refetchDepartments, refetchCategories],
  );
}
