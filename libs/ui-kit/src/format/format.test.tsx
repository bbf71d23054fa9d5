import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createFormat } from './format';
import { TimeZoneProvider, useFormat } from './FormatProvider';

// Intl output uses narrow no-break spaces in some languages; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
});

describe('createFormat', () => {
  const en = createFormat('en');
  const de = createFormat('de');

  it('builds one set of formatters per language and zone, shared by every caller', () => {
    expect(createFormat('en')).toBe(en);
    expect(createFormat('en', 'Asia/Tokyo')).toBe(createFormat('en', 'Asia/Tokyo'));
    expect(createFormat('en', 'Asia/Tokyo')).not.toBe(en);
    expect(createFormat('de')).not.toBe(en);
    // The shared set still writes each pair its own way.
    expect(plain(createFormat('en', 'Asia/Tokyo').time('2025-03-03T12:05:00Z'))).toBe('9:05 PM');
    expect(createFormat('en', 'UTC').time('2025-03-03T12:05:00Z')).not.toBe(
      createFormat('en', 'Asia/Tokyo').time('2025-03-03T12:05:00Z'),
    );
  });

  it('writes how long ago or how soon in the language’s own words and order, from now to years', () => {
    const now = Date.parse('2026-03-10T09:00:00.000Z');
    const ago = (ms: number) => new Date(now - ms).toISOString();
    expect(en.relative(ago(10_000), now)).toBe('now');
    expect(en.relative(ago(17 * 60_000), now)).toBe('17 minutes ago');
    expect(en.relative(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(en.relative(ago(26 * 3_600_000), now)).toBe('yesterday');
    expect(en.relative(ago(3 * 86_400_000), now)).toBe('3 days ago');
    expect(en.relative(ago(15 * 86_400_000), now)).toBe('2 weeks ago');
    expect(en.relative(ago(70 * 86_400_000), now)).toBe('2 months ago');
    expect(en.relative(ago(800 * 86_400_000), now)).toBe('2 years ago');
    expect(en.relative(new Date(now + 2 * 3_600_000), now)).toBe('in 2 hours');
    expect(createFormat('de').relative(ago(17 * 60_000), now)).toBe('vor 17 Minuten');
    expect(createFormat('fr').relative(ago(17 * 60_000), now)).toBe('il y a 17 minutes');
    expect(createFormat('pt').relative(ago(17 * 60_000), now)).toBe('há 17 minutos');
    expect(en.relative('not a time', now)).toBe('—');
  });

  it('writes durations with at most two units', () => {
    expect(en.duration(42.4)).toBe('42 sec');
    expect(en.duration(200)).toBe('3 min 20 sec');
    expect(en.duration(180)).toBe('3 min');
    expect(en.duration(8100)).toBe('2 hr 15 min');
    expect(plain(de.duration(200))).toBe('3 Min. 20 Sek.');
  });

  it('writes percentages from 0–100 values, trends with a sign, and missing figures as a dash', () => {
    expect(en.percent(87.456)).toBe('87.5%');
    expect(plain(de.percent(87.456))).toBe('87,5 %');
    expect(en.trend(12.5)).toBe('+12.5%');
    expect(en.trend(-3)).toBe('-3%');
    expect(en.percent(null)).toBe('—');
    expect(en.duration(undefined)).toBe('—');
    expect(en.integer(Number.NaN)).toBe('—');
    expect(en.currency(null, 'EUR')).toBe('—');
  });

  it('writes numbers, money and hours the language’s way', () => {
    expect(en.integer(25079)).toBe('25,079');
    expect(plain(de.integer(25079))).toBe('25.079');
    expect(en.decimal(3.14159)).toBe('3.1');
    expect(en.currency(1234.5, 'EUR')).toBe('€1,234.50');
    expect(plain(de.currency(1234.5, 'EUR'))).toBe('1.234,50 €');
    expect(de.hour(14)).toBe('14:00');
    expect(en.hour(0)).toBe('12:00 AM');
  });

  it('builds one set of formatters per language and zone, and money in each currency stays its own', () => {
    expect(createFormat('en')).toBe(en);
    expect(createFormat('de', 'Europe/Berlin')).toBe(createFormat('de', 'Europe/Berlin'));
    expect(createFormat('de', 'Europe/Berlin')).not.toBe(de);
    expect(createFormat('en', 'Asia/Tokyo').time('2025-03-03T13:05:09.000Z')).toBe('10:05 PM');
    expect(createFormat('en').currency(5, 'USD')).toBe('$5.00');
    expect(createFormat('en').currency(5, 'EUR')).toBe('€5.00');
    expect(createFormat('en').currency(5, 'USD')).toBe('$5.00');
  });

  it('shows instants in the organisation’s time zone', () => {
    expect(createFormat('de', 'Europe/Berlin').time('2025-03-03T13:05:09.000Z')).toBe('14:05');
    expect(createFormat('de', 'America/New_York').timeWithSeconds('2025-03-03T13:05:09.000Z')).toBe('08:05:09');
    expect(createFormat('en', 'Pacific/Auckland').date('2025-03-03T13:05:09.000Z')).toBe('Mar 4, 2025');
    expect(createFormat('en', 'Pacific/Auckland').dayOf(Date.parse('2025-03-03T13:05:09.000Z'))).toBe('2025-03-04');
    // An unknown zone falls back to the browser's clock rather than failing.
    expect(createFormat('de', 'Not/A_Zone').time('2025-03-03T13:05:09.000Z')).toMatch(/^\d{2}:\d{2}$/);
  });

  it('writes calendar days and hours of the day as they are, whatever the zone', () => {
    const auckland = createFormat('en', 'Pacific/Auckland');
    const honolulu = createFormat('en', 'Pacific/Honolulu');
    expect(auckland.date('2025-03-03')).toBe('Mar 3, 2025');
    expect(honolulu.date('2025-03-03')).toBe('Mar 3, 2025');
    expect(honolulu.shortDay('2025-03-03')).toBe('Mar 3');
    expect(honolulu.shortDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(createFormat('de', 'Pacific/Auckland').shortDate('2025-01-05')).toBe('5. Jan. 2025');
    expect(auckland.month('2025-03-01')).toBe('March 2025');
    expect(honolulu.fullDate('2025-03-03')).toBe('Monday, March 3, 2025');
    expect(auckland.hour(9)).toBe('9:00 AM');
    expect(en.date('not a date')).toBe('—');
  });
});

describe('useFormat', () => {
  function Clock({ at }: { at: string }) {
    const format = useFormat();
    return <time data-testid="clock">{format.dateTime(at)}</time>;
  }

  it('shows a time on the organisation’s clock, not the browser’s', () => {
    // 22:30 UTC (the test browser's zone unless TZ says otherwise) is 11:30 the next morning in Auckland.
    const at = '2025-03-03T22:30:00.000Z';
    const { rerender } = render(
      <TimeZoneProvider timeZone="Pacific/Auckland">
        <Clock at={at} />
      </TimeZoneProvider>,
    );
    expect(plain(screen.getByTestId('clock').textContent ?? '')).toBe('Mar 4, 2025, 11:30 AM');
    const browser = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
    expect(plain(browser)).not.toBe('Mar 4, 2025, 11:30 AM');

    rerender(<Clock at={at} />);
    expect(screen.getByTestId('clock').textContent).toBe(browser);
  });

  it('follows the language', async () => {
    await i18n.changeLanguage('de');
    const { unmount } = render(
      <TimeZoneProvider timeZone="Pacific/Auckland">
        <Clock at="2025-03-03T22:30:00.000Z" />
      </TimeZoneProvider>,
    );
    expect(plain(screen.getByTestId('clock').textContent ?? '')).toBe('04.03.2025, 11:30');
    unmount();
    await i18n.changeLanguage('en');
  });
});
