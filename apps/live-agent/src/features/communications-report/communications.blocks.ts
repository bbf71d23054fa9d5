// The blocks of the communications screen as rows and columns: each block's chart, table view and CSV export
// read these, so a file holds exactly the figures its block shows. Decisions:
// - Channels and statuses are named in the reader's language; departments, queues and categories by the
//   name the API gives (the organisation's own words).
// - Weekdays run Monday first (the API's 0 is Sunday), named with common.days.
// - Group rows carry every figure the API gives per group (volume, outcome, CSAT, speed); messages are only
//   counted per period bucket and in the totals, which is where incoming vs outgoing is shown.
import { GROUP_BY, type GroupBy, type VolumeBucket, type VolumeGroup } from '@live-agent/contracts';
import type { BlockColumn } from '../../reports/table/reportBlock';

type T = (key: string, options?: Record<string, unknown>) => string;

export type GroupBlock = 'byChannel' | 'byDepartment' | 'byQueue' | 'byCategory' | 'byStatus';

/** The file name part of each block: communications-<block>_<from>_<to>.csv. */
export const BLOCK_FILES: Record<GroupBlock | 'volume' | 'byHour' | 'byWeekday', string> = {
  volume: 'volume-over-time',
  byChannel: 'by-channel',
  byDepartment: 'by-department',
  byQueue: 'by-queue',
  byCategory: 'by-category',
  byStatus: 'by-status',
  byHour: 'by-hour',
  byWeekday: 'by-weekday',
};

/** A group's name as people read it. */
export function groupName(t: T, block: GroupBlock, group: VolumeGroup<string | number>): string {
  if (block === 'byChannel') return t(`reports.channels.${group.key}`, { defaultValue: group.name });
  if (block === 'byStatus') return t(`reports.conversationStatus.${group.key}`, { defaultValue: group.name });
  return group.name;
}

export function groupColumns(t: T, block: GroupBlock): BlockColumn<VolumeGroup<string | number>>[] {
  return [
    {
      key: 'name',
      header: t(`communications.columns.${block}`),
      kind: 'text',
      value: (row) => groupName(t, block, row),
    },
    {
      key: 'conversations',
      header: t('communications.columns.conversations'),
      kind: 'integer',
      value: (row) => row.conversations,
    },
    { key: 'sharePct', header: t('communications.columns.sharePct'), kind: 'percent', value: (row) => row.sharePct },
    { key: 'closed', header: t('communications.columns.closed'), kind: 'integer', value: (row) => row.closed },
    { key: 'missed', header: t('communications.columns.missed'), kind: 'integer', value: (row) => row.missed },
    { key: 'abandoned', header: t('communications.columns.abandoned'), kind: 'integer', value: (row) => row.abandoned },
    { key: 'csatPct', header: t('communications.columns.csatPct'), kind: 'percent', value: (row) => row.csatPct },
    {
      key: 'avgFirstResponseSec',
      header: t('communications.columns.avgFirstResponse'),
      csvHeader: t('communications.columns.avgFirstResponseSec'),
      kind: 'seconds',
      value: (row) => row.avgFirstResponseSec,
    },
    {
      key: 'avgHandleSec',
      header: t('communications.columns.avgHandle'),
      csvHeader: t('communications.columns.avgHandleSec'),
      kind: 'seconds',
      value: (row) => row.avgHandleSec,
    },
  ];
}

export function volumeColumns(
  t: T,
  groupBy: GroupBy,
  monthName: (date: string) => string,
): BlockColumn<VolumeBucket>[] {
  return [
    {
      key: 'date',
      header: t(`communications.columns.bucket.${groupBy}`),
      kind: 'date',
      value: (row) => row.date,
      display: groupBy === 'month' ? (row) => monthName(row.date) : undefined,
    },
    {
      key: 'conversations',
      header: t('communications.columns.conversations'),
      kind: 'integer',
      value: (row) => row.conversations,
    },
    {
      key: 'incomingMessages',
      header: t('communications.columns.incomingMessages'),
      kind: 'integer',
      value: (row) => row.incomingMessages,
    },
    {
      key: 'outgoingMessages',
      header: t('communications.columns.outgoingMessages'),
      kind: 'integer',
      value: (row) => row.outgoingMessages,
    },
  ];
}

export interface HourRow {
  hour: number;
  count: number;
}

export function hourColumns(t: T): BlockColumn<HourRow>[] {
  return [
    { key: 'hour', header: t('communications.columns.hour'), kind: 'hour', value: (row) => row.hour },
    { key: 'count', header: t('communications.columns.conversations'), kind: 'integer', value: (row) => row.count },
  ];
}

export interface WeekdayRow {
  /** 0 = Sunday. */
  weekday: number;
  count: number;
}

/** The API's weekdays (0 = Sunday first) in the order of a European week: Monday first, Sunday last. */
export function mondayFirst<R extends WeekdayRow>(rows: readonly R[]): R[] {
  const order = (weekday: number) => (weekday + 6) % 7;
  return [...rows].sort((a, b) => order(a.weekday) - order(b.weekday));
}

export function weekdayColumns(t: T): BlockColumn<WeekdayRow>[] {
  return [
    {
      key: 'weekday',
      header: t('communications.columns.weekday'),
      kind: 'text',
      value: (row) => t(`common.days.${row.weekday}`),
    },
    { key: 'count', header: t('communications.columns.conversations'), kind: 'integer', value: (row) => row.count },
  ];
}

/** `?groupBy=` of the URL; anything else (or nothing) is per day. */
export const groupByOf = (value: string | null | undefined): GroupBy =>
  GROUP_BY.includes(value as GroupBy) ? (value as GroupBy) : 'day';
