// The answer of GET /api/v1/reports/chatbot as this screen reads it (DESIGN §6). Percentages are 0–100 and
// seconds unrounded; null where there is nothing to compute (no bot conversation, no rating).
import type { HandoffReason, ReportPeriod } from '../../reports';

export interface ChatbotCsat {
  /** How many of these conversations were rated. */
  rated: number;
  /** Ratings of 4 or 5 ÷ ratings × 100. */
  csatPct: number | null;
}

export interface HandoffReasonRow {
  reason: HandoffReason;
  count: number;
  /** count ÷ handoffs × 100. */
  pct: number | null;
}

export interface UnansweredQuestion {
  /** The conversation's subject. */
  question: string;
  count: number;
  /** ISO instant of the latest conversation that asked it. */
  lastAskedAt: string;
  /** Up to five of its conversations, newest first. */
  conversationIds: number[];
}

export interface ChatbotDay {
  /** Local day of the organisation, 'YYYY-MM-DD'. */
  date: string;
  botConversations: number;
  contained: number;
  handoffs: number;
}

export interface ChatbotReport {
  period: ReportPeriod;
  timeZone: string;
  /** Every conversation of the filter, with or without the bot. */
  conversations: number;
  botConversations: number;
  /** botConversations ÷ conversations × 100. */
  botSharePct: number | null;
  /** Still talking to the bot. */
  inProgress: number;
  contained: number;
  /** Closed by the bot without a human message ÷ bot conversations × 100. */
  containmentPct: number | null;
  handoffs: number;
  /** handoffs ÷ bot conversations × 100. */
  handoffPct: number | null;
  /** handoffAt − createdAt, averaged over the handoffs. */
  avgTimeToHandoffSec: number | null;
  csat: { botOnly: ChatbotCsat; withHuman: ChatbotCsat };
  /** Every reason, in a fixed order. */
  handoffsByReason: HandoffReasonRow[];
  /** The questions the bot could not answer (handed off as low_confidence), most frequent first. */
  unansweredQuestions: UnansweredQuestion[];
  /** One entry per local day of the period. */
  series: ChatbotDay[];
}
