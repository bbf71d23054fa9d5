// GET /reports/communications: totals, volumes by channel, department, queue, category, status, hour
// and weekday, the busiest day and hour, and the series grouped by day, week or month.
import type { CommunicationsReport, VolumeGroup } from '@live-agent/contracts';
import { isMissed, percent, summarize, type MetricConversation } from '../metrics';
import type { ConversationFilter } from '../filters';
import { CHANNELS, CONVERSATION_STATUSES, type Channel, type ConversationStatus } from '../types';
import {
  DEFAULT_REPORT_OPTIONS,
  type ReportOptions,
  type ReportSource,
  bucketStart,
  dateOfDay,
  daysOf,
  inPeriod,
  periodJson,
  reportPeriod,
} from './period';
import { cacheOf } from './cache';
import { context, messageMix } from './shared';

/** The fields of a VolumeGroup, summed in one pass with summarize()'s arithmetic (so the figures are identical). */
class GroupTally {
  conversations = 0;
  closed = 0;
  missed = 0;
  abandoned = 0;
  rated = 0;
  positive = 0;
  firstResponseSum = 0;
  firstResponseCount = 0;
  handleSum = 0;
  handleCount = 0;

  add(c: MetricConversation): void {
    this.conversations += 1;
    if (c.status === 'closed') this.closed += 1;
    if (isMissed(c)) this.missed += 1;
    if (c.abandonedAt !== null) this.abandoned += 1;
    if (c.rating !== null) {
      this.rated += 1;
      if (c.rating >= 4) this.positive += 1;
    }
    if (c.firstResponseAt !== null) {
      this.firstResponseSum += (c.firstResponseAt - (c.handoffAt ?? c.createdAt)) / 1000;
      this.firstResponseCount += 1;
    }
    if (c.closedAt !== null && c.assignedAt !== null) {
      this.handleSum += (c.closedAt - c.assignedAt) / 1000;
      this.handleCount += 1;
    }
  }
}

class Tallies<K> {
  readonly groups = new Map<K, GroupTally>();

  add(key: K, c: MetricConversation): void {
    let tally = this.groups.get(key);
    if (!tally) this.groups.set(key, (tally = new GroupTally()));
    tally.add(c);
  }

  /** The known keys first, in their order (zeros included), then any other key seen. */
  groupsOf(
    total: number,
    known: ReadonlyArray<{ key: K; name: string }>,
    nameOfUnknown: (key: K) => string,
  ): Array<VolumeGroup<K>> {
    const entries = known.map(({ key, name }) => ({ key, name, tally: this.groups.get(key) ?? new GroupTally() }));
    const knownKeys = new Set(known.map(({ key }) => key));
    for (const [key, tally] of this.groups)
      if (!knownKeys.has(key)) entries.push({ key, name: nameOfUnknown(key), tally });
    return entries.map(({ key, name, tally }) => ({
      key,
      name,
      conversations: tally.conversations,
      sharePct: percent(tally.conversations, total),
      closed: tally.closed,
      missed: tally.missed,
      abandoned: tally.abandoned,
      csatPct: percent(tally.positive, tally.rated),
      avgFirstResponseSec: tally.firstResponseCount === 0 ? null : tally.firstResponseSum / tally.firstResponseCount,
      avgHandleSec: tally.handleCount === 0 ? null : tally.handleSum / tally.handleCount,
    }));
  }
}

/** The first entry with the highest count, or null when every count is 0. */
function busiest<T extends { count: number }>(entries: readonly T[]): T | null {
  let best: T | null = null;
  for (const entry of entries) if (entry.count > 0 && (best === null || entry.count > best.count)) best = entry;
  return best;
}

