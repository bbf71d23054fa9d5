// The demo blog (docs/demo-api.md, Blog): the list with its sidebar, one post with its comments, and the edit
// form of a post. Dates are ISO instants; post content is HTML that the client sanitises before showing.
import type { z } from 'zod/mini';
import { SLUG_WORD } from './text';
import type * as schemas from './schemas/blog';

export const BLOG_CATEGORIES = ['fashion', 'food', 'gaming', 'quote', 'video'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const BLOG_STATUSES = ['published', 'pending', 'draft'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** Cards per page of the list by default. */
export const BLOG_PER_PAGE = 6;
export const BLOG_TITLE_MAX = 120;
export const BLOG_SLUG_MAX = 120;
export const BLOG_EXCERPT_MAX = 500;
export const BLOG_COMMENT_MAX = 1000;
/** Featured images: JPG, PNG or GIF data URLs of at most this many bytes. */
export const BLOG_IMAGE_MAX_BYTES = 800 * 1024;
/** Lowercase words of letters (of any script) and digits joined by single dashes: what `slugOf` gives. */
export const BLOG_SLUG_PATTERN = new RegExp(`^${SLUG_WORD}(?:-${SLUG_WORD})*$`, 'u');

/** One card of GET /blog/list/data. */
export type BlogListItem = z.output<typeof schemas.blogListItemSchema>;
/** GET /blog/list/data (beyond the original theme: q, tag, paging). */
export type BlogListQuery = z.input<typeof schemas.blogListQuery>;
export type BlogListResponse = z.output<typeof schemas.blogListResponseSchema>;
/** GET /blog/list/data/sidebar. */
export type BlogSidebar = z.output<typeof schemas.blogSidebarSchema>;
export type BlogComment = z.output<typeof schemas.blogPostCommentSchema>;
/** GET /blog/list/data/detail?id=; the post's `content` is HTML from data: show it only through the sanitiser. */
export type BlogDetail = z.output<typeof schemas.blogDetailSchema>;
/** GET /blog/list/data/edit?id= and what a save answers. */
export type BlogEditData = z.output<typeof schemas.blogEditDataSchema>;
/** POST /blog/list/data/edit (beyond the original theme): every field given is checked; a 422 names them. */
export type BlogEditInput = z.input<typeof schemas.blogEditRequestSchema>;
/** POST /blog/list/data/comment (beyond the original theme): the post's id, name, e-mail, website and comment. */
export type BlogCommentInput = z.input<typeof schemas.blogCommentRequestSchema>;
export type BlogCommentResponse = z.output<typeof schemas.blogCommentResponseSchema>;
