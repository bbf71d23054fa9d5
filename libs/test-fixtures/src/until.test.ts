import { settled, until } from './until';

describe('until', () => {
  it('resolves once the check holds, polling', async () => {
    let calls = 0;
    await until(() => ++calls === 3, { interval: 1 });
    expect(calls).toBe(3);
  });

  it('takes an assertion as a check and fails with its last error', async () => {
    let value = 0;
    await until(() => expect(++value).toBeGreaterThan(2), { interval: 1 });
    await expect(until(() => expect(value).toBe(-1), { timeout: 30, interval: 1 })).rejects.toThrow(/toBe/);
  });

  it('always ends: a check that never holds fails, naming what was awaited', async () => {
    await expect(until(() => false, { timeout: 30, interval: 1, what: 'the list' })).rejects.toThrow(
      'not reached within 30 ms: the list',
    );
  });

  it('keeps time on the real clock while a test fakes timers and the date', async () => {
    jest.useFakeTimers({ now: new Date('2020-01-01T00:00:00Z') });
    try {
      await expect(until(() => false, { timeout: 30, interval: 1 })).rejects.toThrow(/not reached/);
      let flag = false;
      const waiting = until(() => flag, { interval: 1 });
      flag = true;
      await waiting;
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('settled', () => {
  it('runs the promise jobs queued now and those they queue, and no timer', async () => {
    const seen: string[] = [];
    void Promise.resolve()
      .then(() => Promise.resolve())
      .then(() => seen.push('chained'));
    const timer = setTimeout(() => seen.push('timer'), 0);
    await settled();
    expect(seen).toEqual(['chained']);
    clearTimeout(timer);
  });
});
