import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { dateInputFormat } from './dateInputFormat';

dayjs.extend(customParseFormat);

describe('dateInputFormat', () => {
  it.each([
    ['en', 'MM/DD/YYYY', 'MM/DD/YYYY, HH:mm'],
    ['de', 'DD.MM.YYYY', 'DD.MM.YYYY, HH:mm'],
    ['fr', 'DD/MM/YYYY', 'DD/MM/YYYY HH:mm'],
    ['pt', 'DD/MM/YYYY', 'DD/MM/YYYY, HH:mm'],
  ])('%s types dates as %s', (language, date, dateTime) => {
    expect(dateInputFormat(language)).toBe(date);
    expect(dateInputFormat(language, { withTime: true })).toBe(dateTime);
  });

  it('round-trips a date through what the user reads and types', () => {
    for (const language of ['en', 'de', 'fr', 'pt']) {
      const format = dateInputFormat(language);
      const shown = dayjs('2026-12-24').format(format);
      expect(dayjs(shown, format, true).format('YYYY-MM-DD')).toBe('2026-12-24');
    }
  });

  it('falls back to ISO for a language Intl does not know', () => {
    expect(dateInputFormat('not a language')).toBe('YYYY-MM-DD');
  });
});
