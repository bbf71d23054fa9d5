// The admins state area (docs/architecture.md, State: allData, data, total, params, selected item) and its sagas.
import type { Admin } from '@live-agent/contracts';
import { productCrudFeature } from '../../crud/productCrud';

export const adminsFeature = productCrudFeature<Admin>({
  name: 'admins',
  path: '/admins',
  messages: { created: 'admins.toast.created', updated: 'admins.toast.updated', deleted: 'admins.toast.deleted' },
  params: { sort: 'fullName' },
});
