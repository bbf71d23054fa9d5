import { createServer, Model, type Server } from 'miragejs';
import { COMMON_MESSAGES } from './messages';
import { ResourceStore } from './store';
import { Check, isBlank, isEmail, isIsoDate, isTime, isTimeZone, toBoolean, toInteger } from './validation';

let server: Server;
let store: ResourceStore<'teams'>;

beforeEach(() => {
  server = createServer({ environment: 'test', models: { team: Model } }) as unknown as Server;
  server.db.teams.insert([{ name: 'A' }, { name: 'B' }]);
  store = new ResourceStore<'teams'>(server);
});

afterEach(() => server.shutdown());

describe('predicates', () => {
  it('tell blank, e-mails, times, dates and time zones apart', () => {
    expect([undefined, null, '', '  '].every(isBlank)).toBe(true);
    expect([0, false, 'x', []].some(isBlank)).toBe(false);
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isTime('23:59')).toBe(true);
    expect(isTime('24:00')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('+02:00')).toBe(false);
  });

  it('coerce form values', () => {
    expect(toInteger('12')).toBe(12);
    expect(toInteger(' -3 ')).toBe(-3);
    expect(toInteger('1.5')).toBeUndefined();
    expect(toBoolean('1')).toBe(true);
    expect(toBoolean('false')).toBe(false);
    expect(toBoolean('yes')).toBeUndefined();
  });
});

describe('Check', () => {
  it('collects every broken field, in English', () => {
    const check = new Check(COMMON_MESSAGES.en, store);
    expect(check.text('name', '  ', { required: true })).toBe('');
    expect(check.text('title', 'abcdef', { max: 3 })).toBe('abcdef');
    check.email('email', 'not-an-email');
    expect(check.int('size', '30', 1, 20, 5)).toBe(5);
    expect(check.bool('active', 'maybe', true)).toBe(true);
    expect(check.choice('kind', 'x', ['a', 'b'] as const)).toBe('a');
    expect(check.ref('teamId', 9, 'teams')).toBeNull();
    expect(check.refs('teamIds', [2, 1, 2, 'x'], 'teams')).toEqual([2, 1]);
    expect(check.timezone('timezone', 'Mars/Base')).toBe('Mars/Base');
    expect(check.time('opens', '7:00')).toBe('7:00');
    expect(check.failed).toBe(true);
    expect(check.errors).toEqual({
      name: ['This field is required.'],
      title: ['Use at most 3 characters.'],
      email: ['Enter a valid e-mail address.'],
      size: ['Enter a whole number from 1 to 20.'],
      active: ['Choose yes or no.'],
      kind: ['Pick one of the offered values.'],
      teamId: ['The selected item does not exist.'],
      teamIds: ['The selected item does not exist.'],
      timezone: ['Pick a valid time zone.'],
      opens: ['Use the HH:mm format.'],
    });
    expect(check.response().toRackResponse()).toEqual([
      422,
      expect.anything(),
      { message: 'The given data was invalid.', errors: check.errors },
    ]);
  });

  it('speaks the request’s language (German)', () => {
    const check = new Check(COMMON_MESSAGES.de, store);
    check.text('name', '', { required: true });
    check.text('code', 'a', { min: 2, max: 4 });
    check.int('size', 0, 1, 20, 5);
    expect(check.errors).toEqual({
      name: ['Dieses Feld ist erforderlich.'],
      code: ['Geben Sie 2 bis 4 Zeichen ein.'],
      size: ['Geben Sie eine ganze Zahl von 1 bis 20 ein.'],
    });
    expect(check.response().toRackResponse()[2]).toMatchObject({ message: 'Die angegebenen Daten sind ungültig.' });
  });

  it('normalises good input and applies defaults to blank values', () => {
    const check = new Check(COMMON_MESSAGES.en, store);
    expect(check.text('name', '  Team  ', { required: true, max: 10 })).toBe('Team');
    expect(check.email('email', ' a@b.co ')).toBe('a@b.co');
    expect(check.int('size', '', 1, 20, 5)).toBe(5);
    expect(check.int('size', '7', 1, 20, 5)).toBe(7);
    expect(check.bool('active', '0', true)).toBe(false);
    expect(check.choice('kind', '', ['a', 'b'] as const, 'b')).toBe('b');
    expect(check.ref('teamId', '2', 'teams', { required: true })).toBe(2);
    expect(check.timezone('timezone', '', 'UTC')).toBe('UTC');
    expect(check.failed).toBe(false);
    check.add('x', 'Once.');
    check.add('x', 'Once.');
    expect(check.errors).toEqual({ x: ['Once.'] });
  });
});
