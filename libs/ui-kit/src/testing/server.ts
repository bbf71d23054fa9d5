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
