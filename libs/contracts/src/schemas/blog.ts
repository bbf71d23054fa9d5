// The blog's writes (docs/demo-api.md, Blog): saving a post, where every field given is checked and an absent one
// is kept, and a reader's comment. The post's id, the slug's uniqueness and the featured image (which may be the
// stored one) depend on what is stored: the server checks those.
import {
  BLOG_CATEGORIES,
  BLOG_COMMENT_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_SLUG_MAX,
  BLOG_SLUG_PATTERN,
  BLOG_STATUSES,
  BLOG_TITLE_MAX,
  type BlogCategory,
} from '../blog';
import { isWebAddress } from '../rules/formats';
import { choice, email, optionalText, ruleMessage, text, z } from '../rules/schema';
import { isBlank, unlessBlank } from './blank';

const isCategory = (value: unknown): value is BlogCategory =>
  typeof value === 'string' && (BLOG_CATEGORIES as readonly string[]).includes(value);

/** Categories: a list of known ones, repeats dropped; blank gives none. One message for the whole list. */
const categories = z.pipe(
  z.unknown().check(
    z.refine((value) => isBlank(value) || (Array.isArray(value) && value.every(isCategory)), {
      error: ruleMessage('choice'),
    }),
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
