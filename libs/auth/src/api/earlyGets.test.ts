// The early-GET handover as a screen relies on it: the GET its effect sends takes over the answer of the identical GET
// started while it rendered, once; anything else still asks the server, and a failed early GET changes nothing.
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { createApiClient } from './createApiClient';
import { apiStoreContexts, EARLY_ANSWER_KEPT_MS, earlyGets } from './earlyGets';
import { saveSession } from '../session/session';

const user = {
  id: 1,
  fullName: 'A',
  username: 'a',
  email: 'admin@demo.com',
  avatar: '',
  role: 'admin',
  ability: [],
  extras: { eCommerceCartItemsCount: 0 },
};

/** A server counting what reaches it; with `failFirst` its first answer is that error status. */
function setup({ failFirst }: { failFirst?: number } = {}) {
  const sent: string[] = [];
  let serial = 0;
  const adapter: AxiosAdapter = async (config) => {
    const uri = `${config.method} ${config.url}?${new URLSearchParams(config.params).toString()}`;
    sent.push(uri);
    serial += 1;
    await new Promise((resolve) => setTimeout(resolve, 2));
    const response = {
      status: 200,
      statusText: 'OK',
      data: { answer: serial },
      headers: {},
      config,
      request: {},
    } as AxiosResponse;
    if (failFirst && serial === 1) {
      throw new AxiosError(
        'failed',
        AxiosError.ERR_BAD_RESPONSE,
        config,
        {},
        { ...response, status: failFirst, data: { message: 'no' } },
      );
    }
    return response;
  };
  const onSignOut = jest.fn();
  const client = createApiClient({ onSignOut });
  client.defaults.adapter = adapter;
  return { client, early: earlyGets(client), sent, onSignOut };
}

beforeEach(() => {
  localStorage.clear();
  saveSession({ userData: user, accessToken: 'access-1', refreshToken: 'refresh-1' });
});

afterEach(() => jest.useRealTimers());

describe('earlyGets', () => {
  it('the identical GET takes over the early answer: the server is asked once and the caller gets the data', async () => {
    const { client, early, sent } = setup();
    const started = early.get('/card/card-statistics/orders', { params: { period: 'last-7-days' } });
    const { data, config } = await client.get('/card/card-statistics/orders', { params: { period: 'last-7-days' } });
    expect(data).toEqual({ answer: 1 });
    expect(config.early).toBeUndefined(); // the answer is the caller's own
    expect(sent).toEqual(['get /card/card-statistics/orders?period=last-7-days']);
    await expect(started).resolves.toMatchObject({ data: { answer: 1 } });
  });

  it('hands an answer over once, and only to the same URL and query', async () => {
    const { client, early, sent } = setup();
    await early.get('/apps/email/emails', { params: { folder: 'inbox' } });
    await client.get('/apps/email/emails', { params: { folder: 'sent' } });
    await client.get('/apps/email/emails', { params: { folder: 'inbox' } });
    const again = await client.get('/apps/email/emails', { params: { folder: 'inbox' } });
    expect(sent).toEqual([
      'get /apps/email/emails?folder=inbox',
      'get /apps/email/emails?folder=sent',
      'get /apps/email/emails?folder=inbox',
    ]);
    expect(again.data).toEqual({ answer: 3 });
  });

  it('starts a GET rendered twice once', async () => {
    const { client, early, sent } = setup();
    void early.get('/apps/chat/chats');
    void early.get('/apps/chat/chats');
    await client.get('/apps/chat/chats');
    expect(sent).toEqual(['get /apps/chat/chats?']);
  });

  it('a write in between drops the kept answer: the GET after it asks the server', async () => {
    const { client, early, sent } = setup();
    await early.get('/apps/todo/tasks');
    await client.post('/apps/todo/tasks', { title: 'x' });
    const { data } = await client.get('/apps/todo/tasks');
    expect(data).toEqual({ answer: 3 });
    expect(sent).toEqual(['get /apps/todo/tasks?', 'post /apps/todo/tasks?', 'get /apps/todo/tasks?']);
  });

  it('an answer nobody took is let go after a while', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    const { client, early, sent } = setup();
    const started = early.get('/apps/todo/tasks');
    await jest.advanceTimersByTimeAsync(10);
    await started;
    await jest.advanceTimersByTimeAsync(EARLY_ANSWER_KEPT_MS);
    const asked = client.get('/apps/todo/tasks');
    await jest.advanceTimersByTimeAsync(10);
    await expect(asked).resolves.toMatchObject({ data: { answer: 2 } });
    expect(sent).toHaveLength(2);
  });

  it('when the early GET fails, the caller asks itself and gets its own answer', async () => {
    const { client, early, sent } = setup({ failFirst: 500 });
    await expect(early.get('/apps/todo/tasks')).rejects.toBeInstanceOf(AxiosError);
    const { data } = await client.get('/apps/todo/tasks');
    expect(data).toEqual({ answer: 2 });
    expect(sent).toHaveLength(2);
  });

  it('an early GET answered 401 renews nothing itself', async () => {
    const { early, sent, onSignOut } = setup({ failFirst: 401 });
    await expect(early.get('/api/v1/agents')).rejects.toMatchObject({ response: { status: 401 } });
    expect(sent).toEqual(['get /api/v1/agents?']);
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('only reads', () => {
    const { early } = setup();
    expect(Object.keys(early)).toEqual(['get']);
  });
});

describe('apiStoreContexts', () => {
  it('gives the sagas the client and a screen’s first render its early reader, over the same API base', async () => {
    const { client, sent } = setup();
    const { sagaContext, earlyContext } = apiStoreContexts(client, 'http://api.test');
    expect(sagaContext).toEqual({ api: client, apiBase: 'http://api.test' });
    expect(earlyContext.apiBase).toBe('http://api.test');
    void earlyContext.api.get('/apps/chat/chats');
    await sagaContext.api.get('/apps/chat/chats');
    expect(sent).toEqual(['get /apps/chat/chats?']);
  });
});
