import { Model } from 'miragejs';
import type { MockDomain } from '../../types';
import { todoRoutes } from './routes';
import { seedTodo } from './seeds';

/** Demo tasks (docs/demo-api.md, todo): 18 seeded, soft delete. */
export const todoDomain: MockDomain = {
  name: 'todo',
  kind: 'demo',
  models: { task: Model },
  seed: seedTodo,
  routes: todoRoutes,
};
