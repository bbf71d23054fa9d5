// The departments state area (docs/architecture.md, State). Working-time names for its column and form come from src/lookups.
import type { Department } from '@live-agent/contracts';
import { createCrudFeature } from '../../crud/createCrudFeature';

export const departmentsFeature = createCrudFeature<Department>({
  name: 'departments',
  path: '/departments',
  messages: { created: 'departments.toast.created', updated: 'departments.toast.updated', deleted: 'departments.toast.deleted' },
  params: { sort: 'name' },
});
