// The chatbot blocks' rows and columns, and the block CSV they make, on hand-built figures.
import { parseCsv } from '@live-agent/ui-kit';
import type { ChatbotDay, HandoffReasonRow } from '@live-agent/contracts';

import { createFormat } from '@live-agent/ui-kit';
import {
  csatColumns,
  csatRows,
  mondayOf,
  questionColumns,
  questionShare,
  reasonColumns,
  trendColumns,
  trendOf,
  unansweredTotal,
} from './chatbot.blocks';
import { blockCsv, blockFilename, csvNumber, formatCell } from '../../reports/table/reportBlock';

const t = (key: string) => `[${key}]`;

const day = (date: string, botConversations: number, contained: number, handoffs: number): ChatbotDay => ({
  date,
  botConversations,
  contained,
  handoffs,
});

describe('chatbot blocks', () => {
  it('keeps daily bars for short periods and adds the conversations neither contained nor handed off', () => {
    const trend = trendOf([day('2026-11-16', 10, 6, 3), day('2026-11-17', 4, 1, 3)]);
    expect(trend).toEqual({
      unit: 'day',
      rows: [
        { date: '2026-11-16', botConversations: 10, contained: 6, handoffs: 3, other: 1 },
        { date: '2026-11-17', botConversations: 4, contained: 1, handoffs: 3, other: 0 },
      ],
    });
    expect(parseCsv(blockCsv(trendColumns(t, trend.unit), trend.rows))).toEqual([
      [
        '[chatbot.csv.day]',
        '[chatbot.trend.botConversations]',
        '[chatbot.trend.contained]',
        '[chatbot.trend.handoffs]',
        '[chatbot.trend.other]',
      ],
      ['2026-11-16', '10', '6', '3', '1'],
      ['2026-11-17', '4', '1', '3', '0'],
    ]);
  });

  it('sums long periods per week from Monday, the first week keyed by its first day in the period', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    // Sat 14, Sun 15 | Mon 16, Tue 17
    const series = [
      day('2026-11-14', 2, 1, 1),
      day('2026-11-15', 3, 2, 0),
      day('2026-11-16', 5, 2, 2),
      day('2026-11-17', 1, 0, 1),
    ];
    const trend = trendOf(series, 3);
    expect(trend).toEqual({
      unit: 'week',
      rows: [
        { date: '2026-11-14', botConversations: 5, contained: 3, handoffs: 1, other: 1 },
        { date: '2026-11-16', botConversations: 6, contained: 2, handoffs: 3, other: 1 },
      ],
    });
    expect(parseCsv(blockCsv(trendColumns(t, trend.unit), trend.rows))[0][0]).toBe('[chatbot.csv.weekStarting]');
  });

  it('writes handoff reasons translated with raw shares, and unanswered questions with their share of all unanswered', () => {
    const reasons: HandoffReasonRow[] = [
      { reason: 'asked_for_human', count: 2, pct: 100 / 3 },
      { reason: 'low_confidence', count: 4, pct: 200 / 3 },
      { reason: 'billing', count: 0, pct: 0 },
    ];
    expect(parseCsv(blockCsv(reasonColumns(t), reasons))).toEqual([
      ['[chatbot.csv.reason]', '[chatbot.csv.handoffs]', '[chatbot.csv.shareOfHandoffs]'],
      ['[reports.handoffReasons.asked_for_human]', '2', '33.33'],
      ['[reports.handoffReasons.low_confidence]', '4', '66.67'],
      ['[reports.handoffReasons.billing]', '0', '0'],
    ]);

    const total = unansweredTotal({ handoffsByReason: reasons });
    expect(total).toBe(4);
    const questions = [
      { question: 'Refund, please', count: 3, lastAskedAt: '2026-11-20T10:00:00.000Z', conversationIds: [9] },
    ];
    expect(questionShare(questions[0], total)).toBe(75);
    expect(questionShare(questions[0], 0)).toBeNull();
    expect(parseCsv(blockCsv(questionColumns(t, total), questions))[1]).toEqual([
      'Refund, please',
      '3',
      '2026-11-20T10:00:00.000Z',
      '75',
    ]);

    const csat = csatRows({ botOnly: { rated: 3, csatPct: 200 / 3 }, withHuman: { rated: 0, csatPct: null } });
    expect(parseCsv(blockCsv(csatColumns(t), csat)).slice(1)).toEqual([
      ['[chatbot.csat.botOnly]', '3', '66.67'],
      ['[chatbot.csat.withHuman]', '0', ''],
    ]);
  });

  it('rounds CSV numbers, formats table cells by kind and names files after the block and the days', () => {
    expect(csvNumber(12.3456)).toBe(12.35);
    expect(csvNumber(null)).toBeNull();
    expect(csvNumber(61.26, 1)).toBe(61.3);
    const format = createFormat('en');
    expect(formatCell(format, 'percent', 200 / 3)).toBe('66.7%');
    expect(formatCell(format, 'percent', null)).toBe('—');
    expect(formatCell(format, 'seconds', 200)).toBe(format.duration(200));
    expect(formatCell(format, 'integer', 12345)).toBe('12,345');
    expect(formatCell(format, 'hour', 14)).toBe(format.hour(14));
    expect(formatCell(format, 'text', null)).toBe('');
    expect(blockFilename('chatbot', 'handoffs-by-reason', { from: '2026-11-16', to: '2026-11-22' })).toBe(
      'chatbot-handoffs-by-reason_2026-11-16_2026-11-22.csv',
    );
  });
});
