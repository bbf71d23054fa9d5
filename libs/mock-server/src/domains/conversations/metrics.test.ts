// Every metric (docs/architecture.md, Product API and metrics) on a hand-built fixture; the expected values are worked out by hand in the
// comments, so a change in a formula shows up as a wrong number here.
import {
  abandonedCount,
  average,
  botContainmentPct,
  byCategory,
  byChannel,
  byDepartment,
  byQueue,
  byStatus,
  chatsPerOnlineAgent,
  csatPct,
  deriveMeasures,
  handoffPct,
  isMissed,
  missedCount,
  onlineAgentsAt,
  onlineSeconds,
  openAt,
  perAgent,
  previousPeriod,
  servingSeconds,
  shiftAdherencePct,
  shiftWindows,
  summarize,
  trendPct,
  utilisationPct,
  volumeByDay,
  volumeByHour,
  weekdayHourHeatmap,
  type MetricConversation,
} from './metrics';
import type { AgentStatusEvent, ShiftInput } from './types';

// Monday 2025-01-06 09:00 UTC (10:00 in Berlin, winter time).
const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);
/** T0 + seconds. */
const at = (seconds: number) => T0 + seconds * 1000;
/** 2025-01-06 at hh:mm UTC. */
const clock = (hours: number, minutes = 0) => Date.UTC(2025, 0, 6, hours, minutes);

function conversation(
  fields: Partial<MetricConversation> & Pick<MetricConversation, 'id' | 'createdAt'>,
): MetricConversation {
  return {
    channel: 'web',
    departmentId: 1,
    queueId: 1,
    agentId: null,
    status: 'closed',
    categoryIds: [],
    queuedAt: null,
    assignedAt: null,
    firstResponseAt: null,
    closedAt: null,
    abandonedAt: null,
    transferCount: 0,
    rating: null,
    botHandled: false,
    handoffAt: null,
    ...fields,
  };
}

const FIXTURE: MetricConversation[] = [
  // c1 human chat: wait 60, first response 70, handle 630, resolution 670.
  conversation({
    id: 1,
    createdAt: at(0),
    queuedAt: at(10),
    assignedAt: at(40),
    firstResponseAt: at(70),
    closedAt: at(670),
    agentId: 10,
    rating: 5,
    categoryIds: [1],
  }),
  // c2 bot handoff: wait 60, first response 720 − 660 = 60, handle 630, resolution 720; one transfer.
  conversation({
    id: 2,
    channel: 'whatsapp',
    queueId: 2,
    createdAt: at(600),
    botHandled: true,
    handoffAt: at(660),
    queuedAt: at(660),
    assignedAt: at(690),
    firstResponseAt: at(720),
    closedAt: at(1320),
    agentId: 11,
    rating: 4,
    categoryIds: [1, 2],
    transferCount: 1,
  }),
  // c3, c4 contained by the bot: resolution 180 and 100.
  conversation({
    id: 3,
    channel: 'whatsapp',
    departmentId: 2,
    queueId: 3,
    createdAt: at(1200),
    botHandled: true,
    closedAt: at(1380),
    rating: 3,
    categoryIds: [2],
  }),
  conversation({
    id: 4,
    channel: 'facebook',
    departmentId: 2,
    queueId: 3,
    createdAt: at(3600),
    botHandled: true,
    closedAt: at(3700),
    categoryIds: [3],
  }),
  // c5 missed: queued, nobody took it.
  conversation({ id: 5, departmentId: 2, queueId: 3, status: 'missed', createdAt: at(4000), queuedAt: at(4000) }),
  // c6 abandoned while waiting.
  conversation({
    id: 6,
    channel: 'email',
    status: 'abandoned',
    createdAt: at(5000),
    queuedAt: at(5000),
    abandonedAt: at(5100),
  }),
  // c7 human chat: wait 120, first response 120, handle 870, resolution 900; two transfers.
  conversation({
    id: 7,
    createdAt: at(7200),
    queuedAt: at(7200),
    assignedAt: at(7230),
    firstResponseAt: at(7320),
    closedAt: at(8100),
    agentId: 10,
    rating: 2,
    transferCount: 2,
  }),
  // c8 still open: wait 20, first response 30, no handle or resolution yet.
  conversation({
    id: 8,
    departmentId: 2,
    queueId: 3,
    status: 'open',
    createdAt: at(9000),
    queuedAt: at(9010),
    assignedAt: at(9015),
    firstResponseAt: at(9030),
    agentId: 11,
  }),
  // c9 bot handoff, then the customer left while waiting.
  conversation({
    id: 9,
    channel: 'whatsapp',
    queueId: 2,
    status: 'abandoned',
    createdAt: at(10000),
    botHandled: true,
    handoffAt: at(10060),
    queuedAt: at(10060),
    abandonedAt: at(10200),
  }),
];

