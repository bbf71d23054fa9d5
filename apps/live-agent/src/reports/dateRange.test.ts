import { presetRange, rangeFromSearch, withRange } from './dateRange';

const today = '2026-11-22';

describe('presetRange', () => {
  it.each([
    ['today', '2026-11-22', '2026-11-22'],
    ['last7', '2026-11-16', '2026-11-22'],
    ['last28', '2026-10-26', '2026-11-22'],
    ['lastMonth', '2026-10-01', '2026-10-31'],
    ['lastYear', '2025-11-23', '2026-11-22'],
  ] as const)('%s covers %s to %s', (preset, from, to) => {
    expect(presetRange(preset, today)).toEqual({ preset, from, to });
  });

  it('last month of a January is the December before', () => {
    expect(presetRange('lastMonth', '2027-01-05')).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });
});

describe('rangeFromSearch', () => {
  it('reads a preset, a custom period, and falls back to the last 7 days', () => {
    expect(rangeFromSearch(new URLSearchParams('range=last28'), today)).toMatchObject({
      preset: 'last28',
      from: '2026-10-26',
    });
    expect(rangeFromSearch(new URLSearchParams('from=2026-09-01&to=2026-09-15'), today)).toEqual({
      preset: 'custom',
      from: '2026-09-01',
      to: '2026-09-15',
    });
    for (const bad of [
      'range=forever',
      'from=2026-09-15&to=2026-09-01',
      'from=2026-02-30&to=2026-03-01',
      'from=yesterday&to=2026-03-01',
      '',
    ]) {
      expect(rangeFromSearch(new URLSearchParams(bad), today)).toMatchObject({
        preset: 'last7',
        from: '2026-11-16',
        to: '2026-11-22',
      });
    }
  });
});

describe('withRange', () => {
  it('writes presets and custom days, keeps the other parameters, and leaves the default out', () => {
    const search = new URLSearchParams('departmentId=2&range=today');
    expect(withRange(search, { preset: 'lastMonth' }).toString()).toBe('departmentId=2&range=lastMonth');
    expect(withRange(search, { preset: 'custom', from: '2026-01-01', to: '2026-01-31' }).toString()).toBe(
      'departmentId=2&from=2026-01-01&to=2026-01-31',
    );
    expect(withRange(search, { preset: 'last7' }).toString()).toBe('departmentId=2');
  });
});
