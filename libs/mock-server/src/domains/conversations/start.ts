// The conversation history's end and the live simulation, started once the conversations domain is registered.
import type { Server } from 'miragejs';
import type { MockServerOptions } from '../../types';
import { REFERENCE_DATE } from '../../random';
import { buildConversationStoreInSlices, configureConversations } from './store';
import { warmReportCache } from './reports/cache';
import { configureSimulation, startConversationSimulation } from './simulation';
import { keepLiveWorld, usableJournal, type JournalKeeper } from './journal';
import { measure } from '../../kit/timeline';

/** The conversation history's end and, when asked, the live simulation (stopped by server.shutdown()). */
export function startConversations(
  server: Server,
  options: NonNullable<MockServerOptions['conversations']>,
  keeper?: JournalKeeper,
): void {
  const endsAt = options.endsAt ?? REFERENCE_DATE.getTime();
  if (options.arrivalScale !== undefined) configureSimulation(server, { arrivalScale: options.arrivalScale });
  // With a fixed end the simulated clock starts there and runs at the real pace.
  const startedAt = Date.now();
  const clock = endsAt === 'now' ? () => Date.now() : () => endsAt + (Date.now() - startedAt);
  // A live world on the real clock is kept across reloads (journal.ts): rebuilt from where its history ended.
  if (keeper && endsAt === 'now') {
    const journal = usableJournal(keeper.journal, Date.now());
    const afterBuild = keepLiveWorld(server, keeper, journal, clock);
    configureConversations(server, { endsAt: journal?.historyEnd ?? 'now', afterBuild });
  } else configureConversations(server, { endsAt });
  const intervalMs = options.simulationIntervalMs ?? 0;
  if (!(intervalMs > 0)) return;
  const stop = startConversationSimulation(server, intervalMs, clock);
  const shutdown = server.shutdown.bind(server);
  server.shutdown = () => {
    stop();
    shutdown();
  };
}

/**
 * Builds the history and the reports' cache in slices that leave the page responsive (the shell calls it
 * once the later domains are in; docs/architecture.md, Long tasks after sign-in). Requests meanwhile
 * wait for it; tests and startMockServer keep building on first use.
 */
export function buildConversationsInSlices(server: Server): Promise<void> {
  const started = performance.now();
  return buildConversationStoreInSlices(server, { warm: warmReportCache }).then(() => {
    // When the history and cache were ready (bench, profiler).
    measure('mock-conversations', started, performance.now());
  });
}

// The load option's reader lives on its own (liveLoad.ts), so the page can read it without the history's code.
export { HIGH_LIVE_LOAD, LIVE_LOAD_PARAM, LIVE_LOAD_STORAGE_KEY, liveLoadScale } from './liveLoad';
