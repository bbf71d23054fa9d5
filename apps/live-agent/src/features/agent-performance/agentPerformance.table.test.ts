import { parseCsv, toCsv } from '@live-agent/ui-kit';
import type { AgentPerformanceRow, AgentTrendPoint } from '@live-agent/contracts';
import { performanceCsvColumns, trendInRange } from './agentPerformance.table';

const t = (key: string) => key.replace('agentPerformance.csv.', '');

const row = (over: Partial<AgentPerformanceRow>): AgentPerformanceRow => ({
  agentId: 1,
  agentName: 'Emma Schneider',
  assigned: 32,
  closed: 30,
  missed: 2,
  transferred: 3,
  transferredIn: 5,
  avgFirstResponseSec: 220.375,
  avgHandleSec: 796.84375,
  messagesSent: 175,
  rated: 19,
  csatPct: 73.68421052631578,
  slaMet: 10,
  slaResponded: 32,
  slaPct: 31.25,
  ...over,
});

describe('performanceCsvColumns', () => {
  it('writes the rows in the given order, raw figures to one decimal, one column per figure shown', () => {
    const text = toCsv(performanceCsvColumns(t), [
      row({}),
      row({
        agentId: 2,
        agentName: 'O’Brien, Liam',
        rated: 0,
        csatPct: null,
        avgFirstResponseSec: null,
        slaPct: null,
        slaMet: 0,
        slaResponded: 0,
      }),
    ]);
    const [header, first, second] = parseCsv(text);
    expect(header).toEqual([
      'agent',
      'assigned',
      'closed',
      'missed',
      'transferred',
      'transferredIn',
      'avgFirstResponseSec',
      'avgHandleSec',
      'messagesSent',
      'csatPct',
      'rated',
      'slaPct',
      'slaMet',
      'slaResponded',
    ]);
    expect(first).toEqual([
      'Emma Schneider',
      '32',
      '30',
      '2',
      '3',
      '5',
      '220.4',
      '796.8',
      '175',
      '73.7',
      '19',
      '31.3',
      '10',
      '32',
    ]);
    // A comma in a name is quoted; a missing figure is an empty cell, never 0.
    expect(text).toContain('"O’Brien, Liam"');
    expect(second).toEqual(['O’Brien, Liam', '32', '30', '2', '3', '5', '', '796.8', '175', '', '0', '', '0', '0']);
  });
});

describe('trendInRange', () => {
  it('keeps the days of the period only', () => {
    const point = (date: string): AgentTrendPoint => ({ date, closed: 1, avgFirstResponseSec: null, csatPct: null });
    const points = ['2026-11-15', '2026-11-16', '2026-11-22', '2026-11-23'].map(point);
    expect(trendInRange(points, { from: '2026-11-16', to: '2026-11-22' }).map((p) => p.date)).toEqual([
      '2026-11-16',
      '2026-11-22',
    ]);
  });
});
