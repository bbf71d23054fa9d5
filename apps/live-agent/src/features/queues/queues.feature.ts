// The queues state area (docs/architecture.md, State) and its sagas.
import { productCrudFeature } from '../../crud/productCrud';
import type { Queue } from './queues.types';

export const queuesFeature = productCrudFeature<Queue>({
  name: 'queues',
  path: '/queues',
  messages: { created: 'queues.toast.created', updated: 'queues.toast.updated', deleted: 'queues.toast.deleted' },
  params: { sort: 'name' },
});
