// The FAQ, knowledge base, pricing and misc (coming soon) pages of the pages remote (docs/demo-api.md, FAQ;
// Knowledge base; Pricing; Coming soon).
import type { z } from 'zod/mini';
import type * as schemas from './schemas/faq';
import type { comingSoonDataSchema, notifyResponseSchema, notifySchema } from './schemas/misc';
import type { pricingDataSchema, pricingPlanSchema } from './schemas/pricing';

/** The FAQ's groups, in the order the page shows them. */
export const FAQ_GROUPS = ['payment', 'delivery', 'cancellationReturn', 'myOrders', 'productServices'] as const;
export type FaqGroupKey = (typeof FAQ_GROUPS)[number];

export type FaqQuestion = z.output<typeof schemas.faqQuestionSchema>;
export type FaqGroup = z.output<typeof schemas.faqGroupSchema>;
/** GET /faq/data?q=: the groups with a match, each narrowed to its matches ({} for no match). */
export type FaqData = z.output<typeof schemas.faqDataSchema>;
/** One card of the knowledge base's home (a category). */
export type KnowledgeBaseCard = z.output<typeof schemas.knowledgeBaseCardSchema>;
export type KnowledgeBaseQuestionLink = z.output<typeof schemas.knowledgeBaseQuestionLinkSchema>;
/** A block of a category's page: a title and its questions. */
export type KnowledgeBaseSection = z.output<typeof schemas.knowledgeBaseSectionSchema>;
/** GET /faq/data/category?category=. */
export type KnowledgeBaseCategory = z.output<typeof schemas.knowledgeBaseCategorySchema>;
/** GET /faq/data/question?category=&question=; `content` is HTML from data, shown only through the ui-kit's SafeHtml. */
export type KnowledgeBaseQuestion = z.output<typeof schemas.knowledgeBaseQuestionSchema>;

export const PRICING_PLANS = ['basic', 'standard', 'enterprise'] as const;
export type PricingPlanKey = (typeof PRICING_PLANS)[number];

export type PricingPlan = z.output<typeof pricingPlanSchema>;

/** GET /pricing/data. */
export type PricingData = z.output<typeof pricingDataSchema>;

/** GET /misc/coming-soon: the launch moment and the server's now (a countdown needs both). */
export type ComingSoonData = z.output<typeof comingSoonDataSchema>;

/** POST /misc/notify body and answer (`added` false when the address was already on the list: 200, not 201). */
export type NotifyRequest = z.input<typeof notifySchema>;
export type NotifyResponse = z.output<typeof notifyResponseSchema>;
