// The queues state area (docs/architecture.md, State) and its sagas.
import type { Queue } from '@live-agent/contracts';
import { createCrudFeature } from '../../crud/createCrudFeature';

export const queuesFeature = createCrudFeature<Queue>({
  name: 'queues',
  path: '/queues',
  messages: { created: 'queues.toast.created', updated: 'queues.toast.updated', deleted: 'queues.toast.deleted' },
  params: { sort: 'name' },
});
