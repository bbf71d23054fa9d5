// The demo blog (docs/demo-api.md, Blog): the list with its sidebar, one post with its comments, and the edit
// form of a post. Dates are ISO instants; post content is HTML that the client sanitises before showing.
import type { z } from 'zod/mini';
import type { blogCommentSchema } from './schemas/blog';

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
/** Lowercase words of letters and digits joined by single dashes. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One card of GET /blog/list/data. */
export interface BlogListItem {
  id: number;
  img: string;
  title: string;
  slug: string;
  avatar: string;
  userFullName: string;
  /** ISO instant. */
  blogPosted: string;
  tags: BlogCategory[];
  excerpt: string;
  /** How many comments the post has. */
  comment: number;
}

/** GET /blog/list/data (beyond the original theme: q, tag, paging). */
export interface BlogListQuery {
  /** Searches the title and the excerpt. */
  q?: string;
  tag?: BlogCategory;
  page?: number;
  /** Default BLOG_PER_PAGE. */
  perPage?: number;
}

export interface BlogListResponse {
  posts: BlogListItem[];
  /** How many match q and tag (before paging). */
  total: number;
}

/** GET /blog/list/data/sidebar. */
export interface BlogSidebar {
  recentPosts: Array<{ id: number; img: string; title: string; createdTime: string }>;
  categories: Array<{ category: BlogCategory; count: number }>;
}

export interface BlogComment {
  id: number;
  avatar: string;
  userFullName: string;
  /** ISO instant. */
  commentedAt: string;
  commentText: string;
  website: string;
}

/** GET /blog/list/data/detail?id= */
export interface BlogDetail {
  blog: {
    id: number;
    img: string;
    title: string;
    avatar: string;
    userFullName: string;
    createdTime: string;
    tags: BlogCategory[];
    /** HTML from data: show it only through the sanitiser. */
    content: string;
    comments: number;
  };
  comments: BlogComment[];
}

/** GET /blog/list/data/edit?id= and what a save answers. */
export interface BlogEditData {
  id: number;
  avatar: string;
  userFullName: string;
  createdTime: string;
  blogTitle: string;
  blogCategories: BlogCategory[];
  slug: string;
  status: BlogStatus;
  excerpt: string;
  /** An image URL, or a data URL (JPG, PNG or GIF), or ''. */
  featuredImage: string;
}

/** POST /blog/list/data/edit (beyond the original theme): every field given is checked; a 422 names them. */
export type BlogEditInput = Pick<BlogEditData, 'id'> &
  Partial<Pick<BlogEditData, 'blogTitle' | 'blogCategories' | 'slug' | 'status' | 'excerpt' | 'featuredImage'>>;

/** POST /blog/list/data/comment (beyond the original theme): the post's id, name, e-mail, website and comment. */
export type BlogCommentInput = { postId: number } & z.input<typeof blogCommentSchema>;

export interface BlogCommentResponse {
  comment: BlogComment;
  /** The post's comment count after this one. */
  comments: number;
}
