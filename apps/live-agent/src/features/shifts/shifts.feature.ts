// The shifts state area (docs/architecture.md, State) and its sagas.
import { productCrudFeature } from '../../crud/productCrud';
import type { Shift } from './shifts.types';

export const shiftsFeature = productCrudFeature<Shift>({
  name: 'shifts',
  path: '/shifts',
  messages: { created: 'shifts.toast.created', updated: 'shifts.toast.updated', deleted: 'shifts.toast.deleted' },
  params: { sort: 'name' },
});
