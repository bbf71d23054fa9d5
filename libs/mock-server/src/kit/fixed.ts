// A demo domain that is one fixed answer (the autocomplete's places, the map's figures, the pricing page): nothing
// seeded, nothing written, one GET behind `read Demo` (guard.ts: 401, then 403).
import type { MockDomain } from '../types';
import { guardedRoutes, read } from './guard';
import { ok } from './responses';

/** The domain `name` answering GET `path` with `answer()`, made afresh for each request. */
export function fixedAnswerDomain<T extends object>(name: string, path: string, answer: () => T): MockDomain {
  return {
    name,
    kind: 'demo',
    routes: (server, ctx) => {
      guardedRoutes(server, ctx, read('Demo')).get(path, () => ok<T>(answer()));
    },
  };
}
