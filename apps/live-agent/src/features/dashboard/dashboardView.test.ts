// The dashboard's own logic: the auto-refresh setting read from the URL, the heatmap in reading order with
// its colour scale (the polling itself: DashboardPage.test.tsx). Clock times on the organisation's clock are
// tested with ui-kit's format (libs/ui-kit/src/format).
import {
  heatColor,
  heatmapView,
  heatTextColor,
  intensity,
  refreshChoice,
  refreshIntervalMs,
  refreshParamValue,
} from './dashboardView';

describe('auto-refresh setting', () => {
  it('reads 10 / 30 / 60 / off from the URL, 30 s by default or when unreadable', () => {
    expect([undefined, '10', '30', '60', 'off', '15', 'OFF'].map(refreshChoice)).toEqual([
      '30',
      '10',
      '30',
      '60',
      'off',
      '30',
      '30',
    ]);
    expect(refreshIntervalMs('10')).toBe(10_000);
    expect(refreshIntervalMs('60')).toBe(60_000);
    expect(refreshIntervalMs('off')).toBe(0);
    // The default leaves the URL clean.
    expect(refreshParamValue('30')).toBeNull();
    expect(refreshParamValue('off')).toBe('off');
  });
});

describe('heatmap', () => {
  // heatmap[weekday][hour], weekday 0 = Sunday: Sunday counts 100 + hour, Monday 200 + hour, …
  const heatmap = Array.from({ length: 7 }, (_, weekday) =>
    Array.from({ length: 24 }, (_, hour) => (weekday + 1) * 100 + hour),
  );

  it('puts Monday first and Sunday last, 24 hours each, with the bounds of the scale', () => {
    const view = heatmapView(heatmap);
    expect(view.rows.map((row) => row.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(view.rows.every((row) => row.counts.length === 24)).toBe(true);
    expect(view.rows[0].counts[14]).toBe(214);
    expect(view.rows[6].counts[0]).toBe(100);
    expect(view.min).toBe(100);
    expect(view.max).toBe(723);
    expect(view.total).toBe(heatmap.flat().reduce((sum, count) => sum + count, 0));
  });

  it('reads missing days or hours as 0', () => {
    const view = heatmapView([[1, 2]]);
    expect(view.rows[6].counts.slice(0, 3)).toEqual([1, 2, 0]);
    expect(view.rows[0].counts.every((count) => count === 0)).toBe(true);
    expect(view.total).toBe(3);
  });

  it('maps counts onto one hue from the quietest to the busiest hour', () => {
    expect(intensity(100, 100, 300)).toBe(0);
    expect(intensity(200, 100, 300)).toBe(0.5);
    expect(intensity(300, 100, 300)).toBe(1);
    // A flat map: all busy, or all empty.
    expect(intensity(5, 5, 5)).toBe(1);
    expect(intensity(0, 0, 0)).toBe(0);
    expect(heatColor(0)).toBe('rgb(240, 247, 255)');
    expect(heatColor(1)).toBe('rgb(9, 88, 217)');
    // Dark text on the light end, white on the dark end.
    expect(heatTextColor(0)).toBe('#000000');
    expect(heatTextColor(0.5)).toBe('#000000');
    expect(heatTextColor(1)).toBe('#ffffff');
  });
});
