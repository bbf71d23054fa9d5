// Product API of the live-agent back office (docs/demo-api.md, live-agent resources), relative to `${productApiBase}/api/v1`.
// The extras are registered first: '/agents/bulk' and the like must never reach a '/:id' route.
import type { Server } from 'miragejs';
import type { MockContext } from '../../types';
import { registerExtras } from './extras';
import { registerResource } from './resource';
import { categoriesResource, commentsResource, templatesResource } from './resources/content';
import { adminsResource, agentsResource } from './resources/people';
import { departmentsResource, queuesResource, shiftsResource, workingTimesResource } from './resources/structure';

export function liveAgentRoutes(server: Server, ctx: MockContext): void {
  registerExtras(server, ctx);
  registerResource(server, ctx, adminsResource);
  registerResource(server, ctx, agentsResource);
  registerResource(server, ctx, departmentsResource);
  registerResource(server, ctx, queuesResource);
  registerResource(server, ctx, shiftsResource);
  registerResource(server, ctx, workingTimesResource);
  registerResource(server, ctx, templatesResource);
  registerResource(server, ctx, categoriesResource);
  registerResource(server, ctx, commentsResource);
}
