// The queues state area (docs/architecture.md, State) and its sagas.
import type { Queue } from '@live-agent/contracts';
import { productCrudFeature } from '../../crud/productCrud';

export const queuesFeature = productCrudFeature<Queue>({
  name: 'queues',
  path: '/queues',
  messages: { created: 'queues.toast.created', updated: 'queues.toast.updated', deleted: 'queues.toast.deleted' },
  params: { sort: 'name' },
});
