// Agent status events (online | busy | away | offline) kept column-wise in typed arrays: 180 days × 24
// agents is tens of thousands of events, and the reports only ever read a time slice of a few agents.
// Events of one agent are contiguous, sorted by start and never overlap (each ends where the next
// begins), so a slice is a binary search plus a short walk.
// The live simulation grows the log: transition() ends an agent's open event and starts a new one. New
// events go to a short per-agent tail (plain objects) after the typed columns, so the columns are never
// rebuilt; reads look at the columns, then at the tail.
import { AGENT_STATUS_VALUES, type AgentStatusEvent, type AgentStatusValue } from './types';

const STATUS_CODE: Record<AgentStatusValue, number> = { online: 0, busy: 1, away: 2, offline: 3 };

export class AgentStatusLog {
  private readonly baseSize: number;
  private readonly agentColumn: Int32Array;
  private readonly statusColumn: Uint8Array;
  private readonly startColumn: Float64Array;
  /** NaN while the status lasts. */
  private readonly endColumn: Float64Array;
  /** agentId → [first index, last index + 1). */
  private readonly ranges = new Map<number, [number, number]>();
  /** Events appended by transition(), per agent, sorted by start; they all start after the agent's column events. */
  private readonly tails = new Map<number, AgentStatusEvent[]>();
  private appended = 0;

  /** Events in any order; they are grouped by agent and sorted by start here. */
  constructor(events: readonly AgentStatusEvent[]) {
    const sorted = [...events].sort((a, b) => a.agentId - b.agentId || a.startedAt - b.startedAt);
    this.baseSize = sorted.length;
    this.agentColumn = new Int32Array(this.baseSize);
    this.statusColumn = new Uint8Array(this.baseSize);
    this.startColumn = new Float64Array(this.baseSize);
    this.endColumn = new Float64Array(this.baseSize);
    sorted.forEach((event, index) => {
      this.agentColumn[index] = event.agentId;
      this.statusColumn[index] = STATUS_CODE[event.status];
      this.startColumn[index] = event.startedAt;
      this.endColumn[index] = event.endedAt ?? Number.NaN;
      const range = this.ranges.get(event.agentId);
      if (range) range[1] = index + 1;
      else this.ranges.set(event.agentId, [index, index + 1]);
    });
  }

  /** Number of events. */
  get size(): number {
    return this.baseSize + this.appended;
  }

  /** Agents that have at least one event, ascending. */
  agentIds(): number[] {
    const ids = new Set(this.ranges.keys());
    for (const [agentId, tail] of this.tails) if (tail.length > 0) ids.add(agentId);
    return [...ids].sort((a, b) => a - b);
  }

  private event(index: number): AgentStatusEvent {
    const end = this.endColumn[index];
    return {
      agentId: this.agentColumn[index],
      status: AGENT_STATUS_VALUES[this.statusColumn[index]],
      startedAt: this.startColumn[index],
      endedAt: Number.isNaN(end) ? null : end,
    };
  }

  /** Index of the agent's column event covering `at` (the last one starting at or before it), or -1. */
  private indexAt(agentId: number, at: number): number {
    const range = this.ranges.get(agentId);
    if (!range) return -1;
    let low = range[0];
    let high = range[1] - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (this.startColumn[middle] <= at) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found;
  }

  /** Position in the agent's tail of the last event starting at or before `at`, or -1. */
  private static tailIndexAt(tail: readonly AgentStatusEvent[], at: number): number {
    let low = 0;
    let high = tail.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (tail[middle].startedAt <= at) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found;
  }

  /** The agent's status at an instant ('offline' before their first event or after an ended last one). */
  statusAt(agentId: number, at: number): AgentStatusValue {
    const tail = this.tails.get(agentId);
    if (tail && tail.length > 0 && tail[0].startedAt <= at) {
      const event = tail[AgentStatusLog.tailIndexAt(tail, at)];
      return event.endedAt !== null && event.endedAt <= at ? 'offline' : event.status;
    }
    const index = this.indexAt(agentId, at);
    if (index === -1) return 'offline';
    const end = this.endColumn[index];
    if (!Number.isNaN(end) && end <= at) return 'offline';
    return AGENT_STATUS_VALUES[this.statusColumn[index]];
  }

