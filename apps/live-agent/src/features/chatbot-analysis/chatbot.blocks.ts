// The chatbot screen's blocks as rows and columns: the chart, the table view and the CSV export of a block
// all read these, so a file holds exactly what its block shows. Decisions:
// - Containment vs handoff over time: one bar per day up to MAX_DAILY_BARS days, beyond that one per week
//   (weeks start on Monday; the first one is keyed by its first day inside the period): a year of daily bars
//   is unreadable. The table and the export follow the chart.
// - "Other" = bot conversations neither contained nor handed off (still with the bot when the data was read).
// - The share of an unanswered question is its count ÷ every unanswered question (the low_confidence
//   handoffs, of which the API lists only the most frequent subjects) × 100.
import dayjs from 'dayjs';
import type { ChatbotDay, ChatbotReport, HandoffReasonRow, UnansweredQuestion } from '@live-agent/contracts';
import type { BlockColumn } from '../../reports/table/reportBlock';

type T = (key: string, options?: Record<string, unknown>) => string;

export const MAX_DAILY_BARS = 62;

export interface TrendRow {
  /** First day of the bar, 'YYYY-MM-DD'. */
  date: string;
  botConversations: number;
  contained: number;
  handoffs: number;
  other: number;
}

export interface Trend {
  unit: 'day' | 'week';
  rows: TrendRow[];
}

/** The Monday starting the week of a 'YYYY-MM-DD' day. */
export function mondayOf(date: string): string {
  const day = dayjs(date);
  return day.subtract((day.day() + 6) % 7, 'day').format('YYYY-MM-DD');
}

const withOther = (row: Omit<TrendRow, 'other'>): TrendRow => ({
  date: row.date,
  botConversations: row.botConversations,
  contained: row.contained,
  handoffs: row.handoffs,
  other: Math.max(0, row.botConversations - row.contained - row.handoffs),
});

/** The series as the chart draws it: per day, or per week for long periods. */
export function trendOf(series: readonly ChatbotDay[], maxDaily = MAX_DAILY_BARS): Trend {
  if (series.length <= maxDaily) return { unit: 'day', rows: series.map(withOther) };
  const weeks = new Map<string, Omit<TrendRow, 'other'>>();
  for (const day of series) {
    const key = mondayOf(day.date);
    let week = weeks.get(key);
    if (!week) weeks.set(key, (week = { date: day.date, botConversations: 0, contained: 0, handoffs: 0 }));
    week.botConversations += day.botConversations;
    week.contained += day.contained;
    week.handoffs += day.handoffs;
  }
  return { unit: 'week', rows: [...weeks.values()].map(withOther) };
}

export function trendColumns(t: T, unit: Trend['unit']): BlockColumn<TrendRow>[] {
  return [
    {
      key: 'date',
      header: t(unit === 'day' ? 'chatbot.csv.day' : 'chatbot.csv.weekStarting'),
      kind: 'date',
      value: (row) => row.date,
    },
    {
      key: 'botConversations',
      header: t('chatbot.trend.botConversations'),
      kind: 'integer',
      value: (row) => row.botConversations,
    },
    { key: 'contained', header: t('chatbot.trend.contained'), kind: 'integer', value: (row) => row.contained },
    { key: 'handoffs', header: t('chatbot.trend.handoffs'), kind: 'integer', value: (row) => row.handoffs },
    { key: 'other', header: t('chatbot.trend.other'), kind: 'integer', value: (row) => row.other },
  ];
}

export const reasonLabel = (t: T, reason: string) => t(`reports.handoffReasons.${reason}`, { defaultValue: reason });

export function reasonColumns(t: T): BlockColumn<HandoffReasonRow>[] {
  return [
    { key: 'reason', header: t('chatbot.csv.reason'), kind: 'text', value: (row) => reasonLabel(t, row.reason) },
    { key: 'count', header: t('chatbot.csv.handoffs'), kind: 'integer', value: (row) => row.count },
    { key: 'pct', header: t('chatbot.csv.shareOfHandoffs'), kind: 'percent', value: (row) => row.pct },
  ];
}

export interface CsatRow {
  key: 'botOnly' | 'withHuman';
  rated: number;
  csatPct: number | null;
}

export const csatRows = (csat: ChatbotReport['csat']): CsatRow[] => [
  { key: 'botOnly', ...csat.botOnly },
  { key: 'withHuman', ...csat.withHuman },
];

export function csatColumns(t: T): BlockColumn<CsatRow>[] {
  return [
    {
      key: 'group',
      header: t('chatbot.csv.conversations'),
      kind: 'text',
      value: (row) => t(`chatbot.csat.${row.key}`),
    },
    { key: 'rated', header: t('chatbot.csv.ratings'), kind: 'integer', value: (row) => row.rated },
    { key: 'csatPct', header: t('chatbot.csv.csat'), kind: 'percent', value: (row) => row.csatPct },
  ];
}

/** How many conversations the bot could not answer (all of them, not only the listed subjects). */
export const unansweredTotal = (report: Pick<ChatbotReport, 'handoffsByReason'>) =>
  report.handoffsByReason.find((row) => row.reason === 'low_confidence')?.count ?? 0;

/** A question's count ÷ every unanswered question × 100 (null when there are none). */
export const questionShare = (question: Pick<UnansweredQuestion, 'count'>, total: number): number | null =>
  total > 0 ? (question.count / total) * 100 : null;

export function questionColumns(t: T, total: number): BlockColumn<UnansweredQuestion>[] {
  return [
    { key: 'question', header: t('chatbot.questions.question'), kind: 'text', value: (row) => row.question },
    { key: 'count', header: t('chatbot.questions.count'), kind: 'integer', value: (row) => row.count },
    { key: 'lastAskedAt', header: t('chatbot.questions.lastAsked'), kind: 'dateTime', value: (row) => row.lastAskedAt },
    {
      key: 'share',
      header: t('chatbot.csv.shareOfUnanswered'),
      kind: 'percent',
      value: (row) => questionShare(row, total),
    },
  ];
}
