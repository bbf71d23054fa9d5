import i18n from 'i18next';
import { LRI, PDI } from '@live-agent/contracts';
import { toCsv } from '../data-table/csv';
import { createFormat } from '../format/format';
import { LAYOUT_ISOLATION, layoutIsolation, needsLayoutIsolation } from './layoutIsolation';

beforeAll(async () => {
  await i18n.use(layoutIsolation).init({
    lng: 'de',
    postProcess: [LAYOUT_ISOLATION],
    resources: { de: { translation: { seconds: '{{value}} Sek.', hint: 'Die Summen folgen beim Tippen.' } } },
    interpolation: { escapeValue: false },
  });
});

afterEach(() => {
  document.documentElement.dir = '';
});

describe('a right-to-left layout showing a left-to-right language', () => {
  it('gives every string as a left-to-right run of its own', () => {
    document.documentElement.dir = 'rtl';
    expect(i18n.t('seconds', { value: 30 })).toBe(`${LRI}30 Sek.${PDI}`);
    expect(i18n.t('hint')).toBe(`${LRI}Die Summen folgen beim Tippen.${PDI}`);
  });

  it('leaves the strings as they are in a left-to-right layout', () => {
    document.documentElement.dir = 'ltr';
    expect(i18n.t('seconds', { value: 30 })).toBe('30 Sek.');
  });

  it('leaves a right-to-left language to its own direction', () => {
    document.documentElement.dir = 'rtl';
    expect(needsLayoutIsolation('de')).toBe(true);
    expect(needsLayoutIsolation('ar')).toBe(false);
  });

  it('isolates the figures it is asked to, but never a day used as a key', () => {
    const isolated = createFormat('de', 'Europe/Berlin', { isolated: true });
    const plain = createFormat('de', 'Europe/Berlin');
    expect(isolated.duration(5940)).toBe(`${LRI}${plain.duration(5940)}${PDI}`);
    expect(plain.duration(5940)).toBe('1 Std. 39 Min.');
    expect(isolated.dateTime('2026-11-24T21:46:00Z')).toBe(`${LRI}${plain.dateTime('2026-11-24T21:46:00Z')}${PDI}`);
    expect(isolated.dayOf('2026-11-24T21:46:00Z')).toBe('2026-11-24');
    expect(createFormat('de', 'Europe/Berlin', { isolated: true })).toBe(isolated);
  });

  it('writes a CSV without the marks', () => {
    document.documentElement.dir = 'rtl';
    const csv = toCsv(
      [{ header: i18n.t('hint'), value: (row: { s: number }) => i18n.t('seconds', { value: row.s }) }],
      [{ s: 30 }],
    );
    expect(csv).toBe('Die Summen folgen beim Tippen.\r\n30 Sek.\r\n');
  });
});
