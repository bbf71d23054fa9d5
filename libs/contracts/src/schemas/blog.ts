// The demo blog (docs/demo-api.md, Blog): what the server answers (strict objects, so a field the contract does not
// name fails a test), and its writes: saving a post, where every field given is checked and an absent one is kept,
// and a reader's comment. The post's id, the slug's uniqueness and the featured image (which may be the stored one)
// depend on what is stored: the server checks those. Dates are ISO instants.
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
} from '../blog';
import { isWebAddress } from '../rules/formats';
import { choice, email, optionalText, ruleMessage, text, z } from '../rules/schema';
import { isBlank, unlessBlank } from './blank';

const about = (description: string) => z.describe(description);

const isCategory = (value: unknown): value is BlogCategory =>
  typeof value === 'string' && (BLOG_CATEGORIES as readonly string[]).includes(value);

/** Categories: a list of known ones, repeats dropped; blank gives none. One message for the whole list. */
const categories = z.pipe(
  // Any value is checked; what a client is meant to send is a list of categories, or blank (the type says so).
  z.custom<unknown, readonly BlogCategory[] | null | ''>().check(
    z.refine((value) => isBlank(value) || (Array.isArray(value) && value.every(isCategory)), {
      error: ruleMessage('choice'),
    }),
    z.describe('Categories; repeats are dropped, blank gives none.'),
  ),
  z.transform((value) => (isBlank(value) ? [] : [...new Set(value as BlogCategory[])])),
);

export const blogTitleSchema = text({ max: BLOG_TITLE_MAX });
export const blogSlugSchema = text({
  max: BLOG_SLUG_MAX,
  format: { test: (value) => BLOG_SLUG_PATTERN.test(value), key: 'slug' },
});
export const blogExcerptSchema = optionalText({ max: BLOG_EXCERPT_MAX });

/** POST /blog/list/data/edit without its id and featured image: each field only when given. */
export const blogEditSchema = z.object({
  blogTitle: z.optional(blogTitleSchema),
  slug: z.optional(blogSlugSchema),
  blogCategories: z.optional(categories),
  // A blank status keeps the stored one.
  status: unlessBlank(choice(BLOG_STATUSES)),
  excerpt: z.optional(blogExcerptSchema),
});

/** POST /blog/list/data/comment without the post's id. */
export const blogCommentSchema = z.object({
  name: text({ max: 80 }),
  email: email(),
  website: optionalText({ max: 300, format: { test: isWebAddress, key: 'url' } }),
  comment: text({ max: BLOG_COMMENT_MAX }),
});

/** POST /blog/list/data/edit: the post's id, and the fields to change (each checked, an absent one kept). */
export const blogEditRequestSchema = z.extend(blogEditSchema, {
  id: z.int(),
  featuredImage: z.optional(
    z
      .string()
      .check(
        about(
          `'' for none, the stored image as read, or a JPG, PNG or GIF data URL of at most ${BLOG_IMAGE_MAX_BYTES / 1024} KB.`,
        ),
      ),
  ),
});

/** POST /blog/list/data/comment. */
export const blogCommentRequestSchema = z.extend(blogCommentSchema, { postId: z.int() });

/** The query of GET /blog/list/data (beyond the original theme). Not named `…Schema`: its fields are parameters. */
export const blogListQuery = z.object({
  q: z.optional(z.string().check(about('Case-insensitive, over the title and the excerpt.'))),
  tag: z.optional(z.enum(BLOG_CATEGORIES).check(about('Exact; an unknown category matches nothing.'))),
  page: z.optional(z.int().check(z.gte(1), about('1-based (default 1).'))),
  perPage: z.optional(z.int().check(z.gte(1), z.lte(100), about(`Default ${BLOG_PER_PAGE}, at most 100.`))),
});

/** The query of GET /blog/list/data/detail and /edit. */
export const blogPostQuery = z.object({ id: z.int() });

const category = () => z.enum(BLOG_CATEGORIES);
const instant = () => z.string().check(about('ISO instant.'));
const image = () => z.string().check(about("An image URL (a data: URL in the demo), or '' for none."));

/** One card of GET /blog/list/data. */
export const blogListItemSchema = z.strictObject({
  id: z.int(),
  img: image(),
  title: z.string(),
  slug: z.string(),
  avatar: z.string().check(about('The author’s avatar URL.')),
  userFullName: z.string(),
  blogPosted: instant(),
  tags: z.array(category()),
  excerpt: z.string(),
  comment: z.int().check(about('How many comments the post has.')),
});

/** GET /blog/list/data: newest first. */
export const blogListResponseSchema = z.strictObject({
  posts: z.array(blogListItemSchema),
  total: z.int().check(about('How many posts match q and tag, before paging.')),
});

/** GET /blog/list/data/sidebar. */
export const blogSidebarSchema = z.strictObject({
  recentPosts: z
    .array(z.strictObject({ id: z.int(), img: image(), title: z.string(), createdTime: instant() }))
    .check(about('The four newest posts.')),
  categories: z.array(z.strictObject({ category: category(), count: z.int() })),
});

/** A comment as a post shows it. */
export const blogPostCommentSchema = z.strictObject({
  id: z.int(),
  avatar: z.string(),
  userFullName: z.string(),
  commentedAt: instant(),
  commentText: z.string(),
  website: z.string().check(about("An http(s) address, or ''.")),
});

/** GET /blog/list/data/detail?id=: the post and its comments, oldest first. */
export const blogDetailSchema = z.strictObject({
  blog: z.strictObject({
    id: z.int(),
    img: image(),
    title: z.string(),
    avatar: z.string(),
    userFullName: z.string(),
    createdTime: instant(),
    tags: z.array(category()),
    content: z.string().check(about('HTML from data: show it only through the sanitiser.')),
    comments: z.int().check(about('How many comments the post has.')),
  }),
  comments: z.array(blogPostCommentSchema),
});

/** GET /blog/list/data/edit?id= and what a save answers. */
export const blogEditDataSchema = z.strictObject({
  id: z.int(),
  avatar: z.string(),
  userFullName: z.string(),
  createdTime: instant(),
  blogTitle: z.string(),
  blogCategories: z.array(category()),
  slug: z.string(),
  status: z.enum(BLOG_STATUSES),
  excerpt: z.string(),
  featuredImage: z.string().check(about("An image URL, a JPG, PNG or GIF data URL, or ''.")),
});

/** POST /blog/list/data/comment: the new comment and the post's comment count after it. */
export const blogCommentResponseSchema = z.strictObject({
  comment: blogPostCommentSchema,
  comments: z.int(),
});
