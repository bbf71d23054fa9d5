// The FAQ and the knowledge base (docs/demo-api.md, FAQ; Knowledge base): every call needs a user allowed to read
// the Demo screens. Slugs are looked up in the server's lists: anything else is a 404.
import { z } from '../rules/schema';
import {
  faqDataSchema,
  faqQuery,
  knowledgeBaseCardSchema,
  knowledgeBaseCategoryQuery,
  knowledgeBaseCategorySchema,
  knowledgeBaseQuery,
  knowledgeBaseQuestionQuery,
  knowledgeBaseQuestionSchema,
} from '../schemas/faq';
import { read, type Endpoint } from './endpoint';

const READ = [read('Demo')];

export const FAQ_ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: '/faq/data',
    api: 'demo',
    summary: 'The FAQ’s groups with a question or an answer matching q, each narrowed to its matches',
    access: READ,
    query: faqQuery,
    responses: { 200: faqDataSchema },
  },
  {
    method: 'GET',
    path: '/faq/data/knowledge_base',
    api: 'demo',
    summary: 'The knowledge base’s categories matching q',
    access: READ,
    query: knowledgeBaseQuery,
    responses: { 200: z.array(knowledgeBaseCardSchema) },
  },
  {
    method: 'GET',
    path: '/faq/data/category',
    api: 'demo',
    summary: 'A category of the knowledge base: its sections and their questions',
    access: READ,
    query: knowledgeBaseCategoryQuery,
    responses: { 200: knowledgeBaseCategorySchema },
    notFound: true,
  },
  {
    method: 'GET',
    path: '/faq/data/question',
    api: 'demo',
    summary: 'An article of the knowledge base, with the category’s other questions',
    access: READ,
    query: knowledgeBaseQuestionQuery,
    responses: { 200: knowledgeBaseQuestionSchema },
    notFound: true,
  },
];
