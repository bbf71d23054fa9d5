// The geometry of the status timelines: where each status segment sits on a bar that spans the report's
// period, and where the day (or, for one day, hour) ticks go. Positions are percentages of the period,
// so the bar scales with its column. Segments end at "now" for a period that reaches today: the rest of
// the bar stays empty, which reads as "not yet".
import dayjs from 'dayjs';
import type { AgentStatus, TimelineSegment } from '@live-agent/contracts';

export interface TimelineBar {
  status: AgentStatus;
  start: number;
  end: number;
  /** Distance from the bar's start, 0–100. */
  leftPct: number;
  /** 0–100. */
  widthPct: number;
}

export interface PeriodBounds {
  start: number;
  end: number;
}

/** The period's first instant and the instant after its last (the API writes the last millisecond). */
export function periodBounds(period: { from: string; to: string }): PeriodBounds {
  const start = Date.parse(period.from);
  return { start, end: Math.max(start + 1, Date.parse(period.to) + 1) };
}

/** One bar per segment, clipped to the period, in the API's order (one per segment, even a short one). */
export function timelineBars(segments: readonly TimelineSegment[], { start, end }: PeriodBounds): TimelineBar[] {
  const length = end - start;
  const clamp = (ms: number) => Math.min(end, Math.max(start, ms));
  return segments.map((segment) => {
    const from = clamp(Date.parse(segment.startedAt));
    const to = Math.max(from, clamp(Date.parse(segment.endedAt)));
    return {
      status: segment.status,
      start: from,
      end: to,
      leftPct: ((from - start) / length) * 100,
      widthPct: ((to - from) / length) * 100,
    };
  });
}

export interface TimelineTick {
  leftPct: number;
  /** A day of the period ('YYYY-MM-DD') for multi-day periods… */
  day?: string;
  /** …or, for a one-day period, the instant of the tick (epoch ms), labelled with its time. */
  at?: number;
  /** Whether the tick carries a label (every few days on long periods, so labels do not overlap). */
  labelled: boolean;
  /** Whether a line marks it on the bars (every day up to two weeks, then the labelled ones only). */
  marked: boolean;
}

const MAX_LABELS = 7;
const MAX_MARKED_DAYS = 14;
const HOUR_MS = 3_600_000;

/**
 * Ticks for the period's days (`from`…`to`, both included): one at each day's start, a label on every
 * n-th; a one-day period gets 6-hourly ticks instead, labelled with the time they stand for (on the
 * organisation's clock, like the segments' own times). Days are taken as equal parts of the period.
 */
export function timelineTicks(range: { from: string; to: string }, bounds: PeriodBounds): TimelineTick[] {
  const first = dayjs(range.from);
  const count = dayjs(range.to).diff(first, 'day') + 1;
  if (count <= 1) {
    const length = bounds.end - bounds.start;
    return [0, 6, 12, 18].map((hour) => ({
      leftPct: ((hour * HOUR_MS) / length) * 100,
      at: bounds.start + hour * HOUR_MS,
      labelled: true,
      marked: true,
    }));
  }
  const step = Math.ceil(count / MAX_LABELS);
  return Array.from({ length: count }, (_, index) => ({
    leftPct: (index / count) * 100,
    day: first.add(index, 'day').format('YYYY-MM-DD'),
    labelled: index % step === 0,
    marked: count <= MAX_MARKED_DAYS || index % step === 0,
  }));
}
