// The admins state area (docs/architecture.md, State: allData, data, total, params, selected item) and its sagas.
import type { Admin } from '@live-agent/contracts';
import { createCrudFeature } from '../../crud/createCrudFeature';

export const adminsFeature = createCrudFeature<Admin>({
  name: 'admins',
  path: '/admins',
  messages: { created: 'admins.toast.created', updated: 'admins.toast.updated', deleted: 'admins.toast.deleted' },
  params: { sort: 'fullName' },
});
