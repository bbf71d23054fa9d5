// The demo blog (docs/demo-api.md, Blog). Decisions:
// - Reads and comments need `read` on Demo; saving a post needs `manage` on Demo (only the admin), so a
//   signed-out call is a 401 and anyone else a 403 (kit/guard.ts).
// - The list is newest first; `q` searches title and excerpt case-insensitively, `tag` is exact (an unknown
//   tag matches nothing), paging answers the filtered total. Beyond the original theme.
// - An unknown or malformed id is a 404 on every route.
// - A save is all or nothing: the 422 names every broken field. The slug must be well-formed and unused by
//   another post; the featured image is '' or the stored one (seeded pictures round-trip), or a JPG, PNG or
//   GIF data URL of at most 800 KB (SVG uploads are refused: they can carry script).
// - Post content is HTML stored as is: the client sanitises it (docs/architecture.md, Conventions).
import {
  BLOG_CATEGORIES,
  BLOG_IMAGE_MAX_BYTES,
  BLOG_PER_PAGE,
  blogCommentSchema,
  checkAgainst,
  blogEditSchema,
  type BlogComment,
  type BlogCommentResponse,
  type BlogDetail,
  type BlogEditData,
  type BlogListItem,
  type BlogListResponse,
  type BlogSidebar,
} from '@live-agent/contracts';
import type { Server } from 'miragejs';
import { guardedRoutes, manage, read } from '../../kit/guard';
import { pageParams } from '../../kit/listing';
import { asObject, queryString, readJsonBody } from '../../kit/request';
import { created, notFound, ok } from '../../kit/responses';
import { ResourceStore } from '../../kit/store';
import { Check, isBlank } from '../../kit/validation';
import type { MockContext } from '../../types';
import { dataUrlBytes } from '../users/rules';
import { BLOG_MESSAGES, type BlogMessages } from './messages';
import { avatarOf, type StoredComment, type StoredPost } from './seeds';

const READ = read('Demo');
const MANAGE = manage('Demo');
const IMAGE = /^data:image\/(jpeg|png|gif);base64,[A-Za-z0-9+/=]+$/;

type Collections = 'blogPosts' | 'blogComments';

class BlogCheck extends Check<BlogMessages, ResourceStore<Collections>> {
  image(field: string, value: unknown, stored: string): string {
    if (isBlank(value)) return '';
    if (value === stored) return stored;
    if (typeof value !== 'string' || !IMAGE.test(value) || dataUrlBytes(value) > BLOG_IMAGE_MAX_BYTES) {
      this.add(field, this.m.image);
      return stored;
    }
    return value;
  }
}

