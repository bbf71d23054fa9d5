// The client's view of GET /api/v1/reports/agent-analysis (DESIGN §6): per agent the status time, serving
// time, utilisation, shift adherence and punctuality of the period, and the status timeline. Kept apart
// from the demo server's types: the app never imports the mock.
import type { AgentStatus, ReportPeriod } from '../../reports';

export interface LateOrEarly {
  count: number;
  /** Total minutes late (or left early), unrounded. */
  minutes: number;
}

export interface ShiftPunctuality {
  /** Shift windows that started in the period (and before now). */
  scheduledShifts: number;
  /** Signed in more than 5 minutes after the shift start. */
  lateStarts: LateOrEarly;
  /** Signed out more than 5 minutes before the shift end. */
  earlyLeaves: LateOrEarly;
  /** Ended shift windows without any sign-in. */
  absences: number;
}

export interface TimelineSegment {
  status: AgentStatus;
  startedAt: string;
  endedAt: string;
}

export interface AgentAnalysisRow {
  agentId: number;
  agentName: string;
  shiftId: number | null;
  /** Status at the end of the period (now, when the period reaches it). */
  status: AgentStatus;
  /** Seconds per status inside the period (up to now). */
  statusSec: Record<AgentStatus, number>;
  /** Time online = online + busy. */
  onlineSec: number;
  /** Time serving at least one chat while online. */
  servingSec: number;
  /** servingSec ÷ onlineSec × 100. */
  utilisationPct: number | null;
  /** Online time inside the shift ÷ scheduled shift time × 100; null without a shift. */
  shiftAdherencePct: number | null;
  /** null without a shift. */
  punctuality: ShiftPunctuality | null;
  /** Status segments clipped to the period, oldest first; null for periods over 31 days without an agent filter. */
  timeline: TimelineSegment[] | null;
}

export interface AgentAnalysisReport {
  period: ReportPeriod;
  now: string;
  timeZone: string;
  totals: {
    agents: number;
    statusSec: Record<AgentStatus, number>;
    onlineSec: number;
    servingSec: number;
    utilisationPct: number | null;
    /** Mean of the agents' adherence (agents with a shift). */
    shiftAdherencePct: number | null;
    lateStarts: LateOrEarly;
    earlyLeaves: LateOrEarly;
    absences: number;
  };
  agents: AgentAnalysisRow[];
}

export const AGENT_STATUSES: readonly AgentStatus[] = ['online', 'busy', 'away', 'offline'];
