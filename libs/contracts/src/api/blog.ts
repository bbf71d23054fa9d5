// The demo blog (docs/demo-api.md, Blog): reads and comments need a user allowed to read the Demo screens, saving
// a post one allowed to manage them.
import * as schemas from '../schemas/blog';
import { endpointsOn, manage, read, type Endpoint } from './endpoint';

const READ = [read('Demo')];
const WRITE = [manage('Demo')];

const { get, post } = endpointsOn('demo', READ);

export const BLOG_ENDPOINTS: Endpoint[] = [
  get('/blog/list/data', 'A page of the posts q and tag match, newest first', {
    query: schemas.blogListQuery,
    responses: { 200: schemas.blogListResponseSchema },
  }),
  get('/blog/list/data/sidebar', 'The list’s sidebar: the four newest posts and the posts per category', {
    responses: { 200: schemas.blogSidebarSchema },
  }),
  get('/blog/list/data/detail', 'One post with its comments, oldest first', {
    query: schemas.blogPostQuery,
    responses: { 200: schemas.blogDetailSchema },
    notFound: true,
  }),
  get('/blog/list/data/edit', 'One post as its edit form shows it', {
    query: schemas.blogPostQuery,
    responses: { 200: schemas.blogEditDataSchema },
    notFound: true,
  }),
  post(
    '/blog/list/data/edit',
    'Saves the given fields of a post, all or nothing (422 names every broken field), and answers the post',
    {
      access: WRITE,
      body: schemas.blogEditRequestSchema,
      responses: { 200: schemas.blogEditDataSchema },
      notFound: true,
    },
  ),
  post('/blog/list/data/comment', 'Adds a reader’s comment to a post, dated by the server’s clock', {
    body: schemas.blogCommentRequestSchema,
    responses: { 201: schemas.blogCommentResponseSchema },
    notFound: true,
  }),
];
