// Shared by the live monitor's and the agent inbox's route tests only (never imported by the lib): one server for
// the file under the high live load, its clock pinned at the history's end and its simulation advanced `runMs`
// past it, with a token for each demo role and an axios client on the product API per caller.
import type { AxiosInstance } from 'axios';
import type { Server } from 'miragejs';
import { REFERENCE_DATE } from '../../random';
import { startMockServer } from '../../server';
import { apiAs, fakeClockOnly, login, PRODUCT_API } from '../../testing';
import { advanceSimulation } from './simulation';
import { HIGH_LIVE_LOAD } from './start';
import { conversationStoreFor, type ConversationStore } from './store';
import type { Conversation, Message } from './types';

export const START = REFERENCE_DATE.getTime();

export interface LiveWorld {
  readonly server: Server;
  readonly store: ConversationStore;
  readonly tokens: Record<'admin' | 'agent' | 'client', string>;
  /** A client on the product API with this token (none: anonymous), in this language; list params repeat. */
  as(token?: string, language?: string): AxiosInstance;
  /** A conversation's row and transcript as text, to compare before and after a refused call. */
  snapshot(id: number): string;
  /** A conversation's whole transcript, as the admin reads it. */
  transcript(id: number): Promise<Message[]>;
}

/** Registers the file's beforeAll and afterAll; the world's fields are there once beforeAll has run. */
export function liveWorldForFile(runMs: number): LiveWorld {
  let server: Server | undefined;
  let store: ConversationStore | undefined;
  let tokens: LiveWorld['tokens'] | undefined;
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the live world is set up in beforeAll');
    return value;
  };

  beforeAll(async () => {
    fakeClockOnly(START);
    server = startMockServer({
      environment: 'test',
      productApiBase: PRODUCT_API,
      conversations: { arrivalScale: HIGH_LIVE_LOAD },
    });
    tokens = {
      admin: (await login('admin@demo.com', 'admin')).accessToken,
      agent: (await login('agent@demo.com', 'agent')).accessToken,
      client: (await login('client@demo.com', 'client')).accessToken,
    };
    store = conversationStoreFor(server);
    advanceSimulation(server, START + runMs);
  });

  function as(token?: string, language = 'en') {
    const client = apiAs(token, language);
    client.defaults.baseURL = `${PRODUCT_API}/api/v1`;
    client.defaults.paramsSerializer = { indexes: null };
    return client;
  }

  afterAll(() => {
    server?.shutdown();
    jest.useRealTimers();
  });

  return {
    get server() {
      return ready(server);
    },
    get store() {
      return ready(store);
    },
    get tokens() {
      return ready(tokens);
    },
    as,
    snapshot(id) {
      const c = ready(store).get(id) as Conversation;
      return JSON.stringify({ row: c, messages: ready(store).messages(c) });
    },
    async transcript(id) {
      const response = await as(ready(tokens).admin).get(`/conversations/${id}/messages`, {
        params: { perPage: 1000 },
      });
      expect(response.status).toBe(200);
      return response.data.data;
    },
  };
}
