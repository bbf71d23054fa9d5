// GET /reports/chatbot: the bot's share, containment, hand-offs and their reasons, CSAT, unanswered
// questions, and the daily series.
import type { ChatbotReport } from '@live-agent/contracts';
import { average, isBotContained, percent, summarize } from '../metrics';
import type { ConversationFilter } from '../filters';
import { HANDOFF_REASONS, type HandoffReason } from '../types';
import {
  DEFAULT_REPORT_OPTIONS,
  type ReportOptions,
  type ReportSource,
  dateOfDay,
  daysOf,
  inPeriod,
  iso,
  periodJson,
  reportPeriod,
} from './period';
import { cacheOf, perDay } from './cache';
import { context } from './shared';

export function chatbotReport(
  source: ReportSource,
  filter: ConversationFilter,
  options: Pick<ReportOptions, 'limit'> = DEFAULT_REPORT_OPTIONS,
): ChatbotReport {
  const { store } = source;
  const { now, timeZone } = context(source);
  const period = reportPeriod(filter, now);
  const list = store.query(inPeriod(filter, period));
  const bot = list.filter((c) => c.botHandled);
  const summary = summarize(bot);
  const contained = bot.filter(isBotContained);
  const handedOff = bot.filter((c) => c.handoffAt !== null);
  const containedSummary = summarize(contained);
  const handedOffSummary = summarize(handedOff);

  const reasons = new Map<HandoffReason, number>(HANDOFF_REASONS.map((reason) => [reason, 0]));
  const questions = new Map<string, { count: number; last: number; ids: number[] }>();
  for (const c of handedOff) {
    const reason = c.handoffReason ?? 'asked_for_human';
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    if (reason !== 'low_confidence') continue;
    const question = c.subject || 'General question';
    let entry = questions.get(question);
    if (!entry) questions.set(question, (entry = { count: 0, last: 0, ids: [] }));
    entry.count += 1;
    entry.last = Math.max(entry.last, c.createdAt);
    entry.ids.push(c.id);
  }

  const days = daysOf(period, timeZone);
  return {
    period: periodJson(period),
    timeZone,
    conversations: list.length,
    botConversations: bot.length,
    botSharePct: percent(bot.length, list.length),
    inProgress: bot.filter((c) => c.status === 'bot').length,
    contained: summary.botContained,
    containmentPct: summary.botContainmentPct,
    handoffs: summary.handoffs,
    handoffPct: summary.handoffPct,
    avgTimeToHandoffSec: average(handedOff.map((c) => ((c.handoffAt as number) - c.createdAt) / 1000)),
    csat: {
      botOnly: { rated: containedSummary.rated, csatPct: containedSummary.csatPct },
      withHuman: { rated: handedOffSummary.rated, csatPct: handedOffSummary.csatPct },
    },
    handoffsByReason: [...reasons.entries()].map(([reason, count]) => ({
      reason,
      count,
      pct: percent(count, handedOff.length),
    })),
    unansweredQuestions: [...questions.entries()]
      .sort((a, b) => b[1].count - a[1].count || b[1].last - a[1].last || a[0].localeCompare(b[0]))
      .slice(0, options.limit)
      .map(([question, entry]) => ({
        question,
        count: entry.count,
        lastAskedAt: iso(entry.last),
        conversationIds: entry.ids.slice(-5).reverse(),
      })),
    series: perDay(bot, days, cacheOf(store)).map((group, index) => ({
      date: dateOfDay(days.first + index),
      botConversations: group.length,
      contained: group.filter(isBotContained).length,
      handoffs: group.filter((c) => c.handoffAt !== null).length,
    })),
  };
}
