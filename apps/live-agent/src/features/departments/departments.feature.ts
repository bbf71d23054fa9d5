// The departments state area (docs/architecture.md, State). Working-time names for its column and form come from src/lookups.
import type { Department } from '@live-agent/contracts';
import { productCrudFeature } from '../../crud/productCrud';

export const departmentsFeature = productCrudFeature<Department>({
  name: 'departments',
  path: '/departments',
  messages: {
    created: 'departments.toast.created',
    updated: 'departments.toast.updated',
    deleted: 'departments.toast.deleted',
  },
  params: { sort: 'name' },
});