export function communicationsReport(
  source: ReportSource,
  filter: ConversationFilter,
  options: Pick<ReportOptions, 'groupBy'> = DEFAULT_REPORT_OPTIONS,
): CommunicationsReport {
  const { store, directory } = source;
  const { now, timeZone } = context(source);
  const period = reportPeriod(filter, now);
  const list = store.query(inPeriod(filter, period));
  const summary = summarize(list);
  const total = list.length;

  // One pass: the groups, the local day, hour and weekday, and the messages of each conversation.
  const cache = cacheOf(store);
  const days = daysOf(period, timeZone);
  const perDayCount = new Array<number>(days.count).fill(0);
  const perDayIn = new Array<number>(days.count).fill(0);
  const perDayOut = new Array<number>(days.count).fill(0);
  const hours = new Array<number>(24).fill(0);
  const weekdays = new Array<number>(7).fill(0);
  const messages = { incoming: 0, agent: 0, bot: 0, system: 0, private: 0 };
  const channels = new Tallies<Channel>();
  const departments = new Tallies<number>();
  const queues = new Tallies<number>();
  const categories = new Tallies<number>();
  const statuses = new Tallies<ConversationStatus>();
  for (const c of list) {
    channels.add(c.channel, c);
    departments.add(c.departmentId, c);
    queues.add(c.queueId, c);
    for (const id of c.categoryIds) categories.add(id, c);
    statuses.add(c.status, c);
    hours[cache.hour(c)] += 1;
    weekdays[cache.weekday(c)] += 1;
    const mix = messageMix(c);
    messages.incoming += mix.customer;
    messages.agent += mix.agent;
    messages.bot += mix.bot;
    messages.system += mix.system;
    messages.private += mix.private;
    const day = cache.day(c) - days.first;
    if (day < 0 || day >= days.count) continue;
    perDayCount[day] += 1;
    perDayIn[day] += mix.customer;
    perDayOut[day] += mix.agent + mix.bot;
  }
  const buckets = new Map<number, { conversations: number; incomingMessages: number; outgoingMessages: number }>();
  for (let index = 0; index < days.count; index += 1) {
    const start = bucketStart(days.first + index, options.groupBy);
    let bucket = buckets.get(start);
    if (!bucket) buckets.set(start, (bucket = { conversations: 0, incomingMessages: 0, outgoingMessages: 0 }));
    bucket.conversations += perDayCount[index];
    bucket.incomingMessages += perDayIn[index];
    bucket.outgoingMessages += perDayOut[index];
  }

  const named = <T extends { id: number; name: string }>(records: readonly T[]) =>
    [...records].sort((a, b) => a.id - b.id).map((record) => ({ key: record.id, name: record.name }));
  const itself = <K extends string>(keys: readonly K[]) => keys.map((key) => ({ key, name: key as string }));
  const byHour = hours.map((count, hour) => ({ hour, count }));
  const busiestDayIndex = busiest(perDayCount.map((count, index) => ({ index, count })));
  const busiestHour = busiest(byHour);
  return {
    period: periodJson(period),
    timeZone,
    groupBy: options.groupBy,
    totals: {
      conversations: total,
      closed: summary.closed,
      missed: summary.missed,
      abandoned: summary.abandoned,
      csatPct: summary.csatPct,
      avgFirstResponseSec: summary.avgFirstResponseSec,
      avgHandleSec: summary.avgHandleSec,
      incomingMessages: messages.incoming,
      outgoingMessages: messages.agent + messages.bot,
      agentMessages: messages.agent,
      botMessages: messages.bot,
      systemMessages: messages.system,
      privateNotes: messages.private,
    },
    byChannel: channels.groupsOf(total, itself(CHANNELS), String),
    byDepartment: departments.groupsOf(total, named(directory.departments), (id) => `Department ${id}`),
    byQueue: queues.groupsOf(total, named(directory.queues), (id) => `Queue ${id}`),
    byCategory: categories.groupsOf(total, named(directory.categories), (id) => `Category ${id}`),
    byStatus: statuses.groupsOf(total, itself(CONVERSATION_STATUSES), String),
    byHour,
    byWeekday: weekdays.map((count, weekday) => ({ weekday, count })),
    busiestDay: busiestDayIndex
      ? { date: dateOfDay(days.first + busiestDayIndex.index), count: busiestDayIndex.count }
      : null,
    busiestHour: busiestHour ? { hour: busiestHour.hour, count: busiestHour.count } : null,
    series: [...buckets.entries()].map(([start, bucket]) => ({ date: dateOfDay(start), ...bucket })),
  };
}
