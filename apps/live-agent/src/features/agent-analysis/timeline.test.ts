import { parseCsv, toCsv } from '@live-agent/ui-kit';
import type { AgentAnalysisRow, TimelineSegment } from '@live-agent/contracts';
import { analysisCsvColumns } from './agentAnalysis.table';
import { periodBounds, timelineBars, timelineTicks } from './timeline';

const DAY = { from: '2026-11-20T00:00:00.000Z', to: '2026-11-20T23:59:59.999Z' };

describe('timeline geometry', () => {
  it('spans the period from its first instant to the one after its last', () => {
    expect(periodBounds(DAY)).toEqual({
      start: Date.parse('2026-11-20T00:00:00Z'),
      end: Date.parse('2026-11-21T00:00:00Z'),
    });
  });

  it('places each segment by its share of the period, clipped to it, one bar per segment', () => {
    const segments: TimelineSegment[] = [
      { status: 'offline', startedAt: '2026-11-19T20:00:00.000Z', endedAt: '2026-11-20T06:00:00.000Z' },
      { status: 'online', startedAt: '2026-11-20T06:00:00.000Z', endedAt: '2026-11-20T12:00:00.000Z' },
      { status: 'busy', startedAt: '2026-11-20T12:00:00.000Z', endedAt: '2026-11-20T12:00:01.000Z' },
      { status: 'away', startedAt: '2026-11-20T18:00:00.000Z', endedAt: '2026-11-21T02:00:00.000Z' },
    ];
    const bars = timelineBars(segments, periodBounds(DAY));
    expect(bars).toHaveLength(4);
    expect(bars.map((bar) => [bar.status, bar.leftPct, bar.widthPct])).toEqual([
      ['offline', 0, 25],
      ['online', 25, 25],
      ['busy', 50, 100 / 86_400],
      ['away', 75, 25],
    ]);
  });

  it('ticks every 6 hours for one day, at the instants they stand for', () => {
    const bounds = periodBounds(DAY);
    const ticks = timelineTicks({ from: '2026-11-20', to: '2026-11-20' }, bounds);
    expect(ticks.map((tick) => tick.leftPct)).toEqual([0, 25, 50, 75]);
    expect(ticks[2].at).toBe(Date.parse('2026-11-20T12:00:00Z'));
    expect(ticks.every((tick) => tick.labelled && tick.marked)).toBe(true);
  });

  it('ticks each day of a week, and labels about seven of a month', () => {
    const week = timelineTicks({ from: '2026-11-16', to: '2026-11-22' }, { start: 0, end: 7 });
    expect(week.map((tick) => tick.day)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(week[1].leftPct).toBeCloseTo(100 / 7);
    expect(week.every((tick) => tick.labelled && tick.marked)).toBe(true);

    const month = timelineTicks({ from: '2026-10-26', to: '2026-11-22' }, { start: 0, end: 28 });
    expect(month).toHaveLength(28);
    const labelled = month.filter((tick) => tick.labelled);
    expect(labelled.map((tick) => tick.day)).toEqual([
      '2026-10-26',
      '2026-10-30',
      '2026-11-03',
      '2026-11-07',
      '2026-11-11',
      '2026-11-15',
      '2026-11-19',
    ]);
    // Past two weeks only the labelled days get a line, so the bar stays readable.
    expect(month.filter((tick) => tick.marked)).toEqual(labelled);
  });
});

describe('analysisCsvColumns', () => {
  const row: AgentAnalysisRow = {
    agentId: 3,
    agentName: 'Noah Weber',
    shiftId: 2,
    status: 'busy',
    statusSec: { online: 3600.25, busy: 1800.04, away: 600, offline: 80_000 },
    onlineSec: 5400.29,
    servingSec: 2700.55,
    utilisationPct: 50.00740740740741,
    shiftAdherencePct: 87.654,
    punctuality: {
      scheduledShifts: 5,
      lateStarts: { count: 2, minutes: 14.26 },
      earlyLeaves: { count: 0, minutes: 0 },
      absences: 1,
    },
    timeline: null,
  };

  it('writes translated statuses and raw figures, and empty cells for an agent without a shift', () => {
    const t = (key: string) => (key === 'common.status.busy' ? 'Busy' : key.replace('agentAnalysis.csv.', ''));
    const [header, first, second] = parseCsv(
      toCsv(analysisCsvColumns(t), [
        row,
        { ...row, agentName: 'Ava', shiftId: null, shiftAdherencePct: null, punctuality: null },
      ]),
    );
    expect(header).toEqual([
      'agent',
      'status',
      'onlineSec',
      'busySec',
      'awaySec',
      'servingSec',
      'utilisationPct',
      'adherencePct',
      'scheduledShifts',
      'lateStarts',
      'lateMinutes',
      'earlyLeaves',
      'earlyMinutes',
      'absences',
    ]);
    expect(first).toEqual([
      'Noah Weber',
      'Busy',
      '5400.3',
      '1800',
      '600',
      '2700.6',
      '50',
      '87.7',
      '5',
      '2',
      '14.3',
      '0',
      '0',
      '1',
    ]);
    expect(second).toEqual(['Ava', 'Busy', '5400.3', '1800', '600', '2700.6', '50', '', '', '', '', '', '', '']);
  });
});
