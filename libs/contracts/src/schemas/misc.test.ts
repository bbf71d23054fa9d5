import { checkAgainst } from '../rules/schema';
import { cardQuery } from './cards';
import { notifySchema } from './misc';

describe('small demo schemas', () => {
  it('notify: one well-formed e-mail address, trimmed', () => {
    expect(checkAgainst(notifySchema, { email: ' ada@example.com ' })).toEqual({
      ok: true,
      value: { email: 'ada@example.com' },
    });
    expect(checkAgainst(notifySchema, {})).toEqual({ ok: false, issues: { email: [{ key: 'required' }] } });
    expect(checkAgainst(notifySchema, { email: 'ada@' })).toEqual({ ok: false, issues: { email: [{ key: 'email' }] } });
  });

  it('cards: a known period, the last 28 days when none is given', () => {
    expect(checkAgainst(cardQuery, {})).toEqual({ ok: true, value: { period: 'last-28-days' } });
    expect(checkAgainst(cardQuery, { period: ' ' })).toEqual({ ok: true, value: { period: 'last-28-days' } });
    expect(checkAgainst(cardQuery, { period: 'last-year' })).toEqual({
      ok: true,
      value: { period: 'last-year' },
    });
    expect(checkAgainst(cardQuery, { period: 'forever' })).toEqual({
      ok: false,
      issues: { period: [{ key: 'choice' }] },
    });
  });
});
