// The real Mirage server (@live-agent/mock-server) for component and saga tests. Only the `testing` entry
// of ui-kit imports the mock server, so it never reaches a bundle (docs/architecture.md, Mock server and
// its kit).
import type { Server } from 'miragejs';
import { startMockServer, type MockServerOptions } from '@live-agent/mock-server';

/** Starts Mirage in its test environment (no delay, no logging). Shut it down when the test ends. */
export function startTestServer(options: Omit<MockServerOptions, 'environment'> = {}): Server {
  return startMockServer({ ...options, environment: 'test' });
}

/**
 * A fresh Mirage server for each test of the file (shut down after it). Returns a getter for the running
 * server. Call at the top of a test file.
 */
export function setupTestServer(options: Omit<MockServerOptions, 'environment'> = {}): () => Server {
  let server: Server;
  beforeEach(() => {
    server = startTestServer(options);
  });
  afterEach(() => {
    server.shutdown();
  });
  return () => server;
}

/**
 * Counts the writes (anything but GET) the page sends to `server` from now on, as they are sent, before any answer:
 * a test proves that a refused form sent nothing without waiting for an answer that would not come.
 */
export function countWrites(server: Server): () => number {
  const pretender = (server as unknown as { pretender: { handleRequest(request: { method: string }): void } })
    .pretender;
  const handle = pretender.handleRequest.bind(pretender);
  let writes = 0;
  pretender.handleRequest = (request) => {
    if (request.method.toUpperCase() !== 'GET') writes += 1;
    handle(request);
  };
  return () => writes;
}