describe('per-conversation measures', () => {
  it('wait, first response, handle and resolution in seconds', () => {
    expect(FIXTURE.map(deriveMeasures)).toEqual([
      { waitSec: 60, firstResponseSec: 70, handleSec: 630, resolutionSec: 670 },
      { waitSec: 60, firstResponseSec: 60, handleSec: 630, resolutionSec: 720 },
      { waitSec: null, firstResponseSec: null, handleSec: null, resolutionSec: 180 },
      { waitSec: null, firstResponseSec: null, handleSec: null, resolutionSec: 100 },
      { waitSec: null, firstResponseSec: null, handleSec: null, resolutionSec: null },
      { waitSec: null, firstResponseSec: null, handleSec: null, resolutionSec: null },
      { waitSec: 120, firstResponseSec: 120, handleSec: 870, resolutionSec: 900 },
      { waitSec: 20, firstResponseSec: 30, handleSec: null, resolutionSec: null },
      { waitSec: null, firstResponseSec: null, handleSec: null, resolutionSec: null },
    ]);
  });

  it('a chat still waiting in the queue is not missed yet', () => {
    expect(isMissed(conversation({ id: 10, status: 'queued', createdAt: at(0), queuedAt: at(0) }))).toBe(false);
    expect(isMissed(FIXTURE[4])).toBe(true);
    expect(isMissed(FIXTURE[5])).toBe(false);
  });
});

describe('summarize', () => {
  it('computes every KPI of the fixture', () => {
    expect(summarize(FIXTURE)).toEqual({
      conversations: 9,
      closed: 5, // c1 c2 c3 c4 c7
      active: 1, // c8
      missed: 1, // c5
      abandoned: 2, // c6 c9
      botConversations: 4, // c2 c3 c4 c9
      botContained: 2, // c3 c4
      handoffs: 2, // c2 c9
      transfers: 3,
      rated: 4, // 5 4 3 2
      positiveRatings: 2,
      csatPct: 50, // 2 ÷ 4
      avgRating: 3.5,
      botContainmentPct: 50, // 2 ÷ 4
      handoffPct: 50, // 2 ÷ 4
      avgWaitSec: 65, // (60 + 60 + 120 + 20) ÷ 4
      avgFirstResponseSec: 70, // (70 + 60 + 120 + 30) ÷ 4
      avgHandleSec: 710, // (630 + 630 + 870) ÷ 3
      avgResolutionSec: 514, // (670 + 720 + 180 + 100 + 900) ÷ 5
    });
  });

  it('the single-figure helpers agree with the summary', () => {
    expect(csatPct(FIXTURE)).toBe(50);
    expect(botContainmentPct(FIXTURE)).toBe(50);
    expect(handoffPct(FIXTURE)).toBe(50);
    expect(missedCount(FIXTURE)).toBe(1);
    expect(abandonedCount(FIXTURE)).toBe(2);
    // Only c1 and c7: CSAT 1 of 2 rated positive; no bot conversations → null, not 0.
    const humans = [FIXTURE[0], FIXTURE[6]];
    expect(csatPct(humans)).toBe(50);
    expect(botContainmentPct(humans)).toBeNull();
    expect(handoffPct(humans)).toBeNull();
  });

  it('averages are null when no conversation has the measure', () => {
    const empty = summarize([]);
    expect(empty.conversations).toBe(0);
    expect(empty.csatPct).toBeNull();
    expect(empty.avgWaitSec).toBeNull();
    expect(average([null, null])).toBeNull();
    expect(average([1, null, 2])).toBe(1.5);
  });
});

