// The communications blocks' rows and columns, and the CSV they make, on hand-built figures.
import { parseCsv } from '@live-agent/ui-kit';
import type { VolumeGroup } from '@live-agent/contracts';
import { blockCsv } from '../../reports/table/reportBlock';
import {
  groupColumns,
  hourColumns,
  mondayFirst,
  volumeColumns,
  weekdayColumns,
  groupByOf,
} from './communications.blocks';

const t = (key: string) => `[${key}]`;

const group = (key: string | number, name: string, conversations: number): VolumeGroup<string | number> => ({
  key,
  name,
  conversations,
  sharePct: conversations / 3,
  closed: conversations - 1,
  missed: 1,
  abandoned: 0,
  csatPct: null,
  avgFirstResponseSec: 42.26,
  avgHandleSec: 600,
});

describe('communications blocks', () => {
  it('orders weekdays Monday first, Sunday last', () => {
    const api = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, count: weekday * 10 }));
    expect(mondayFirst(api).map((row) => row.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(parseCsv(blockCsv(weekdayColumns(t), mondayFirst(api))).slice(0, 2)).toEqual([
      ['[communications.columns.weekday]', '[communications.columns.conversations]'],
      ['[common.days.1]', '10'],
    ]);
    expect(api[0].weekday).toBe(0); // not sorted in place
  });

  it('names channels and statuses in the reader’s language, departments as the API does, with raw figures', () => {
    const channelRows = parseCsv(
      blockCsv(groupColumns(t, 'byChannel'), [group('web', 'web', 30), group('email', 'email', 3)]),
    );
    expect(channelRows).toEqual([
      [
        '[communications.columns.byChannel]',
        '[communications.columns.conversations]',
        '[communications.columns.sharePct]',
        '[communications.columns.closed]',
        '[communications.columns.missed]',
        '[communications.columns.abandoned]',
        '[communications.columns.csatPct]',
        '[communications.columns.avgFirstResponseSec]',
        '[communications.columns.avgHandleSec]',
      ],
      ['[reports.channels.web]', '30', '10', '29', '1', '0', '', '42.3', '600'],
      ['[reports.channels.email]', '3', '1', '2', '1', '0', '', '42.3', '600'],
    ]);
    expect(parseCsv(blockCsv(groupColumns(t, 'byStatus'), [group('on_hold', 'on_hold', 1)]))[1][0]).toBe(
      '[reports.conversationStatus.on_hold]',
    );
    expect(parseCsv(blockCsv(groupColumns(t, 'byDepartment'), [group(2, 'Support', 1)]))[1][0]).toBe('Support');
    // The table names the unit by formatting; the CSV header names it.
    expect(groupColumns(t, 'byQueue').find((column) => column.key === 'avgHandleSec')?.header).toBe(
      '[communications.columns.avgHandle]',
    );
  });

  it('writes the volume series under a header for its grouping, and hours as 0–23', () => {
    const series = [{ date: '2026-11-01', conversations: 5, incomingMessages: 40, outgoingMessages: 38 }];
    const monthly = volumeColumns(t, 'month', () => 'November 2026');
    expect(parseCsv(blockCsv(monthly, series))).toEqual([
      [
        '[communications.columns.bucket.month]',
        '[communications.columns.conversations]',
        '[communications.columns.incomingMessages]',
        '[communications.columns.outgoingMessages]',
      ],
      ['2026-11-01', '5', '40', '38'],
    ]);
    expect(monthly[0].display?.(series[0])).toBe('November 2026');
    expect(volumeColumns(t, 'day', String)[0].display).toBeUndefined();
    expect(
      parseCsv(
        blockCsv(hourColumns(t), [
          { hour: 0, count: 2 },
          { hour: 23, count: 1 },
        ]),
      ).slice(1),
    ).toEqual([
      ['0', '2'],
      ['23', '1'],
    ]);
  });

  it('reads groupBy from the URL, per day unless it is a known grouping', () => {
    expect(groupByOf('week')).toBe('week');
    expect(groupByOf('month')).toBe('month');
    expect(groupByOf('year')).toBe('day');
    expect(groupByOf(undefined)).toBe('day');
  });
});
