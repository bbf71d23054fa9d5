// The FAQ and the knowledge base (docs/demo-api.md, FAQ; Knowledge base). Decisions: every call needs a user
// allowed the Demo screens (`read Demo`, kit/guard.ts: 401, then 403). The FAQ search matches the question or the
// answer, case-insensitive, and answers only the groups with a match, each narrowed to its matches. The
// knowledge base answers the category and the question asked for by slug, 404 for anything else (a slug is
// looked up in our own lists, never used as an object key, so `constructor` or `__proto__` are just unknown).
import type { Server } from 'miragejs';
import {
  FAQ_GROUPS,
  type FaqData,
  type KnowledgeBaseCard,
  type KnowledgeBaseCategory,
  type KnowledgeBaseQuestion,
  type KnowledgeBaseQuestionLink,
} from '@live-agent/contracts';
import type { MockContext } from '../../types';
import { guardedRoutes, read } from '../../kit/guard';
import { queryString } from '../../kit/request';
import { notFound, ok } from '../../kit/responses';
import { addDays } from '../../random';
import { articleHtml, FAQ, KNOWLEDGE_BASE, type CategorySeed } from './content';

const READ = read('Demo');

/** Case-insensitive containment; an empty needle matches everything. */
const contains = (text: string, needle: string) => text.toLocaleLowerCase().includes(needle);

/** The FAQ narrowed to `q` (trimmed, any case): {} when nothing matches. */
export function searchFaq(q: string): FaqData {
  const needle = q.trim().toLocaleLowerCase();
  const answer: FaqData = {};
  for (const key of FAQ_GROUPS) {
    const group = FAQ[key];
    const qandA = group.qandA.filter(
      (item) => !needle || contains(item.question, needle) || contains(item.ans, needle),
    );
    if (qandA.length) answer[key] = { ...group, qandA };
  }
  return answer;
}

/** Ids follow the order of the content: sections and articles numbered from 1 across the whole base. */
function indexed() {
  let sectionId = 0;
  let articleId = 0;
  return KNOWLEDGE_BASE.map((category, index) => ({
    id: index + 1,
    seed: category,
    sections: category.sections.map((section) => ({
      id: (sectionId += 1),
      section,
      articles: section.articles.map((article) => ({ id: (articleId += 1), article })),
    })),
  }));
}
const INDEX = indexed();

const categoryBySlug = (slug: string | undefined) => INDEX.find((entry) => entry.seed.category === slug);
const linksOf = (entry: (typeof INDEX)[number]) =>
  entry.sections.flatMap(({ articles }) =>
    articles.map(({ id, article }): KnowledgeBaseQuestionLink => ({ id, question: article.title, slug: article.slug })),
  );

function matchesCategory(seed: CategorySeed, needle: string): boolean {
  if (!needle) return true;
  return (
    contains(seed.title, needle) ||
    contains(seed.desc, needle) ||
    seed.sections.some((section) => section.articles.some((article) => contains(article.title, needle)))
  );
}

export function faqRoutes(server: Server, ctx: MockContext, now: () => Date): void {
  const route = guardedRoutes(server, ctx, READ);
  route.get('/faq/data', (request) => ok<FaqData>(searchFaq(queryString(request, 'q') ?? '')));

  route.get('/faq/data/knowledge_base', (request) => {
    const needle = (queryString(request, 'q') ?? '').trim().toLocaleLowerCase();
    const cards = INDEX.filter((entry) => matchesCategory(entry.seed, needle)).map((entry): KnowledgeBaseCard => ({
      id: entry.id,
      category: entry.seed.category,
      title: entry.seed.title,
      icon: entry.seed.icon,
      desc: entry.seed.desc,
      questionCount: linksOf(entry).length,
    }));
    return ok<KnowledgeBaseCard[]>(cards);
  });

  route.get('/faq/data/category', (request) => {
    const entry = categoryBySlug(queryString(request, 'category'));
    if (!entry) return notFound();
    return ok<KnowledgeBaseCategory>({
      category: entry.seed.category,
      title: entry.seed.title,
      sections: entry.sections.map(({ id, section, articles }) => ({
        id,
        title: section.title,
        icon: section.icon,
        iconColor: section.iconColor,
        questions: articles.map(({ id: articleId, article }) => ({
          id: articleId,
          question: article.title,
          slug: article.slug,
        })),
      })),
    });
  });

  route.get('/faq/data/question', (request) => {
    const entry = categoryBySlug(queryString(request, 'category'));
    const slug = queryString(request, 'question');
    const found = entry?.sections.flatMap(({ articles }) => articles).find(({ article }) => article.slug === slug);
    if (!entry || !found) return notFound();
    const updated = addDays(now(), -found.article.updatedDaysAgo);
    return ok<KnowledgeBaseQuestion>({
      id: found.id,
      slug: found.article.slug,
      category: entry.seed.category,
      categoryTitle: entry.seed.title,
      title: found.article.title,
      lastUpdated: updated.toISOString(),
      // The other questions of the same category, at most five.
      relatedQuestions: linksOf(entry)
        .filter((link) => link.id !== found.id)
        .slice(0, 5),
      content: articleHtml(entry.seed, found.article),
    });
  });
}