describe('trends', () => {
  it('trend = (current − previous) ÷ previous × 100, null without a previous value', () => {
    expect(trendPct(120, 100)).toBe(20);
    expect(trendPct(80, 100)).toBe(-20);
    expect(trendPct(5, 0)).toBeNull();
    expect(trendPct(null, 10)).toBeNull();
  });

  it('the previous period has the same length and ends where the current one starts', () => {
    expect(previousPeriod(clock(12), clock(15))).toEqual({ from: clock(9), to: clock(12) });
  });
});

describe('volume shapes', () => {
  it('counts per hour of day, in UTC and in Berlin', () => {
    // c1–c3 at 09:xx UTC, c4–c6 at 10:xx, c7–c9 at 11:xx.
    const utc = volumeByHour(FIXTURE);
    expect(utc[9]).toBe(3);
    expect(utc[10]).toBe(3);
    expect(utc[11]).toBe(3);
    expect(utc.reduce((a, b) => a + b, 0)).toBe(9);
    const berlin = volumeByHour(FIXTURE, 'Europe/Berlin');
    expect([berlin[10], berlin[11], berlin[12]]).toEqual([3, 3, 3]);
  });

  it('weekday × hour heatmap: everything on Monday (1)', () => {
    const grid = weekdayHourHeatmap(FIXTURE, 'Europe/Berlin');
    expect(grid).toHaveLength(7);
    expect(grid[1].slice(10, 13)).toEqual([3, 3, 3]);
    expect(grid.flat().reduce((a, b) => a + b, 0)).toBe(9);
  });

  it('counts per day, empty days included', () => {
    expect(volumeByDay(FIXTURE, Date.UTC(2025, 0, 5), Date.UTC(2025, 0, 8))).toEqual([
      { date: '2025-01-05', count: 0 },
      { date: '2025-01-06', count: 9 },
      { date: '2025-01-07', count: 0 },
    ]);
  });
});

describe('breakdowns', () => {
  it('by channel, department, queue, category and status', () => {
    const counts = <K>(rows: Array<{ key: K; conversations: number }>) =>
      rows.map((row) => [row.key, row.conversations]);
    expect(counts(byChannel(FIXTURE, ['web', 'whatsapp', 'facebook', 'email']))).toEqual([
      ['web', 4],
      ['whatsapp', 3],
      ['facebook', 1],
      ['email', 1],
    ]);
    expect(counts(byDepartment(FIXTURE))).toEqual([
      [1, 5],
      [2, 4],
    ]);
    expect(counts(byQueue(FIXTURE))).toEqual([
      [1, 3],
      [2, 2],
      [3, 4],
    ]);
    // c2 has two categories and counts under both; c4's category 3 is left out by the fixed key list.
    expect(counts(byCategory(FIXTURE, [1, 2, 9]))).toEqual([
      [1, 2],
      [2, 2],
      [9, 0],
    ]);
    expect(counts(byStatus(FIXTURE))).toEqual([
      ['closed', 5],
      ['missed', 1],
      ['abandoned', 2],
      ['open', 1],
    ]);
  });

  it('each group carries its own KPIs', () => {
    const web = byChannel(FIXTURE).find((row) => row.key === 'web');
    // c1, c5, c7, c8: handle (630 + 870) ÷ 2, CSAT 1 of 2.
    expect(web?.avgHandleSec).toBe(750);
    expect(web?.csatPct).toBe(50);
    expect(web?.missed).toBe(1);
  });
});

