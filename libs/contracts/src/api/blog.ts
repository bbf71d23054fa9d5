// The demo blog (docs/demo-api.md, Blog): reads and comments need a user allowed to read the Demo screens, saving
// a post one allowed to manage them.
import {
  blogCommentRequestSchema,
  blogCommentResponseSchema,
  blogDetailSchema,
  blogEditDataSchema,
  blogEditRequestSchema,
  blogListQuery,
  blogListResponseSchema,
  blogPostQuery,
  blogSidebarSchema,
} from '../schemas/blog';
import { manage, read, type Endpoint } from './endpoint';

const READ = [read('Demo')];
const WRITE = [manage('Demo')];

export const BLOG_ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: '/blog/list/data',
    api: 'demo',
    summary: 'A page of the posts q and tag match, newest first',
    access: READ,
    query: blogListQuery,
    responses: { 200: blogListResponseSchema },
  },
  {
    method: 'GET',
    path: '/blog/list/data/sidebar',
    api: 'demo',
    summary: 'The list’s sidebar: the four newest posts and the posts per category',
    access: READ,
    responses: { 200: blogSidebarSchema },
  },
  {
    method: 'GET',
    path: '/blog/list/data/detail',
    api: 'demo',
    summary: 'One post with its comments, oldest first',
    access: READ,
    query: blogPostQuery,
    responses: { 200: blogDetailSchema },
    notFound: true,
  },
  {
    method: 'GET',
    path: '/blog/list/data/edit',
    api: 'demo',
    summary: 'One post as its edit form shows it',
    access: READ,
    query: blogPostQuery,
    responses: { 200: blogEditDataSchema },
    notFound: true,
  },
  {
    method: 'POST',
    path: '/blog/list/data/edit',
    api: 'demo',
    summary: 'Saves the given fields of a post, all or nothing (422 names every broken field), and answers the post',
    access: WRITE,
    body: blogEditRequestSchema,
    responses: { 200: blogEditDataSchema },
    notFound: true,
  },
  {
    method: 'POST',
    path: '/blog/list/data/comment',
    api: 'demo',
    summary: 'Adds a reader’s comment to a post, dated by the server’s clock',
    access: READ,
    body: blogCommentRequestSchema,
    responses: { 201: blogCommentResponseSchema },
    notFound: true,
  },
];
