// Shared by the route tests only (docs/architecture.md, Conventions: a library's shared test helpers live in
// src/testing/): a fresh server for every test, so each starts from the seed alone, and the demo accounts signed in
// once before them all, since a token outlives the server that issued it.
import type { AxiosInstance } from 'axios';
import type { Server } from 'miragejs';
import { DEMO_ACCOUNTS } from '@live-agent/contracts';
import { startMockServer } from '../server';
import { apiAs, login, PRODUCT_API, productApiAs } from '../testing';

/** The seeded demo accounts (contracts' DEMO_ACCOUNTS), by name. */
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

export interface ServerPerTest {
  /** The current test's server. */
  readonly server: Server;
  /** Each demo account's access token, once the file's tests have started. */
  readonly tokens: Readonly<Record<DemoAccount, string>>;
  /** Starts the test's server again, at `at` or the file's clock: what a reload of the demo gets. */
  restart(at?: Date): void;
  /** axios as that account, never throwing on a status; the token is read as each request leaves. */
  as(account: DemoAccount, language?: string): AxiosInstance;
}

/** Registers the hooks (call it at the top of a test file) and answers what the tests use. */
export function serverPerTest(now: Date): ServerPerTest {
  let current: Server | undefined;
  const tokens = {} as Record<DemoAccount, string>;
  beforeAll(async () => {
    const bootstrap = startMockServer({ environment: 'test', now });
    for (const account of Object.keys(DEMO_ACCOUNTS) as DemoAccount[]) {
      const { email, password } = DEMO_ACCOUNTS[account];
      tokens[account] = (await login(email, password)).accessToken;
    }
    bootstrap.shutdown();
  });
  beforeEach(() => {
    current = startMockServer({ environment: 'test', now });
  });
  afterEach(() => current?.shutdown());
  return {
    get server() {
      if (!current) throw new Error('The server runs only inside a test.');
      return current;
    },
    tokens,
    restart(at = now) {
      current?.shutdown();
      current = startMockServer({ environment: 'test', now: at });
    },
    as(account, language) {
      const instance = apiAs(undefined, language);
      instance.interceptors.request.use((config) => {
        config.headers.set('Authorization', `Bearer ${tokens[account]}`);
        return config;
      });
      return instance;
    },
  };
}

export interface ProductServerForFile {
  readonly server: Server;
  /** The admin's client on the product API; `anonymous` sends no token. */
  readonly client: AxiosInstance;
  readonly anonymous: AxiosInstance;
}

/** One server for a whole file whose routes only read (one generated history for all its tests), on the product API. */
export function productServerForFile(): ProductServerForFile {
  let server: Server | undefined;
  let client: AxiosInstance | undefined;
  beforeAll(async () => {
    server = startMockServer({ environment: 'test', productApiBase: PRODUCT_API });
    client = productApiAs((await login('admin@demo.com', 'admin')).accessToken);
  });
  afterAll(() => server?.shutdown());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The server starts in beforeAll.');
    return value;
  };
  return {
    get server() {
      return ready(server);
    },
    get client() {
      return ready(client);
    },
    anonymous: productApiAs(),
  };
}
