import { fieldOf } from '../rules/fieldOf';
import { isWebAddress } from '../rules/formats';
import { checkAgainst } from '../rules/schema';
import { calendarEventSchema } from './calendar';
import { failures } from '../testing/failures';

const EVENT = {
  title: 'Sprint demo',
  calendar: 'Personal',
  start: '2025-01-20T10:00:00.000Z',
  end: '2025-01-20T11:00:00.000Z',
  url: '',
};

describe('formats', () => {
  it('knows web addresses', () => {
    expect(['https://example.com', 'http://meet.example.com/a?b=1'].every(isWebAddress)).toBe(true);
    expect(['javascript:alert(1)', 'example.com', 'ftp://example.com', 'https://', ''].some(isWebAddress)).toBe(false);
  });
});

describe('event', () => {
  it('takes a good event; a blank end or address is none', () => {
    expect(checkAgainst(calendarEventSchema, EVENT).ok).toBe(true);
    expect(checkAgainst(calendarEventSchema, { ...EVENT, end: '', url: undefined }).ok).toBe(true);
    expect(checkAgainst(calendarEventSchema, { ...EVENT, end: EVENT.start }).ok).toBe(true);
  });

  it('names each broken field in the server’s words', () => {
    expect(
      failures(calendarEventSchema, { title: ' ', calendar: 'Work', start: 'soon', end: 'later', url: 'x' }),
    ).toEqual({
      title: [{ key: 'titleRequired' }],
      calendar: [{ key: 'unknownCalendar' }],
      start: [{ key: 'startDate' }],
      end: [{ key: 'endDate' }],
      url: [{ key: 'url' }],
    });
    expect(failures(calendarEventSchema, { ...EVENT, calendar: undefined })).toEqual({
      calendar: [{ key: 'unknownCalendar' }],
    });
  });

  it('refuses an end before the start, beside the other fields’ refusals, under the end', () => {
    expect(failures(calendarEventSchema, { ...EVENT, title: '', end: '2025-01-20T09:00:00.000Z' })).toEqual({
      title: [{ key: 'titleRequired' }],
      end: [{ key: 'endBeforeStart' }],
    });
    const end = fieldOf(calendarEventSchema, 'end');
    expect(failures(end, { start: EVENT.start, end: '2025-01-20T09:00:00.000Z' })).toEqual({
      '': [{ key: 'endBeforeStart' }],
    });
    expect(failures(end, { start: EVENT.start, end: EVENT.end })).toEqual({});
  });
});
