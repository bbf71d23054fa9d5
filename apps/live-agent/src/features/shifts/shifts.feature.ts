// The shifts state area (docs/architecture.md, State) and its sagas.
import type { Shift } from '@live-agent/contracts';
import { productCrudFeature } from '../../crud/productCrud';

export const shiftsFeature = productCrudFeature<Shift>({
  name: 'shifts',
  path: '/shifts',
  messages: { created: 'shifts.toast.created', updated: 'shifts.toast.updated', deleted: 'shifts.toast.deleted' },
  params: { sort: 'name' },
});
