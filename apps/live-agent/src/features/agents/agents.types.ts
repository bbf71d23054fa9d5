// An agent of the live-agent product as the API returns it (DESIGN §6), and the bulk call's shapes.
export const AGENT_STATUSES = ['online', 'busy', 'away', 'offline'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

export interface Agent {
  id: number;
  fullName: string;
  email: string;
  avatar: string;
  departmentIds: number[];
  queueIds: number[];
  shiftId: number | null;
  maxConcurrentChats: number;
  status: AgentStatus;
  isActive: boolean;
  /** ISO-8601, or null when the agent never signed in. */
  lastLoginAt: string | null;
}

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

export const BULK_ACTIONS = ['assignDepartment', 'assignQueue', 'assignShift', 'activate', 'deactivate'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The body of POST /agents/bulk. `value` is the department, queue or shift id of an assign action. */
export interface BulkBody {
  ids: number[];
  action: BulkAction;
  value?: number | null;
}
