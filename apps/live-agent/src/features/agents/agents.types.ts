// The agent form's model. The agent itself, its statuses and the bulk call's shapes are contracts
// (@live-agent/contracts, live-agent).
import type { AgentStatus } from '@live-agent/contracts';

/** What the form holds: like AgentInput, but the chat limit may still be empty while editing. */
export interface AgentDraft {
  fullName: string;
  email: string;
  departmentIds: number[];
  queueIds: number[];
  shiftId: number | null;
  maxConcurrentChats: number | null;
  status: AgentStatus;
  isActive: boolean;
}
