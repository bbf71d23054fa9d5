// The knowledge base's state areas (docs/demo-api.md, Knowledge base): the category cards for the search in the
// URL, one category's questions, and one question. Each keeps the query it answers, so going from one category
// to another shows a skeleton rather than the previous category's questions.
import type { KnowledgeBaseCard, KnowledgeBaseCategory, KnowledgeBaseQuestion } from '@live-agent/contracts';
import { demoQueryFeature } from '../../shared/demoQuery';

export const knowledgeBaseFeature = demoQueryFeature<KnowledgeBaseCard[]>('knowledgeBase', '/faq/data/knowledge_base');
export const knowledgeBaseCategoryFeature = demoQueryFeature<KnowledgeBaseCategory>(
  'knowledgeBaseCategory',
  '/faq/data/category',
);
export const knowledgeBaseQuestionFeature = demoQueryFeature<KnowledgeBaseQuestion>(
  'knowledgeBaseQuestion',
  '/faq/data/question',
);

export const KNOWLEDGE_BASE_PATH = '/pages/knowledge-base';
export const categoryPath = (category: string) => `${KNOWLEDGE_BASE_PATH}/${encodeURIComponent(category)}`;
export const questionPath = (category: string, question: string) =>
  `${categoryPath(category)}/${encodeURIComponent(question)}`;
