// Shared by the live-agent tests only (never imported by the lib): a fresh server per test and an
// axios client on the product API that sends the admin's token and never throws on a status.
import type { AxiosInstance } from 'axios';
import type { Server } from 'miragejs';
import { startMockServer } from '../../server';
import { login, PRODUCT_API, productApiAs } from '../../testing';
import { REFERENCE_DATE } from '../../random';

export const API = `${PRODUCT_API}/api/v1`;

// Tokens are signed with a fixed demo secret and name user 1, who exists in every fresh server, so
// one login serves the whole file.
let token: string | undefined;

export interface LiveAgentTestContext {
  server: Server;
  /** Authenticated client on `${PRODUCT_API}/api/v1`. */
  client: AxiosInstance;
  /** The same without a token. */
  anonymous: AxiosInstance;
}

export async function startLiveAgent(): Promise<LiveAgentTestContext> {
  // The clock pinned, so the seed's dates equal buildLiveAgentSeed(REFERENCE_DATE)'s.
  const server = startMockServer({ environment: 'test', productApiBase: PRODUCT_API, now: REFERENCE_DATE });
  token ??= (await login('admin@demo.com', 'admin')).accessToken;
  return {
    server,
    client: productApiAs(token),
    anonymous: productApiAs(),
  };
}

/** Registers a fresh server per test (call it at the top of a test file); the current test's server and clients. */
export function liveAgentPerTest(): LiveAgentTestContext {
  let current: LiveAgentTestContext | undefined;
  beforeEach(async () => {
    current = await startLiveAgent();
  });
  afterEach(() => current?.server.shutdown());
  const started = () => {
    if (!current) throw new Error('The server runs only inside a test.');
    return current;
  };
  return {
    get server() {
      return started().server;
    },
    get client() {
      return started().client;
    },
    get anonymous() {
      return started().anonymous;
    },
  };
}
