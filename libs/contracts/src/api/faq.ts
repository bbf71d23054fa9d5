// The FAQ and the knowledge base (docs/demo-api.md, FAQ; Knowledge base): every call needs a user allowed to read
// the Demo screens. Slugs are looked up in the server's lists: anything else is a 404.
import { z } from '../rules/schema';
import * as schemas from '../schemas/faq';
import { endpointsOn, read, type Endpoint } from './endpoint';

const READ = [read('Demo')];

const { get } = endpointsOn('demo', READ);

export const FAQ_ENDPOINTS: Endpoint[] = [
  get('/faq/data', 'The FAQ’s groups with a question or an answer matching q, each narrowed to its matches', {
    query: schemas.faqQuery,
    responses: { 200: schemas.faqDataSchema },
  }),
  get('/faq/data/knowledge_base', 'The knowledge base’s categories matching q', {
    query: schemas.knowledgeBaseQuery,
    responses: { 200: z.array(schemas.knowledgeBaseCardSchema) },
  }),
  get('/faq/data/category', 'A category of the knowledge base: its sections and their questions', {
    query: schemas.knowledgeBaseCategoryQuery,
    responses: { 200: schemas.knowledgeBaseCategorySchema },
    notFound: true,
  }),
  get('/faq/data/question', 'An article of the knowledge base, with the category’s other questions', {
    query: schemas.knowledgeBaseQuestionQuery,
    responses: { 200: schemas.knowledgeBaseQuestionSchema },
    notFound: true,
  }),
];
