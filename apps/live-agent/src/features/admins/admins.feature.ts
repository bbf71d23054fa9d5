// The admins state area (SPEC §3: allData, data, total, params, selected item) and its sagas.
import { createCrudFeature } from '../../crud/createCrudFeature';
import type { Admin } from './admins.types';

export const adminsFeature = createCrudFeature<Admin>({
  name: 'admins',
  path: '/admins',
  messages: { created: 'admins.toast.created', updated: 'admins.toast.updated', deleted: 'admins.toast.deleted' },
  params: { sort: 'fullName' },
});
