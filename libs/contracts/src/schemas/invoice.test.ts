import { fieldOf } from '../rules/fieldOf';
import { isIsoDate, isTimestamp } from '../rules/formats';
import { checkAgainst } from '../rules/schema';
import {
  invoiceClientSchema,
  invoiceInputSchema,
  invoiceLineSchema,
  invoicePaymentSchema,
  invoiceSendSchema,
} from './invoice';
import { failures } from '../testing/failures';

const CLIENT = { name: 'Ana Costa', companyEmail: 'ana@costa.test' };
const LINE = { name: 'Workshop', cost: 1200, quantity: 2 };
const GOOD = { client: CLIENT, issuedDate: '2026-03-10', dueDate: '2026-04-09', items: [LINE] };

describe('formats', () => {
  it('knows real days', () => {
    expect(['2026-03-10', '2024-02-29'].every(isIsoDate)).toBe(true);
    expect(['2025-02-29', '2026-3-10', '10/03/2026', ' 2026-03-10', ''].some(isIsoDate)).toBe(false);
  });

  it('knows timestamps', () => {
    expect(['2026-03-10T13:00:00.000Z', '2026-03-10'].every(isTimestamp)).toBe(true);
    expect(['tomorrow', ''].some(isTimestamp)).toBe(false);
  });
});

describe('invoice client', () => {
  it('trims, needs a name and a valid company e-mail, leaves the rest optional', () => {
    expect(checkAgainst(invoiceClientSchema, { name: ' Ana ', companyEmail: 'ana@costa.test' })).toEqual({
      ok: true,
      value: { name: 'Ana', company: '', companyEmail: 'ana@costa.test', address: '', country: '', contact: '' },
    });
    expect(failures(invoiceClientSchema, {})).toEqual({
      name: [{ key: 'required' }],
      companyEmail: [{ key: 'required' }],
    });
    expect(failures(invoiceClientSchema, { ...CLIENT, contact: '1'.repeat(31) })).toEqual({
      contact: [{ key: 'maxLength', values: { max: 30 } }],
    });
  });
});

describe('invoice line', () => {
  it('reads cost and quantity from numbers or their text', () => {
    expect(checkAgainst(invoiceLineSchema, { name: 'x', cost: ' 12.5 ', quantity: '3' })).toEqual({
      ok: true,
      value: { name: 'x', description: '', cost: 12.5, quantity: 3 },
    });
    // A point typed before the decimals is the whole number meanwhile, not a mistake.
    expect(checkAgainst(invoiceLineSchema, { name: 'x', cost: '1234.', quantity: '1' })).toEqual({
      ok: true,
      value: { name: 'x', description: '', cost: 1234, quantity: 1 },
    });
  });

  it('refuses a cost out of range or with more than two decimals, and a quantity that is not a whole 1–10,000', () => {
    const amount = [{ key: 'amount', values: { min: 0, max: 1_000_000 } }];
    const whole = [{ key: 'wholeNumber', values: { min: 1, max: 10_000 } }];
    for (const cost of [
      -1,
      1_000_000.01,
      1.005,
      '12.345',
      '.5',
      '1..',
      'abc',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      true,
    ])
      expect([cost, failures(invoiceLineSchema, { ...LINE, cost })]).toEqual([cost, { cost: amount }]);
    for (const quantity of [0, 10_001, 2.5, '2.5', 'many', -1])
      expect([quantity, failures(invoiceLineSchema, { ...LINE, quantity })]).toEqual([quantity, { quantity: whole }]);
    for (const blank of [undefined, null, '', '  '])
      expect(failures(invoiceLineSchema, { name: 'x', cost: blank, quantity: blank })).toEqual({
        cost: [{ key: 'required' }],
        quantity: [{ key: 'required' }],
      });
  });
});