  /** The agent's latest event (a copy), or null when they have none. */
  lastEvent(agentId: number): AgentStatusEvent | null {
    const tail = this.tails.get(agentId);
    if (tail && tail.length > 0) return { ...tail[tail.length - 1] };
    const range = this.ranges.get(agentId);
    return range ? this.event(range[1] - 1) : null;
  }

  /**
   * The agent changes to `status` at `at` (not before their latest event's start): their open event ends
   * at `at` and a new open one begins. An open event starting at `at` itself just changes its status.
   * Returns false when nothing changes (already in that status, or 'offline' with no open event).
   */
  transition(agentId: number, status: AgentStatusValue, at: number): boolean {
    let tail = this.tails.get(agentId);
    const range = this.ranges.get(agentId);
    const inTail = tail !== undefined && tail.length > 0;
    const last = inTail ? (tail as AgentStatusEvent[])[(tail as AgentStatusEvent[]).length - 1] : null;
    const lastIndex = !inTail && range ? range[1] - 1 : -1;
    const lastStart = last ? last.startedAt : lastIndex >= 0 ? this.startColumn[lastIndex] : Number.NEGATIVE_INFINITY;
    const lastOpen = last ? last.endedAt === null : lastIndex >= 0 && Number.isNaN(this.endColumn[lastIndex]);
    const lastStatus = last
      ? last.status
      : lastIndex >= 0
        ? AGENT_STATUS_VALUES[this.statusColumn[lastIndex]]
        : 'offline';
    if (at < lastStart)
      throw new Error(`AgentStatusLog.transition: ${at} is before the latest event of agent ${agentId}`);

    if (lastOpen) {
      if (lastStatus === status) return false;
      if (at === lastStart) {
        // Zero-length otherwise: the open event takes the new status.
        if (last) last.status = status;
        else this.statusColumn[lastIndex] = STATUS_CODE[status];
        return true;
      }
      if (last) last.endedAt = at;
      else this.endColumn[lastIndex] = at;
    } else if (status === 'offline') {
      return false; // after an ended event the agent already counts as offline
    }
    if (!tail) {
      tail = [];
      this.tails.set(agentId, tail);
    }
    tail.push({ agentId, status, startedAt: at, endedAt: null });
    this.appended += 1;
    return true;
  }

  /**
   * Events overlapping [from, to) (not clipped: the metrics clip), of the given agents or of all.
   * Omitting both bounds returns every event.
   */
  events(options: { agentIds?: readonly number[]; from?: number; to?: number } = {}): AgentStatusEvent[] {
    const from = options.from ?? Number.NEGATIVE_INFINITY;
    const to = options.to ?? Number.POSITIVE_INFINITY;
    const result: AgentStatusEvent[] = [];
    for (const agentId of options.agentIds ?? this.agentIds()) {
      const range = this.ranges.get(agentId);
      if (range) {
        let index = Math.max(range[0], this.indexAt(agentId, from));
        for (; index < range[1] && this.startColumn[index] < to; index += 1) {
          const end = this.endColumn[index];
          if (!Number.isNaN(end) && end <= from) continue;
          result.push(this.event(index));
        }
      }
      const tail = this.tails.get(agentId);
      if (!tail) continue;
      for (
        let index = Math.max(0, AgentStatusLog.tailIndexAt(tail, from));
        index < tail.length && tail[index].startedAt < to;
        index += 1
      ) {
        const event = tail[index];
        if (event.endedAt !== null && event.endedAt <= from) continue;
        result.push({ ...event });
      }
    }
    return result;
  }
}