// Agent 10: offline, online 08:55–10:00, away 10:00–10:30, online 10:30–12:00, busy 12:00–12:30, offline.
// Agent 11: offline, online 09:05–11:00, away 11:00–11:45, online from 11:45 (still online).
const EVENTS: AgentStatusEvent[] = [
  { agentId: 10, status: 'offline', startedAt: clock(7), endedAt: clock(8, 55) },
  { agentId: 10, status: 'online', startedAt: clock(8, 55), endedAt: clock(10) },
  { agentId: 10, status: 'away', startedAt: clock(10), endedAt: clock(10, 30) },
  { agentId: 10, status: 'online', startedAt: clock(10, 30), endedAt: clock(12) },
  { agentId: 10, status: 'busy', startedAt: clock(12), endedAt: clock(12, 30) },
  { agentId: 10, status: 'offline', startedAt: clock(12, 30), endedAt: null },
  { agentId: 11, status: 'offline', startedAt: clock(7), endedAt: clock(9, 5) },
  { agentId: 11, status: 'online', startedAt: clock(9, 5), endedAt: clock(11) },
  { agentId: 11, status: 'away', startedAt: clock(11), endedAt: clock(11, 45) },
  { agentId: 11, status: 'online', startedAt: clock(11, 45), endedAt: null },
];
const FROM = clock(8);
const TO = clock(13);

describe('agent time', () => {
  it('online time counts online and busy inside the period', () => {
    // Agent 10: 65 + 90 + 30 minutes. Agent 11: 115 + 75 minutes (the open event ends at the period end).
    expect(onlineSeconds(EVENTS, 10, FROM, TO)).toBe(11_100);
    expect(onlineSeconds(EVENTS, 11, FROM, TO)).toBe(11_400);
    expect(onlineSeconds(EVENTS, 12, FROM, TO)).toBe(0);
  });

  it('serving time is chat time while online', () => {
    // Agent 10: c1 (630 s) + c7 (870 s). Agent 11: c2 (630 s) + c8 from 11:30:10 but away until 11:45,
    // so 11:45–13:00 (4,500 s).
    expect(servingSeconds(FIXTURE, EVENTS, 10, FROM, TO)).toBe(1500);
    expect(servingSeconds(FIXTURE, EVENTS, 11, FROM, TO)).toBe(5130);
  });

  it('utilisation = serving ÷ online', () => {
    expect(utilisationPct(FIXTURE, EVENTS, [10], FROM, TO)).toBeCloseTo(13.5135, 4); // 1500 ÷ 11100
    expect(utilisationPct(FIXTURE, EVENTS, [11], FROM, TO)).toBe(45); // 5130 ÷ 11400
    expect(utilisationPct(FIXTURE, EVENTS, [10, 11], FROM, TO)).toBeCloseTo(29.4667, 4); // 6630 ÷ 22500
    expect(utilisationPct(FIXTURE, EVENTS, [12], FROM, TO)).toBeNull();
  });

  it('online agents, open chats and chats per online agent at an instant', () => {
    expect(onlineAgentsAt(EVENTS, clock(9, 30))).toEqual([10, 11]);
    expect(onlineAgentsAt(EVENTS, clock(10, 15))).toEqual([11]);
    expect(onlineAgentsAt(EVENTS, clock(11, 15))).toEqual([10]);
    expect(onlineAgentsAt(EVENTS, clock(12, 10))).toEqual([10, 11]); // busy counts as online
    expect(onlineAgentsAt(EVENTS, clock(12, 45))).toEqual([11]);
    expect(openAt(FIXTURE, at(7800))).toBe(1); // c7
    expect(openAt(FIXTURE, at(9500))).toBe(1); // c8, never closed
    expect(openAt(FIXTURE, at(660))).toBe(1); // c1 until 670
    expect(chatsPerOnlineAgent(3, 2)).toBe(1.5);
    expect(chatsPerOnlineAgent(3, 0)).toBeNull();
  });

  it('per-agent aggregates', () => {
    const [ten, eleven, twelve] = perAgent(FIXTURE, EVENTS, [10, 11, 12], FROM, TO);
    expect(ten).toEqual({
      agentId: 10,
      conversations: 2,
      closed: 2,
      transfersIn: 1,
      rated: 2,
      csatPct: 50,
      avgFirstResponseSec: 95, // (70 + 120) ÷ 2
      avgHandleSec: 750, // (630 + 870) ÷ 2
      onlineSec: 11_100,
      servingSec: 1500,
      utilisationPct: (1500 / 11_100) * 100,
    });
    expect(eleven).toEqual({
      agentId: 11,
      conversations: 2,
      closed: 1,
      transfersIn: 1,
      rated: 1,
      csatPct: 100,
      avgFirstResponseSec: 45, // (60 + 30) ÷ 2
      avgHandleSec: 630,
      onlineSec: 11_400,
      servingSec: 5130,
      utilisationPct: 45,
    });
    expect(twelve).toEqual({
      agentId: 12,
      conversations: 0,
      closed: 0,
      transfersIn: 0,
      rated: 0,
      csatPct: null,
      avgFirstResponseSec: null,
      avgHandleSec: null,
      onlineSec: 0,
      servingSec: 0,
      utilisationPct: null,
    });
  });
});

