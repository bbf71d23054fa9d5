// A domain whose answers follow the moment its server was seeded with (an invoice's "overdue", a new comment's
// date, an article's "last updated", the launch countdown), so a test that pins `now` sees the same answers. The
// moment is kept per server: the seed and the routes of one server are called with the same server.
import type { Server } from 'miragejs';
import type { MockContext, MockDomain } from '../types';

/** A domain whose routes are given `now`: the moment the server was seeded with (the real clock when it was not). */
export interface SeedClockDomain extends Omit<MockDomain, 'routes'> {
  routes(server: Server, ctx: MockContext, now: () => Date): void;
}

/** The domain, its seed keeping each server's moment for its routes. */
export function onSeedClock(domain: SeedClockDomain): MockDomain {
  const clocks = new WeakMap<Server, Date>();
  return {
    ...domain,
    seed: (server, clock) => {
      clocks.set(server, clock.now);
      domain.seed?.(server, clock);
    },
    routes: (server, ctx) => domain.routes(server, ctx, () => clocks.get(server) ?? new Date()),
  };
}
