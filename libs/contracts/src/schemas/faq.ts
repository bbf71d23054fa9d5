// The FAQ and the knowledge base (docs/demo-api.md, FAQ; Knowledge base) as the server answers them (strict
// objects, so a field the contract does not name fails a test), and their queries.
import { FAQ_GROUPS, type FaqGroupKey } from '../pages-content';
import { z } from '../rules/schema';

const about = (description: string) => z.describe(description);

/** The query of GET /faq/data. Not named `…Schema`: its fields are parameters. */
export const faqQuery = z.object({
  q: z.optional(
    z
      .string()
      .check(about('Trimmed, case-insensitive, over the questions and the answers; blank answers every group.')),
  ),
});

/** The query of GET /faq/data/knowledge_base (beyond the original theme). */
export const knowledgeBaseQuery = z.object({
  q: z.optional(
    z.string().check(about('Case-insensitive, over the category’s title, description and article titles.')),
  ),
});

/** The query of GET /faq/data/category. */
export const knowledgeBaseCategoryQuery = z.object({ category: z.string().check(about('The category’s slug.')) });

/** The query of GET /faq/data/question. */
export const knowledgeBaseQuestionQuery = z.object({
  category: z.string().check(about('The category’s slug.')),
  question: z.string().check(about('The question’s slug, one of the category’s own.')),
});

export const faqQuestionSchema = z.strictObject({ question: z.string(), ans: z.string() });

export const faqGroupSchema = z.strictObject({
  icon: z.string().check(about('An icon name the client draws (credit-card, truck, rollback, box, setting).')),
  title: z.string(),
  subtitle: z.string(),
  qandA: z.array(faqQuestionSchema),
});

/** GET /faq/data?q=: the groups with a match, in this order, each narrowed to its matches ({} for no match). */
export const faqDataSchema = z.strictObject(
  Object.fromEntries(FAQ_GROUPS.map((group) => [group, z.optional(faqGroupSchema)])) as Record<
    FaqGroupKey,
    z.ZodMiniOptional<typeof faqGroupSchema>
  >,
);

/** One card of the knowledge base's home (a category). */
export const knowledgeBaseCardSchema = z.strictObject({
  id: z.int(),
  category: z.string().check(about('The category’s slug, as in /pages/knowledge-base/:category.')),
  title: z.string(),
  icon: z.string().check(about('An icon name the client draws.')),
  desc: z.string(),
  questionCount: z.int(),
});

export const knowledgeBaseQuestionLinkSchema = z.strictObject({ id: z.int(), question: z.string(), slug: z.string() });

/** A block of a category's page: a title and its questions. */
export const knowledgeBaseSectionSchema = z.strictObject({
  id: z.int(),
  title: z.string(),
  icon: z.string(),
  iconColor: z.string().check(about('One of the theme’s colours: primary, success, warning, danger, info.')),
  questions: z.array(knowledgeBaseQuestionLinkSchema),
});

/** GET /faq/data/category?category=. */
export const knowledgeBaseCategorySchema = z.strictObject({
  category: z.string(),
  title: z.string(),
  sections: z.array(knowledgeBaseSectionSchema),
});

/** GET /faq/data/question?category=&question=. */
export const knowledgeBaseQuestionSchema = z.strictObject({
  id: z.int(),
  slug: z.string(),
  category: z.string(),
  categoryTitle: z.string(),
  title: z.string(),
  lastUpdated: z.string().check(about('ISO date and time, before the server’s now.')),
  relatedQuestions: z
    .array(knowledgeBaseQuestionLinkSchema)
    .check(about('The category’s other questions, at most five.')),
  content: z.string().check(about('HTML from data: show it only through the sanitiser (ui-kit SafeHtml).')),
});
