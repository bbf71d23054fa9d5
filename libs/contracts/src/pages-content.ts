// The FAQ, knowledge base, pricing and misc (coming soon) pages of the pages remote (docs/demo-api.md, FAQ;
// Knowledge base; Pricing; Coming soon).
import type { z } from 'zod/mini';
import type { notifySchema } from './schemas/misc';
import type { pricingDataSchema, pricingPlanSchema } from './schemas/pricing';

/** The FAQ's groups, in the order the page shows them. */
export const FAQ_GROUPS = ['payment', 'delivery', 'cancellationReturn', 'myOrders', 'productServices'] as const;
export type FaqGroupKey = (typeof FAQ_GROUPS)[number];

export interface FaqQuestion {
  question: string;
  ans: string;
}

export interface FaqGroup {
  /** An icon name the client draws (credit-card, truck, rollback, box, setting). */
  icon: string;
  title: string;
  subtitle: string;
  qandA: FaqQuestion[];
}

/** GET /faq/data?q=: the groups with a match, each narrowed to its matches ({} for no match). */
export type FaqData = Partial<Record<FaqGroupKey, FaqGroup>>;

/** One card of the knowledge base's home (a category). */
export interface KnowledgeBaseCard {
  id: number;
  /** The category's slug, as in /pages/knowledge-base/:category. */
  category: string;
  title: string;
  /** An icon name the client draws. */
  icon: string;
  desc: string;
  questionCount: number;
}

export interface KnowledgeBaseQuestionLink {
  id: number;
  question: string;
  slug: string;
}

/** A block of a category's page: a title and its questions. */
export interface KnowledgeBaseSection {
  id: number;
  title: string;
  icon: string;
  /** One of the theme's colours: primary, success, warning, danger, info. */
  iconColor: string;
  questions: KnowledgeBaseQuestionLink[];
}

/** GET /faq/data/category?category=. */
export interface KnowledgeBaseCategory {
  category: string;
  title: string;
  sections: KnowledgeBaseSection[];
}

/** GET /faq/data/question?category=&question=. */
export interface KnowledgeBaseQuestion {
  id: number;
  slug: string;
  category: string;
  categoryTitle: string;
  title: string;
  /** ISO date and time, before the server's now. */
  lastUpdated: string;
  relatedQuestions: KnowledgeBaseQuestionLink[];
  /** HTML from data: shown only through the ui-kit's SafeHtml. */
  content: string;
}

export const PRICING_PLANS = ['basic', 'standard', 'enterprise'] as const;
export type PricingPlanKey = (typeof PRICING_PLANS)[number];

export type PricingPlan = z.output<typeof pricingPlanSchema>;

/** GET /pricing/data. */
export type PricingData = z.output<typeof pricingDataSchema>;

/** GET /misc/coming-soon: the launch moment and the server's now (a countdown needs both). */
export interface ComingSoonData {
  launchAt: string;
  now: string;
}

/** POST /misc/notify body and answer. */
export type NotifyRequest = z.input<typeof notifySchema>;
export interface NotifyResponse {
  email: string;
  /** False when the address was already on the list (200 instead of 201). */
  added: boolean;
}