describe('shifts', () => {
  const shift: ShiftInput = {
    id: 1,
    timezone: 'UTC',
    daysOfWeek: [1],
    startTime: '09:00',
    endTime: '12:00',
    breakMinutes: 30,
  };

  it('adherence = online time inside the shift ÷ (shift − break)', () => {
    // Scheduled 180 − 30 = 150 minutes. Agent 10: 09:00–10:00 + 10:30–12:00 = 150 → 100 %.
    expect(shiftAdherencePct(EVENTS, 10, shift, FROM, TO)).toBe(100);
    // Agent 11: 09:05–11:00 + 11:45–12:00 = 130 of 150 minutes.
    expect(shiftAdherencePct(EVENTS, 11, shift, FROM, TO)).toBeCloseTo(86.6667, 4);
    // A period cutting the window: 10:00–12:00 scheduled 120 × 150/180 = 100 minutes; agent 10 90 → 90 %.
    expect(shiftAdherencePct(EVENTS, 10, shift, clock(10), TO)).toBeCloseTo(90, 10);
    // No shift day in the period.
    expect(shiftAdherencePct(EVENTS, 10, shift, Date.UTC(2025, 0, 7), Date.UTC(2025, 0, 8))).toBeNull();
  });

  it('windows follow the shift time zone and cross midnight', () => {
    const night: ShiftInput = {
      id: 4,
      timezone: 'UTC',
      daysOfWeek: [0],
      startTime: '22:00',
      endTime: '06:00',
      breakMinutes: 45,
    };
    expect(shiftWindows(night, Date.UTC(2025, 0, 5), Date.UTC(2025, 0, 7))).toEqual([
      { start: Date.UTC(2025, 0, 5, 22), end: Date.UTC(2025, 0, 6, 6) },
    ]);
    const day: ShiftInput = {
      id: 2,
      timezone: 'Europe/Berlin',
      daysOfWeek: [1],
      startTime: '09:00',
      endTime: '17:00',
      breakMinutes: 60,
    };
    // Winter (UTC+1) and summer (UTC+2).
    expect(shiftWindows(day, Date.UTC(2025, 0, 6), Date.UTC(2025, 0, 7))).toEqual([
      { start: Date.UTC(2025, 0, 6, 8), end: Date.UTC(2025, 0, 6, 16) },
    ]);
    expect(shiftWindows(day, Date.UTC(2024, 6, 1), Date.UTC(2024, 6, 2))).toEqual([
      { start: Date.UTC(2024, 6, 1, 7), end: Date.UTC(2024, 6, 1, 15) },
    ]);
  });
});
