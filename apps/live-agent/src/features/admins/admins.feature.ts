// The admins state area (allData, data, total, params, selected item: docs/architecture.md, State) and its sagas.
import { productCrudFeature } from '../../crud/productCrud';
import type { Admin } from './admins.types';

export const adminsFeature = productCrudFeature<Admin>({
  name: 'admins',
  path: '/admins',
  messages: { created: 'admins.toast.created', updated: 'admins.toast.updated', deleted: 'admins.toast.deleted' },
  params: { sort: 'fullName' },
});
