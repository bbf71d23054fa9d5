// The shifts state area (docs/architecture.md, State) and its sagas.
import type { Shift } from '@live-agent/contracts';
import { createCrudFeature } from '../../crud/createCrudFeature';

export const shiftsFeature = createCrudFeature<Shift>({
  name: 'shifts',
  path: '/shifts',
  messages: { created: 'shifts.toast.created', updated: 'shifts.toast.updated', deleted: 'shifts.toast.deleted' },
  params: { sort: 'name' },
});