export function blogRoutes(server: Server, ctx: MockContext, clock: () => Date): void {
  const store = new ResourceStore<Collections>(server);
  const posts = () =>
    store.all<StoredPost>('blogPosts').sort((a, b) => b.posted.localeCompare(a.posted) || a.id - b.id);
  const commentsOf = (postId: number) =>
    store
      .all<StoredComment>('blogComments')
      .filter((comment) => comment.postId === postId)
      .sort((a, b) => a.commentedAt.localeCompare(b.commentedAt) || a.id - b.id);
  const findPost = (id: unknown) => store.find<StoredPost>('blogPosts', id);

  const listItem = (post: StoredPost): BlogListItem => ({
    id: post.id,
    img: post.featuredImage,
    title: post.title,
    slug: post.slug,
    avatar: avatarOf(post.authorName),
    userFullName: post.authorName,
    blogPosted: post.posted,
    tags: post.tags,
    excerpt: post.excerpt,
    comment: commentsOf(post.id).length,
  });

  const editData = (post: StoredPost): BlogEditData => ({
    id: post.id,
    avatar: avatarOf(post.authorName),
    userFullName: post.authorName,
    createdTime: post.posted,
    blogTitle: post.title,
    blogCategories: post.tags,
    slug: post.slug,
    status: post.status,
    excerpt: post.excerpt,
    featuredImage: post.featuredImage,
  });

  const present = (comment: StoredComment): BlogComment => ({
    id: comment.id,
    avatar: avatarOf(comment.userFullName),
    userFullName: comment.userFullName,
    commentedAt: comment.commentedAt,
    commentText: comment.commentText,
    website: comment.website,
  });

  const route = guardedRoutes(server, ctx, READ);
  route.get('/blog/list/data', (request) => {
    const q = (queryString(request, 'q') ?? '').trim().toLowerCase();
    const tag = queryString(request, 'tag')?.trim() || undefined;
    const rows = posts().filter(
      (post) =>
        (!q || post.title.toLowerCase().includes(q) || post.excerpt.toLowerCase().includes(q)) &&
        (!tag || (post.tags as string[]).includes(tag)),
    );
    const { page, perPage } = pageParams(request, { perPage: BLOG_PER_PAGE, maxPerPage: 100 });
    return ok<BlogListResponse>({
      posts: rows.slice((page - 1) * perPage, page * perPage).map(listItem),
      total: rows.length,
    });
  });

  route.get('/blog/list/data/sidebar', () => {
    const all = posts();
    return ok<BlogSidebar>({
      recentPosts: all
        .slice(0, 4)
        .map((post) => ({ id: post.id, img: post.featuredImage, title: post.title, createdTime: post.posted })),
      categories: BLOG_CATEGORIES.map((category) => ({
        category,
        count: all.filter((post) => post.tags.includes(category)).length,
      })),
    });
  });

  route.get('/blog/list/data/detail', (request) => {
    const post = findPost(queryString(request, 'id'));
    if (!post) return notFound();
    const comments = commentsOf(post.id);
    return ok<BlogDetail>({
      blog: {
        id: post.id,
        img: post.featuredImage,
        title: post.title,
        avatar: avatarOf(post.authorName),
        userFullName: post.authorName,
        createdTime: post.posted,
        tags: post.tags,
        content: post.content,
        comments: comments.length,
      },
      comments: comments.map(present),
    });
  });

  route.get('/blog/list/data/edit', (request) => {
    const post = findPost(queryString(request, 'id'));
    return post ? ok<BlogEditData>(editData(post)) : notFound();
  });

  route.post(
    '/blog/list/data/edit',
    (request) => {
      const input = asObject(readJsonBody(request));
      const post = findPost(input.id);
      if (!post) return notFound();
      const check = new BlogCheck(BLOG_MESSAGES.for(request), store);
      // The fields given, by the post's schema (contracts); a well-formed slug must also be unused by another post.
      const given = check.parse(blogEditSchema, input) ?? {};
      const slug = checkAgainst(blogEditSchema.shape.slug, input.slug);
      if (
        slug.ok &&
        slug.value !== undefined &&
        posts().some((other) => other.id !== post.id && other.slug === slug.value)
      )
        check.add('slug', check.m.slugTaken);
      const next: StoredPost = {
        ...post,
        title: given.blogTitle ?? post.title,
        slug: given.slug ?? post.slug,
        tags: given.blogCategories ?? post.tags,
        status: given.status ?? post.status,
        excerpt: given.excerpt ?? post.excerpt,
      };
      if ('featuredImage' in input)
        next.featuredImage = check.image('featuredImage', input.featuredImage, post.featuredImage);
      if (check.failed) return check.response();
      const { id, ...fields } = next;
      return ok<BlogEditData>(editData(store.update<StoredPost>('blogPosts', id, fields)));
    },
    MANAGE,
  );

  route.post('/blog/list/data/comment', (request) => {
    const input = asObject(readJsonBody(request));
    const post = findPost(input.postId);
    if (!post) return notFound();
    const check = new BlogCheck(BLOG_MESSAGES.for(request), store);
    const fields = check.parse(blogCommentSchema, input);
    if (!fields) return check.response();
    const comment = store.insert<StoredComment>('blogComments', {
      postId: post.id,
      userFullName: fields.name,
      email: fields.email,
      website: fields.website,
      commentText: fields.comment,
      commentedAt: clock().toISOString(),
    });
    return created<BlogCommentResponse>({ comment: present(comment), comments: commentsOf(post.id).length });
  });
}
