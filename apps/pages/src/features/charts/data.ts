// The showcase's figures: a support desk's made-up but plausible numbers, computed from fixed dates and a seeded
// generator so every visit, screenshot and test sees the same chart (never the wall clock).
import { roundMoney } from '@live-agent/contracts';

/** A small seeded generator (mulberry32): the same sequence on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Noon UTC, so the day is the same in every time zone a reader is in. */
const day = (month: number, date: number) => Date.UTC(2026, month - 1, date, 12);

export const CHANNELS = ['chat', 'email', 'phone', 'messenger'] as const;
export type Channel = (typeof CHANNELS)[number];

const WEEKLY = [1.0, 1.08, 1.05, 0.98, 0.9, 0.42, 0.36]; // Monday to Sunday

/** Conversations per day, two weeks from Monday 2 March 2026. */
export const DAILY = Array.from({ length: 14 }, (_, index) => {
  const shape = WEEKLY[index % 7] * (index < 7 ? 1 : 1.06);
  return {
    day: day(3, 2 + index),
    chat: Math.round(1420 * shape),
    email: Math.round(860 * shape),
    messenger: Math.round(390 * shape),
    resolved: Math.round(2480 * shape * 0.91),
  };
});

/** Conversations per month by channel, January to June 2026. */
export const MONTHLY = [0, 1, 2, 3, 4, 5].map((index) => ({
  month: day(index + 1, 1),
  chat: 28400 + index * 1350,
  email: 19800 - index * 420,
  phone: 9100 - index * 260,
  messenger: 4200 + index * 980,
}));

/** Median first response by channel, in seconds: last month and this month. */
export const FIRST_RESPONSE: Array<{ channel: Channel; previous: number; current: number }> = [
  { channel: 'chat', previous: 48, current: 37 },
  { channel: 'email', previous: 5400, current: 4260 },
  { channel: 'phone', previous: 95, current: 102 },
  { channel: 'messenger', previous: 610, current: 455 },
];

/** This month's conversations by channel. */
export const CHANNEL_SHARE: Array<{ channel: Channel; value: number }> = [
  { channel: 'chat', value: 35150 },
  { channel: 'email', value: 17700 },
  { channel: 'phone', value: 7800 },
  { channel: 'messenger', value: 9100 },
];

export const OUTCOMES = ['firstContact', 'followUp', 'escalated', 'abandoned'] as const;
export const OUTCOME_SHARE: Array<{ outcome: (typeof OUTCOMES)[number]; value: number }> = [
  { outcome: 'firstContact', value: 41820 },
  { outcome: 'followUp', value: 17310 },
  { outcome: 'escalated', value: 6240 },
  { outcome: 'abandoned', value: 4380 },
];

/** Share of conversations answered within the service level, by team (%). */
export const SLA_BY_TEAM = [
  { team: 'billing', value: 96.4 },
  { team: 'technical', value: 88.1 },
  { team: 'sales', value: 92.7 },
  { team: 'onboarding', value: 79.5 },
] as const;

/** The agents: their shift, conversations handled this month, average first response (seconds), CSAT (%). */
export const SHIFTS = ['day', 'evening'] as const;
export const AGENTS: Array<{
  shift: (typeof SHIFTS)[number];
  name: string;
  handled: number;
  response: number;
  csat: number;
}> = [
  { shift: 'day', name: 'Amira Haddad', handled: 1184, response: 31, csat: 96.2 },
  { shift: 'day', name: 'Jonas Weber', handled: 962, response: 44, csat: 93.5 },
  { shift: 'evening', name: 'Léa Martin', handled: 1310, response: 27, csat: 94.8 },
  { shift: 'evening', name: 'Tiago Costa', handled: 745, response: 58, csat: 89.1 },
  { shift: 'day', name: 'Mei Chen', handled: 1052, response: 36, csat: 97.4 },
  { shift: 'evening', name: 'Omar Farouk', handled: 630, response: 71, csat: 85.6 },
  { shift: 'day', name: 'Sofia Rossi', handled: 1228, response: 39, csat: 91.9 },
  { shift: 'evening', name: 'Lukas Novak', handled: 874, response: 52, csat: 90.3 },
];

export const QA_CRITERIA = ['speed', 'accuracy', 'empathy', 'knowledge', 'resolution', 'tone'] as const;
/** Quality review scores (0–100) of two agents on each criterion. */
export const QA_SCORES = [
  { name: 'Amira Haddad', scores: [92, 88, 95, 81, 90, 97] },
  { name: 'Tiago Costa', scores: [74, 91, 83, 94, 79, 86] },
];

export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6].map((index) => day(3, 2 + index)); // Monday 2 March to Sunday
export const HOURS = Array.from({ length: 12 }, (_, index) => 8 + index); // 08:00 to 19:00

/** Conversations started by weekday and hour: [hour index, weekday index, count]. */
export const HEAT: Array<[number, number, number]> = (() => {
  const random = seeded(7);
  return WEEKDAYS.flatMap((_, weekday) =>
    HOURS.map((hour, hourIndex): [number, number, number] => {
      const peak = Math.exp(-((hour - 11) ** 2) / 8) + 0.7 * Math.exp(-((hour - 15) ** 2) / 6);
      return [hourIndex, weekday, Math.round((40 + 170 * peak) * WEEKLY[weekday] + random() * 18)];
    }),
  );
})();

/** Tickets by topic and subtopic this month. */
export const TOPICS: Array<{ topic: string; children: Array<[subtopic: string, tickets: number]> }> = [
  {
    topic: 'billing',
    children: [
      ['invoices', 1240],
      ['refunds', 860],
      ['paymentMethods', 410],
    ],
  },
  {
    topic: 'technical',
    children: [
      ['login', 1580],
      ['widget', 930],
      ['integrations', 720],
    ],
  },
  {
    topic: 'account',
    children: [
      ['settings', 640],
      ['seats', 380],
    ],
  },
  {
    topic: 'sales',
    children: [
      ['pricing', 520],
      ['trial', 290],
    ],
  },
];

/** A share's daily prices (USD), 30 trading days from Monday 2 February 2026: open, close, low, high. */
export const PRICES = (() => {
  const random = seeded(42);
  const rows: Array<{ day: number; open: number; close: number; low: number; high: number }> = [];
  let close = 84.2;
  for (let date = 2; rows.length < 30; date += 1) {
    const time = Date.UTC(2026, 1, date, 12);
    const weekday = new Date(time).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const open = close + (random() - 0.5) * 1.2;
    close = Math.max(60, open + (random() - 0.45) * 3.4);
    rows.push({
      day: time,
      open: roundMoney(open),
      close: roundMoney(close),
      low: roundMoney(Math.min(open, close) - random() * 1.6),
      high: roundMoney(Math.max(open, close) + random() * 1.6),
    });
  }
  return rows;
})();

/** The moving average of the last `size` closes, to the cent (none until there are enough). */
export function movingAverage(closes: number[], size: number): Array<number | null> {
  return closes.map((_, index) =>
    index < size - 1
      ? null
      : roundMoney(closes.slice(index - size + 1, index + 1).reduce((sum, value) => sum + value, 0) / size),
  );
}
