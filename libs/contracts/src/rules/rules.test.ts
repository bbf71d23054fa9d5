import { cardLast4, orderAddressSchema, orderPaymentSchema } from '../schemas/ecommerce';
import { isCardNumber, isExpired, isPhone, isPostcode, latestDayOnEarth, logoProblem, luhnValid } from './formats';
import { logoFileSchema } from '../schemas/organization';
import { fillRule, RULE_LANGUAGES, RULE_TEXTS } from './messages';
import {
  checkAgainst,
  choice,
  email,
  maxLengthOf,
  optionalText,
  optionalWholeNumber,
  readRuleMessage,
  text,
  wholeNumber,
} from './schema';

const failures = (schema: Parameters<typeof checkAgainst>[0], input: unknown) => {
  const checked = checkAgainst(schema, input);
  return checked.ok ? {} : checked.issues;
};

describe('rule texts', () => {
  it('has every rule in every language, with the same placeholders', () => {
    const placeholders = (text: string) => text.match(/\{\{\w+\}\}/g)?.sort() ?? [];
    for (const language of RULE_LANGUAGES) {
      expect(Object.keys(RULE_TEXTS[language]).sort()).toEqual(Object.keys(RULE_TEXTS.en).sort());
      for (const [key, english] of Object.entries(RULE_TEXTS.en)) {
        expect([language, key, placeholders(RULE_TEXTS[language][key as keyof typeof RULE_TEXTS.en])]).toEqual([
          language,
          key,
          placeholders(english),
        ]);
      }
    }
  });

  it('fills placeholders as i18next would and leaves unknown ones', () => {
    expect(fillRule(RULE_TEXTS.en.wholeNumber, { min: 1, max: 10 })).toBe('Enter a whole number from 1 to 10.');
    expect(fillRule('{{a}} and {{ b }}', { a: 'x' })).toBe('x and {{ b }}');
  });

  it('reads a message that is not a rule key as "invalid"', () => {
    expect(readRuleMessage('Invalid input')).toEqual({ key: 'invalid' });
    expect(readRuleMessage('maxLength|{"max":80}')).toEqual({ key: 'maxLength', values: { max: 80 } });
  });
});

describe('field builders', () => {
  it('text: trims, refuses blank as required, then length, then format, one message at a time', () => {
    const phone = text({ max: 20, lengthKey: 'phone', format: { test: isPhone, key: 'phone' } });
    expect(checkAgainst(phone, '  +44 20 7946 0958 ')).toEqual({ ok: true, value: '+44 20 7946 0958' });
    for (const blank of [undefined, null, '', ' \t\n'])
      expect(failures(phone, blank)).toEqual({ '': [{ key: 'required' }] });
    expect(failures(phone, '1'.repeat(21))).toEqual({ '': [{ key: 'phone' }] });
    expect(failures(phone, 'call me')).toEqual({ '': [{ key: 'phone' }] });
    expect(failures(text({ max: 3 }), 'abcd')).toEqual({ '': [{ key: 'maxLength', values: { max: 3 } }] });
    expect(failures(text(), 12)).toEqual({ '': [{ key: 'invalid' }] });
  });

  it('optional text: absent, null and blank give an empty text; min holds only for a given one', () => {
    const note = optionalText({ min: 2, max: 5 });
    for (const blank of [undefined, null, '', '   '])
      expect(checkAgainst(note, blank)).toEqual({ ok: true, value: '' });
    expect(failures(note, 'a')).toEqual({ '': [{ key: 'length', values: { min: 2, max: 5 } }] });
  });

  it('tells a text schema’s most characters, through the optional wrappers', () => {
    expect(maxLengthOf(text({ max: 80 }))).toBe(80);
    expect(maxLengthOf(optionalText({ max: 120 }))).toBe(120);
    expect(maxLengthOf(orderAddressSchema.shape.line2)).toBe(120);
    expect(maxLengthOf(text())).toBeUndefined();
    expect(maxLengthOf(choice(['a']))).toBeUndefined();
  });

  it('email: well formed, at most 254 characters', () => {
    expect(checkAgainst(email(), ' ada@example.com ')).toEqual({ ok: true, value: 'ada@example.com' });
    expect(failures(email(), 'ada@example')).toEqual({ '': [{ key: 'email' }] });
    expect(failures(email(), `${'a'.repeat(250)}@b.co`)).toEqual({ '': [{ key: 'email' }] });
  });

  it('whole numbers: integers in range; the optional one gives null when absent', () => {
    const range = { key: 'wholeNumber', values: { min: 1, max: 10 } };
    expect(checkAgainst(wholeNumber(1, 10), 10)).toEqual({ ok: true, value: 10 });
    for (const bad of [0, 11, 2.5, '3', Number.NaN]) expect(failures(wholeNumber(1, 10), bad)).toEqual({ '': [range] });
    expect(failures(wholeNumber(1, 10), undefined)).toEqual({ '': [{ key: 'required' }] });
    expect(checkAgainst(optionalWholeNumber(1, 10), null)).toEqual({ ok: true, value: null });
  });

  it('choice: one of the values; nothing given is "required"', () => {
    expect(failures(choice(['home', 'office']), 'garage')).toEqual({ '': [{ key: 'choice' }] });
    expect(failures(choice(['home', 'office']), '')).toEqual({ '': [{ key: 'required' }] });
  });
});

