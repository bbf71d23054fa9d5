// The knowledge base's paths: the topics, a topic, a question (their data: src/api.ts).
export const KNOWLEDGE_BASE_PATH = '/pages/knowledge-base';
export const categoryPath = (category: string) => `${KNOWLEDGE_BASE_PATH}/${encodeURIComponent(category)}`;
export const questionPath = (category: string, question: string) =>
  `${categoryPath(category)}/${encodeURIComponent(question)}`;
