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
  BLOG_COMMENT_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_IMAGE_MAX_BYTES,
  BLOG_PER_PAGE,
  BLOG_SLUG_MAX,
  BLOG_SLUG_PATTERN,
  BLOG_STATUSES,
  BLOG_TITLE_MAX,
  type BlogCategory,
  type BlogComment,
  type BlogCommentResponse,
  type BlogDetail,
  type BlogEditData,
  type BlogListItem,
  type BlogListResponse,
  type BlogSidebar,
} from '@live-agent/contracts';
import type { Server } from 'miragejs';
import { authed, manage, read } from '../../kit/guard';
import { pageParams } from '../../kit/listing';
import { asObject, queryString, readJsonBody } from '../../kit/request';
import { created, notFound, ok } from '../../kit/responses';
import { ResourceStore } from '../../kit/store';
import { Check, isBlank } from '../../kit/validation';
import type { MockContext } from '../../types';
import { dataUrlBytes, isWebAddress } from '../users/rules';
import { BLOG_MESSAGES, type BlogMessages } from './messages';
import { avatarOf, type StoredComment, type StoredPost } from './seeds';

const READ = read('Demo');
const MANAGE = manage('Demo');
const IMAGE = /^data:image\/(jpeg|png|gif);base64,[A-Za-z0-9+/=]+$/;

type Collections = 'blogPosts' | 'blogComments';

class BlogCheck extends Check<BlogMessages, ResourceStore<Collections>> {
  slug(field: string, value: unknown): string {
    const slug = this.text(field, value, { required: true, max: BLOG_SLUG_MAX });
    if (slug && !this.has(field) && !BLOG_SLUG_PATTERN.test(slug)) this.add(field, this.m.slug);
    return slug;
  }

  categories(field: string, value: unknown): BlogCategory[] {
    if (isBlank(value)) return [];
    if (!Array.isArray(value)) {
      this.add(field, this.m.choice);
      return [];
    }
    const picked: BlogCategory[] = [];
    for (const item of value) {
      if (typeof item === 'string' && (BLOG_CATEGORIES as readonly string[]).includes(item)) {
        if (!picked.includes(item as BlogCategory)) picked.push(item as BlogCategory);
      } else this.add(field, this.m.choice);
    }
    return picked;
  }

  image(field: string, value: unknown, stored: string): string {
    if (isBlank(value)) return '';
    if (value === stored) return stored;
    if (typeof value !== 'string' || !IMAGE.test(value) || dataUrlBytes(value) > BLOG_IMAGE_MAX_BYTES) {
      this.add(field, this.m.image);
      return stored;
    }
    return value;
  }

  website(field: string, value: unknown): string {
    const text = this.text(field, value, { max: 300 });
    if (text && !isWebAddress(text)) this.add(field, this.m.url);
    return text;
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

  server.get(
    '/blog/list/data',
    authed(
      ctx,
      (request) => {
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
      },
      READ,
    ),
  );

  server.get(
    '/blog/list/data/sidebar',
    authed(
      ctx,
      () => {
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
      },
      READ,
    ),
  );

  server.get(
    '/blog/list/data/detail',
    authed(
      ctx,
      (request) => {
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
      },
      READ,
    ),
  );

  server.get(
    '/blog/list/data/edit',
    authed(
      ctx,
      (request) => {
        const post = findPost(queryString(request, 'id'));
        return post ? ok<BlogEditData>(editData(post)) : notFound();
      },
      READ,
    ),
  );

  server.post(
    '/blog/list/data/edit',
    authed(
      ctx,
      (request) => {
        const input = asObject(readJsonBody(request));
        const post = findPost(input.id);
        if (!post) return notFound();
        const check = new BlogCheck(BLOG_MESSAGES.for(request), store);
        const given = (field: string) => field in input;
        const next: StoredPost = { ...post };
        if (given('blogTitle'))
          next.title = check.text('blogTitle', input.blogTitle, { required: true, max: BLOG_TITLE_MAX });
        if (given('slug')) {
          next.slug = check.slug('slug', input.slug);
          if (!check.has('slug') && posts().some((other) => other.id !== post.id && other.slug === next.slug))
            check.add('slug', check.m.slugTaken);
        }
        if (given('blogCategories')) next.tags = check.categories('blogCategories', input.blogCategories);
        if (given('status')) next.status = check.choice('status', input.status, BLOG_STATUSES, post.status);
        if (given('excerpt')) next.excerpt = check.text('excerpt', input.excerpt, { max: BLOG_EXCERPT_MAX });
        if (given('featuredImage'))
          next.featuredImage = check.image('featuredImage', input.featuredImage, post.featuredImage);
        if (check.failed) return check.response();
        const { id, ...fields } = next;
        return ok<BlogEditData>(editData(store.update<StoredPost>('blogPosts', id, fields)));
      },
      MANAGE,
    ),
  );

  server.post(
    '/blog/list/data/comment',
    authed(
      ctx,
      (request) => {
        const input = asObject(readJsonBody(request));
        const post = findPost(input.postId);
        if (!post) return notFound();
        const check = new BlogCheck(BLOG_MESSAGES.for(request), store);
        const userFullName = check.text('name', input.name, { required: true, max: 80 });
        const email = check.email('email', input.email);
        const website = check.website('website', input.website);
        const commentText = check.text('comment', input.comment, { required: true, max: BLOG_COMMENT_MAX });
        if (check.failed) return check.response();
        const comment = store.insert<StoredComment>('blogComments', {
          postId: post.id,
          userFullName,
          email,
          website,
          commentText,
          commentedAt: clock().toISOString(),
        });
        return created<BlogCommentResponse>({ comment: present(comment), comments: commentsOf(post.id).length });
      },
      READ,
    ),
  );
}
