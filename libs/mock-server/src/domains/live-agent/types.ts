// The records of the live-agent product API as the API returns them (camelCase fields, numeric ids) come
// from libs/contracts, so a route cannot send a shape the client does not expect (docs/architecture.md,
// Contracts). Re-exported here because the domain's modules import them beside the server's own
// collection names. Mirage stores them with string ids; everything leaves the server through toApiRecord.
export {
  ADMIN_ROLES,
  AGENT_STATUSES,
  QUEUE_ROUTINGS,
  TEMPLATE_SCOPES,
  WORKING_TIME_SCOPES,
  type Admin,
  type AdminRole,
  type Agent,
  type AgentStatus,
  type Comment,
  type ConversationCategory,
  type ConversationTemplate,
  type Department,
  type Queue,
  type QueueRouting,
  type Shift,
  type TemplateScope,
  type TimeRange,
  type WorkingTime,
  type WorkingTimeException,
  type WorkingTimeInterval,
  type WorkingTimeScope,
} from '@live-agent/contracts';

/** Mirage db collection of each resource (model names are the singulars). */
export const LIVE_AGENT_COLLECTIONS = {
  admins: 'admins',
  agents: 'agents',
  departments: 'departments',
  queues: 'queues',
  shifts: 'shifts',
  workingTimes: 'workingTimes',
  conversationTemplates: 'conversationTemplates',
  conversationCategories: 'conversationCategories',
  comments: 'closingComments',
} as const;
export type LiveAgentCollection = (typeof LIVE_AGENT_COLLECTIONS)[keyof typeof LIVE_AGENT_COLLECTIONS];
