// Working times: the CRUD factory for /working-times. Department names come from src/lookups.
import type { WorkingTime } from '@live-agent/contracts';
import { productCrudFeature } from '../../crud/productCrud';

export const workingTimesFeature = productCrudFeature<WorkingTime>({
  name: 'workingTimes',
  path: '/working-times',
  messages: { created: 'workingTimes.created', updated: 'workingTimes.updated', deleted: 'workingTimes.deleted' },
  // An organisation has a handful of working times: one page holds them all.
  params: { perPage: 100 },
});