describe('formats', () => {
  it('checks card numbers by the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(isCardNumber('5555 5555 5555 4444')).toBe(true);
    expect(isCardNumber('4242')).toBe(false);
  });

  it('counts a card good until the end of its month (UTC)', () => {
    expect(isExpired('03/26', new Date('2026-03-31T23:59:00Z'))).toBe(false);
    expect(isExpired('03/26', new Date('2026-04-01T00:00:00Z'))).toBe(true);
  });

  it('knows postcodes', () => {
    expect(['NW1 2DB', '10115', 'ab-12'].every(isPostcode)).toBe(true);
    expect(['-123', '1', 'AB_12'].some(isPostcode)).toBe(false);
  });
});

describe('the latest day on Earth (a birth date’s limit)', () => {
  it('is the day at UTC+14: the next UTC day from 10:00 UTC on', () => {
    expect(latestDayOnEarth(new Date('2026-03-10T09:59:59.999Z'))).toBe('2026-03-10');
    expect(latestDayOnEarth(new Date('2026-03-10T10:00:00.000Z'))).toBe('2026-03-11');
    expect(latestDayOnEarth(new Date('2026-12-31T23:00:00.000Z'))).toBe('2027-01-01');
  });
});

describe('the logo rule', () => {
  it('takes PNG, JPEG, GIF, WebP and SVG of at most 1 MB, and says why it refuses another type first, then the size', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'])
      expect(logoProblem({ type, size: 1024 * 1024 })).toBeNull();
    expect(logoProblem({ type: 'image/bmp', size: 10 })).toBe('wrongType');
    expect(logoProblem({ type: 'application/pdf', size: 5 * 1024 * 1024 })).toBe('wrongType');
    expect(logoProblem({ type: 'image/png', size: 1024 * 1024 + 1 })).toBe('tooBig');
  });

  it('as a schema: no file is no change; a refused one names the `logo` text with its limit in MB', () => {
    expect(checkAgainst(logoFileSchema, undefined).ok).toBe(true);
    expect(checkAgainst(logoFileSchema, { type: 'image/gif', size: 3 }).ok).toBe(true);
    expect(checkAgainst(logoFileSchema, { type: 'image/png', size: 1024 * 1024 + 1 })).toEqual({
      ok: false,
      issues: { '': [{ key: 'logo', values: { max: 1 } }] },
    });
    expect(checkAgainst(logoFileSchema, 'logo.png').ok).toBe(false);
  });
});

describe('order schemas', () => {
  it('keys every broken field of an address by its name', () => {
    expect(Object.keys(failures(orderAddressSchema, { type: 'x' })).sort()).toEqual(
      ['city', 'fullName', 'line1', 'phone', 'postcode', 'state', 'type'].sort(),
    );
  });

  it('checks the card fields only for a card', () => {
    expect(checkAgainst(orderPaymentSchema, { method: 'cod', cardNumber: 'junk' })).toEqual({
      ok: true,
      value: { method: 'cod' },
    });
    expect(Object.keys(failures(orderPaymentSchema, { method: 'card' })).sort()).toEqual([
      'cardName',
      'cardNumber',
      'cvv',
      'expiry',
    ]);
    expect(failures(orderPaymentSchema, { method: 'cheque' })).toEqual({ method: [{ key: 'choice' }] });
    expect(failures(orderPaymentSchema, {})).toEqual({ method: [{ key: 'required' }] });
    expect(cardLast4('4242-4242 4242 4242')).toBe('4242');
  });
});