describe('invoice', () => {
  it('takes a good invoice, blank percentages as 0 and optional texts as empty', () => {
    const checked = checkAgainst(invoiceInputSchema, { ...GOOD, discountPercent: null, taxPercent: '23.5' });
    expect(checked.ok && checked.value).toMatchObject({ discountPercent: 0, taxPercent: 23.5, service: '', note: '' });
    const typing = checkAgainst(invoiceInputSchema, { ...GOOD, discountPercent: '5.', taxPercent: '23.' });
    expect(typing.ok && typing.value).toMatchObject({ discountPercent: 5, taxPercent: 23 });
  });

  it('names every broken field at once, the days’ order with the rest', () => {
    const bad = {
      client: { name: ' ' },
      issuedDate: '2026-03-10',
      dueDate: '2026-03-01',
      items: [LINE],
      discountPercent: 101,
      taxPercent: 'x',
    };
    expect(failures(invoiceInputSchema, bad)).toEqual({
      'client.name': [{ key: 'required' }],
      'client.companyEmail': [{ key: 'required' }],
      dueDate: [{ key: 'dueBeforeIssued' }],
      discountPercent: [{ key: 'percent' }],
      taxPercent: [{ key: 'percent' }],
    });
  });

  it('checks the days’ order only once both are good days', () => {
    expect(failures(invoiceInputSchema, { ...GOOD, issuedDate: '2026-02-30', dueDate: '' })).toEqual({
      issuedDate: [{ key: 'date' }],
      dueDate: [{ key: 'required' }],
    });
    expect(checkAgainst(invoiceInputSchema, { ...GOOD, dueDate: GOOD.issuedDate }).ok).toBe(true);
    expect(failures(invoiceInputSchema, { ...GOOD, issuedDate: '2026-13-01', dueDate: '2026-01-01' })).toEqual({
      issuedDate: [{ key: 'date' }],
    });
  });

  it('needs 1 to 50 lines, and counts them before reading them', () => {
    expect(failures(invoiceInputSchema, { ...GOOD, items: [] })).toEqual({ items: [{ key: 'noItems' }] });
    expect(failures(invoiceInputSchema, { ...GOOD, items: 'none' })).toEqual({ items: [{ key: 'noItems' }] });
    expect(failures(invoiceInputSchema, { ...GOOD, items: Array(51).fill({}) })).toEqual({
      items: [{ key: 'tooManyItems', values: { max: 50 } }],
    });
    expect(failures(invoiceInputSchema, { ...GOOD, items: [LINE, { cost: 1, quantity: 1 }] })).toEqual({
      'items.1.name': [{ key: 'required' }],
    });
  });

  it('gives a form field the issues of its own path, cross-field ones included', () => {
    const due = fieldOf(invoiceInputSchema, 'dueDate');
    expect(failures(due, { issuedDate: '2026-03-10', dueDate: '2026-03-09' })).toEqual({
      '': [{ key: 'dueBeforeIssued' }],
    });
    expect(failures(due, { issuedDate: '', dueDate: '2026-03-09' })).toEqual({});
    expect(failures(due, undefined)).toEqual({ '': [{ key: 'required' }] });
  });
});

describe('payment', () => {
  it('takes an amount from 0.01 up to the balance, a real day and a known method', () => {
    expect(checkAgainst(invoicePaymentSchema(100), { amount: '100.00', date: '2026-03-10', method: 'cash' })).toEqual({
      ok: true,
      value: { amount: 100, date: '2026-03-10', method: 'cash', note: '' },
    });
    expect(failures(invoicePaymentSchema(100), { amount: 100.01, date: '2026-03-10', method: 'cash' })).toEqual({
      amount: [{ key: 'paymentTooLarge', values: { balance: '100.00' } }],
    });
    expect(failures(invoicePaymentSchema(100), { amount: 0, date: '2026-02-30', method: 'gold' })).toEqual({
      amount: [{ key: 'amount', values: { min: 0.01, max: 1_000_000 } }],
      date: [{ key: 'date' }],
      method: [{ key: 'choice' }],
    });
    expect(failures(invoicePaymentSchema(100), {})).toEqual({
      amount: [{ key: 'required' }],
      date: [{ key: 'required' }],
      method: [{ key: 'required' }],
    });
  });
});

describe('send', () => {
  it('needs two e-mail addresses, a subject and a message within their lengths', () => {
    expect(failures(invoiceSendSchema, { from: 'x', to: '', subject: ' ', message: 'm'.repeat(5001) })).toEqual({
      from: [{ key: 'email' }],
      to: [{ key: 'required' }],
      subject: [{ key: 'required' }],
      message: [{ key: 'maxLength', values: { max: 5000 } }],
    });
  });
});
