// The admins state area (SPEC §3: allData, data, total, params, selected item) and its sagas.
import { productCrudFeature } from '../../crud/productCrud';
import type { Admin } from './admins.types';

export const adminsFeature = productCrudFeature<Admin>({
  name: 'admins',
  path: '/admins',
  messages: { created: 'admins.toast.created', updated: 'admins.toast.updated', deleted: 'admins.toast.deleted' },
  params: { sort: 'fullName' },
});
