// The answer of GET /api/v1/reports/communications as this screen reads it (DESIGN §6). Percentages are
// 0–100 and seconds unrounded; null where there is nothing to compute.
import type { ReportPeriod } from '../../reports';

export const GROUP_BY = ['day', 'week', 'month'] as const;
export type GroupBy = (typeof GROUP_BY)[number];

/** The conversations of one channel, department, queue, category or status. */
export interface VolumeGroup<K> {
  key: K;
  /** The department, queue or category name; the key itself for channels and statuses. */
  name: string;
  conversations: number;
  /** conversations ÷ all conversations × 100 (categories overlap: a chat may have two). */
  sharePct: number | null;
  closed: number;
  missed: number;
  abandoned: number;
  csatPct: number | null;
  avgFirstResponseSec: number | null;
  avgHandleSec: number | null;
}

export interface VolumeBucket {
  /** First day of the bucket (day, week from Monday, or month), 'YYYY-MM-DD'. */
  date: string;
  conversations: number;
  incomingMessages: number;
  outgoingMessages: number;
}

export interface CommunicationsReport {
  period: ReportPeriod;
  timeZone: string;
  groupBy: GroupBy;
  totals: {
    conversations: number;
    closed: number;
    missed: number;
    abandoned: number;
    csatPct: number | null;
    avgFirstResponseSec: number | null;
    avgHandleSec: number | null;
    /** Customer messages. */
    incomingMessages: number;
    /** Agent (not private) + bot messages. */
    outgoingMessages: number;
    agentMessages: number;
    botMessages: number;
    systemMessages: number;
    privateNotes: number;
  };
  byChannel: Array<VolumeGroup<string>>;
  byDepartment: Array<VolumeGroup<number>>;
  byQueue: Array<VolumeGroup<number>>;
  byCategory: Array<VolumeGroup<number>>;
  byStatus: Array<VolumeGroup<string>>;
  /** Hours 0–23 of the organisation's day. */
  byHour: Array<{ hour: number; count: number }>;
  /** 0 = Sunday. */
  byWeekday: Array<{ weekday: number; count: number }>;
  /** The local day with the most conversations; null without conversations. */
  busiestDay: { date: string; count: number } | null;
  busiestHour: { hour: number; count: number } | null;
  series: VolumeBucket[];
}
