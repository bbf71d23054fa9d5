import { Model } from 'miragejs';
import type { MockDomain } from '../../types';
import { todoRoutes } from './routes';
import { seedTodo } from './seeds';

/** Demo tasks (SPEC §3 Task, §7 todo calls): 18 seeded, soft delete. */
export const todoDomain: MockDomain = {
  name: 'todo',
  kind: 'demo',
  models: { task: Model },
  seed: seedTodo,
  routes: (server) => todoRoutes(server),
};
