// Entry `@live-agent/mock-server/worker`, the shell's way to start Mirage (docs/architecture.md, "Mirage in a worker"):
// the server runs in a dedicated worker, in stages (staged.ts), and the page only forwards its requests to it.
import { connectMockWorker, type MockWorkerConnection } from './bridge';
import type { WorkerServerOptions } from './protocol';

export type { WorkerServerOptions } from './protocol';
export type { MockWorkerConnection } from './bridge';
export { liveLoadScale } from '../domains/conversations/liveLoad';

export function startMockServerInWorker(options: WorkerServerOptions = {}): MockWorkerConnection {
  const worker = new Worker(new URL('./mock.worker.ts', import.meta.url), { name: 'mock-worker' });
  return connectMockWorker(worker as unknown as Parameters<typeof connectMockWorker>[0], options);
}
