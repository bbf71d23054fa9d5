import { Model } from 'miragejs';
import type { MockDomain } from '../../types';
import { liveAgentRoutes } from './routes';
import { seedLiveAgent } from './seeds';

/**
 * The live-agent back office (docs/demo-api.md, live-agent resources): admins, agents, departments, queues, shifts, working times,
 * conversation templates, conversation categories and closing comments. The comment model is
 * `closingComment` (db.closingComments): a bare `comment` would clash with any demo domain's comments.
 */
export const liveAgentDomain: MockDomain = {
  name: 'live-agent',
  kind: 'product',
  models: {
    admin: Model,
    agent: Model,
    department: Model,
    queue: Model,
    shift: Model,
    workingTime: Model,
    conversationTemplate: Model,
    conversationCategory: Model,
    closingComment: Model,
  },
  seed: seedLiveAgent,
  routes: liveAgentRoutes,
};
