import { Model, type Server } from 'miragejs';
import type { MockDomain } from '../../types';
import { blogRoutes } from './routes';
import { buildBlog } from './seeds';

// The clock each server was seeded with: a new comment is dated by it, so a test that pins `now` sees it last.
const clocks = new WeakMap<Server, Date>();

/** The demo blog (docs/demo-api.md, Blog): twelve posts with comments, dated from the server's clock. */
export const blogDomain: MockDomain = {
  name: 'blog',
  kind: 'demo',
  models: { blogPost: Model, blogComment: Model },
  seed: (server, { now }) => {
    clocks.set(server, now);
    const { posts, comments } = buildBlog(now);
    server.db.blogPosts.insert(posts);
    server.db.blogComments.insert(comments);
  },
  routes: (server, ctx) => blogRoutes(server, ctx, () => clocks.get(server) ?? new Date()),
};
