import { Model } from 'miragejs';
import { onSeedClock } from '../../kit/seed-clock';
import { blogRoutes } from './routes';
import { buildBlog } from './seeds';

/**
 * The demo blog (docs/demo-api.md, Blog): twelve posts with comments, dated from the server's clock. On the seed's
 * clock: a new comment is dated by it, so a test that pins `now` sees it last.
 */
export const blogDomain = onSeedClock({
  name: 'blog',
  kind: 'demo',
  models: { blogPost: Model, blogComment: Model },
  seed: (server, { now }) => {
    const { posts, comments } = buildBlog(now);
    server.db.blogPosts.insert(posts);
    server.db.blogComments.insert(comments);
  },
  routes: blogRoutes,
});
