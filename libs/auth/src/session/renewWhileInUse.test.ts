import { readTokenTimes, renewWhileInUse } from './renewWhileInUse';

const MINUTE = 60_000;

/** An unsigned JWT-shaped token issued at `issuedAt` (ms) that lives ten minutes. */
function tokenIssuedAt(issuedAt: number): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const iat = Math.floor(issuedAt / 1000);
  return `${part({ alg: 'HS256' })}.${part({ sub: '1', iat, exp: iat + 600 })}.signature`;
}

let token: string | null;
let page: EventTarget;
let renew: jest.Mock;
let stop: () => void;

/** Starts watching with tokens issued now; `renew` stores new tokens issued at the time it runs. */
function start() {
  token = tokenIssuedAt(Date.now());
  page = new EventTarget();
  renew = jest.fn(async () => {
    token = tokenIssuedAt(Date.now());
  });
  stop = renewWhileInUse({ page, renew, accessToken: () => token });
}

const use = (type = 'keydown') => page.dispatchEvent(new Event(type));

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
});

afterEach(() => {
  stop?.();
  jest.useRealTimers();
});

test('reads when the tokens were issued and when they end, and nothing from a token that is not a JWT', () => {
  const issued = Date.parse('2026-03-02T09:00:00Z');
  expect(readTokenTimes(tokenIssuedAt(issued))).toEqual({ issuedAt: issued, expiresAt: issued + 10 * MINUTE });
  expect(readTokenTimes('not-a-token')).toBeNull();
  expect(readTokenTimes('a.%%%.c')).toBeNull();
  expect(readTokenTimes(null)).toBeNull();
});

test('a page in use has its tokens renewed a minute before they end, again and again', async () => {
  start();
  await jest.advanceTimersByTimeAsync(2 * MINUTE);
  use();
  await jest.advanceTimersByTimeAsync(7 * MINUTE - 1);
  expect(renew).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(renew).toHaveBeenCalledTimes(1);

  // Used again under the renewed tokens: renewed nine minutes after the first renewal.
  await jest.advanceTimersByTimeAsync(MINUTE);
  use('pointermove');
  await jest.advanceTimersByTimeAsync(8 * MINUTE - 1);
  expect(renew).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(renew).toHaveBeenCalledTimes(2);
});

test('a page nobody uses is not renewed: its session ends ten minutes after the tokens were issued', async () => {
  start();
  await jest.advanceTimersByTimeAsync(30 * MINUTE);
  expect(renew).not.toHaveBeenCalled();
});

test('use in the last minute renews at once; use after the access token ended renews at once too', async () => {
  start();
  await jest.advanceTimersByTimeAsync(9.5 * MINUTE);
  expect(renew).not.toHaveBeenCalled();
  use('pointerdown');
  await jest.advanceTimersByTimeAsync(0);
  expect(renew).toHaveBeenCalledTimes(1);

  // Nobody uses the page while the renewed access token ends; the refresh token outlives it (the server says for how
  // long), so the first use after that renews at once rather than leaving the next call to meet a 401.
  await jest.advanceTimersByTimeAsync(11 * MINUTE);
  expect(renew).toHaveBeenCalledTimes(1);
  use();
  await jest.advanceTimersByTimeAsync(0);
  expect(renew).toHaveBeenCalledTimes(2);
  // One renewal per access token: more use meanwhile asks nothing more.
  use();
  use('wheel');
  await jest.advanceTimersByTimeAsync(0);
  expect(renew).toHaveBeenCalledTimes(2);
});

test('tokens renewed elsewhere (a 401, another tab) move the renewal to their own end', async () => {
  start();
  use();
  await jest.advanceTimersByTimeAsync(5 * MINUTE);
  token = tokenIssuedAt(Date.now());
  await jest.advanceTimersByTimeAsync(4 * MINUTE);
  expect(renew).not.toHaveBeenCalled();
  use();
  await jest.advanceTimersByTimeAsync(5 * MINUTE);
  expect(renew).toHaveBeenCalledTimes(1);
});

test('a sign-in after the page opened is watched from the first use', async () => {
  token = null;
  page = new EventTarget();
  renew = jest.fn(async () => {
    token = tokenIssuedAt(Date.now());
  });
  stop = renewWhileInUse({ page, renew, accessToken: () => token });
  await jest.advanceTimersByTimeAsync(MINUTE);
  token = tokenIssuedAt(Date.now());
  await jest.advanceTimersByTimeAsync(1000);
  use('keydown');
  await jest.advanceTimersByTimeAsync(9 * MINUTE - 1000);
  expect(renew).toHaveBeenCalledTimes(1);
});

test('stopping removes the watch', async () => {
  start();
  use();
  stop();
  await jest.advanceTimersByTimeAsync(20 * MINUTE);
  expect(renew).not.toHaveBeenCalled();
});
