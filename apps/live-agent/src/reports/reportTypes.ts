// Values the report API uses (DESIGN §6), shared by the report screens.
export const CHANNELS = ['web', 'whatsapp', 'facebook', 'email'] as const;
export type Channel = (typeof CHANNELS)[number];

export const CONVERSATION_STATUSES = ['bot', 'queued', 'open', 'on_hold', 'closed', 'missed', 'abandoned'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const HANDOFF_REASONS = ['asked_for_human', 'low_confidence', 'billing', 'complaint'] as const;
export type HandoffReason = (typeof HANDOFF_REASONS)[number];

export type AgentStatus = 'online' | 'busy' | 'away' | 'offline';

/** Every report answers with the period it covers (`to` inclusive, ISO). */
export interface ReportPeriod {
  from: string;
  to: string;
}
