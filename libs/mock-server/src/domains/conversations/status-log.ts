// Agent status events (online | busy | away | offline) kept column-wise in typed arrays: 180 days × 24
// agents is tens of thousands of events, and the reports only ever read a time slice of a few agents.
// Events of one agent are contiguous, sorted by start and never overlap (each ends where the next
// begins), so a slice is a binary search plus a short walk.
import { AGENT_STATUS_VALUES, type AgentStatusEvent, type AgentStatusValue } from './types';

const STATUS_CODE: Record<AgentStatusValue, number> = { online: 0, busy: 1, away: 2, offline: 3 };

export class AgentStatusLog {
  readonly size: number;
  private readonly agentColumn: Int32Array;
  private readonly statusColumn: Uint8Array;
  private readonly startColumn: Float64Array;
  /** NaN while the status lasts. */
  private readonly endColumn: Float64Array;
  /** agentId → [first index, last index + 1). */
  private readonly ranges = new Map<number, [number, number]>();

  /** Events in any order; they are grouped by agent and sorted by start here. */
  constructor(events: readonly AgentStatusEvent[]) {
    const sorted = [...events].sort((a, b) => a.agentId - b.agentId || a.startedAt - b.startedAt);
    this.size = sorted.length;
    this.agentColumn = new Int32Array(this.size);
    this.statusColumn = new Uint8Array(this.size);
    this.startColumn = new Float64Array(this.size);
    this.endColumn = new Float64Array(this.size);
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

  /** Agents that have at least one event, ascending. */
  agentIds(): number[] {
    return [...this.ranges.keys()].sort((a, b) => a - b);
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

  /** Index of the agent's event covering `at` (the last one starting at or before it), or -1. */
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

  /** The agent's status at an instant ('offline' before their first event or after an ended last one). */
  statusAt(agentId: number, at: number): AgentStatusValue {
    const index = this.indexAt(agentId, at);
    if (index === -1) return 'offline';
    const end = this.endColumn[index];
    if (!Number.isNaN(end) && end <= at) return 'offline';
    return AGENT_STATUS_VALUES[this.statusColumn[index]];
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
      if (!range) continue;
      let index = Math.max(range[0], this.indexAt(agentId, from));
      for (; index < range[1] && this.startColumn[index] < to; index += 1) {
        const end = this.endColumn[index];
        if (!Number.isNaN(end) && end <= from) continue;
        result.push(this.event(index));
      }
    }
    return result;
  }
}
