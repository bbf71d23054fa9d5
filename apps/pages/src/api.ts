// The pages remote's server data: its endpoints on the page's one API slice (docs/architecture.md, "Server data").
// The help centre (FAQ, knowledge base), pricing and the launch moment are plain reads of the demo API
// (docs/demo-api.md).
import type {
  ComingSoonData,
  FaqData,
  KnowledgeBaseCard,
  KnowledgeBaseCategory,
  KnowledgeBaseQuestion,
  PricingData,
} from '@live-agent/contracts';
import { api } from '@live-agent/store/api';

export const pagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    faq: build.query<FaqData, { q: string }>({ query: (params) => ({ url: '/faq/data', params }) }),
    knowledgeBase: build.query<KnowledgeBaseCard[], { q: string }>({
      query: (params) => ({ url: '/faq/data/knowledge_base', params }),
    }),
    knowledgeBaseCategory: build.query<KnowledgeBaseCategory, { category: string }>({
      query: (params) => ({ url: '/faq/data/category', params }),
    }),
    knowledgeBaseQuestion: build.query<KnowledgeBaseQuestion, { category: string; question: string }>({
      query: (params) => ({ url: '/faq/data/question', params }),
    }),
    pricing: build.query<PricingData, void>({ query: () => '/pricing/data' }),
    comingSoon: build.query<ComingSoonData, void>({ query: () => '/misc/coming-soon' }),
  }),
});

export const {
  useFaqQuery,
  useKnowledgeBaseQuery,
  useKnowledgeBaseCategoryQuery,
  useKnowledgeBaseQuestionQuery,
  usePricingQuery,
  useComingSoonQuery,
} = pagesApi;
