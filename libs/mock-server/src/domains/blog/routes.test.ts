import type { AxiosInstance } from 'axios';
import { BLOG_CATEGORIES, type BlogListResponse } from '@live-agent/contracts';
import { serverPerTest } from '../../testing/server-per-test';
import { api, ids, listReader } from '../../testing';
import { BLOG_MESSAGES } from './messages';
import { buildBlog } from './seeds';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const SEED = buildBlog(NOW);
const M = BLOG_MESSAGES.en;
const NEWEST_FIRST = [...SEED.posts].sort((a, b) => b.posted.localeCompare(a.posted));

const mock = serverPerTest(NOW);
const admin = mock.as('admin');
const client = mock.as('client');
const agent = mock.as('agent');

const list = listReader<BlogListResponse>(admin, '/blog/list/data');

const png = (bytes: number) => `data:image/png;base64,${'A'.repeat(Math.ceil((bytes * 4) / 3))}`;

describe('blog seed', () => {
  it('has twelve dated posts before the clock, unique slugs, one with hostile markup, the same on every start', () => {
    expect(SEED.posts).toHaveLength(12);
    expect(buildBlog(NOW)).toEqual(SEED);
    expect(new Set(SEED.posts.map((post) => post.slug)).size).toBe(12);
    for (const post of SEED.posts) expect(post.posted < NOW.toISOString()).toBe(true);
    expect(SEED.posts.some((post) => post.content.includes('<script>') && post.content.includes('onerror'))).toBe(true);
  });
});

describe('GET /blog/list/data', () => {
  it('pages the newest posts first by 6, with the total', async () => {
    const first = await list();
    expect(first.total).toBe(12);
    expect(ids(first.posts)).toEqual(ids(NEWEST_FIRST).slice(0, 6));
    const second = await list({ page: 2 });
    expect(ids(second.posts)).toEqual(ids(NEWEST_FIRST).slice(6, 12));
    expect((await list({ page: 3 })).posts).toEqual([]);
    expect((await list({ perPage: 5, page: 3 })).posts).toHaveLength(2);
    const card = first.posts[0];
    expect(Object.keys(card).sort()).toEqual([
      'avatar',
      'blogPosted',
      'comment',
      'excerpt',
      'id',
      'img',
      'slug',
      'tags',
      'title',
      'userFullName',
    ]);
    expect(card.comment).toBe(SEED.comments.filter((comment) => comment.postId === card.id).length);
  });

  it('q searches title and excerpt, case-insensitively, with the filtered total', async () => {
    const answer = await list({ q: 'STORY' });
    const expected = NEWEST_FIRST.filter((post) => `${post.title} ${post.excerpt}`.toLowerCase().includes('story'));
    expect(expected.length).toBeGreaterThan(1);
    expect(ids(answer.posts)).toEqual(ids(expected).slice(0, 6));
    expect(answer.total).toBe(expected.length);
    expect((await list({ q: 'nothing-like-this' })).total).toBe(0);
  });

  it.each(BLOG_CATEGORIES)('tag=%s filters exactly, and combines with q and paging', async (tag) => {
    const expected = NEWEST_FIRST.filter((post) => post.tags.includes(tag));
    const answer = await list({ tag, perPage: 2 });
    expect(answer.total).toBe(expected.length);
    expect(ids(answer.posts)).toEqual(ids(expected).slice(0, 2));
    const both = expected.filter((post) => `${post.title} ${post.excerpt}`.toLowerCase().includes('the'));
    expect((await list({ tag, q: 'the', perPage: 100 })).total).toBe(both.length);
  });

  it('an unknown tag matches nothing', async () => {
    expect((await list({ tag: 'cooking' })).total).toBe(0);
  });
});

describe('sidebar, detail and edit reads', () => {
  it('the sidebar has the four newest posts and every category with its count', async () => {
    const { data } = await admin.get('/blog/list/data/sidebar');
    expect(ids(data.recentPosts)).toEqual(ids(NEWEST_FIRST).slice(0, 4));
    expect(data.categories).toEqual(
      BLOG_CATEGORIES.map((category) => ({
        category,
        count: SEED.posts.filter((post) => post.tags.includes(category)).length,
      })),
    );
  });

  it('the detail is the post asked for, with its comments oldest first', async () => {
    const post = SEED.posts[3];
    const { status, data } = await admin.get('/blog/list/data/detail', { params: { id: post.id } });
    expect(status).toBe(200);
    expect(data.blog).toMatchObject({
      id: post.id,
      title: post.title,
      content: post.content,
      tags: post.tags,
      userFullName: post.authorName,
    });
    expect(data.comments.map((comment: { commentText: string }) => comment.commentText)).toEqual(
      SEED.comments.filter((comment) => comment.postId === post.id).map((comment) => comment.commentText),
    );
    expect(data.blog.comments).toBe(data.comments.length);
  });

  it.each(['999', 'abc', '', '-1', '1.5'])('detail and edit answer 404 for id=%p', async (id) => {
    expect((await admin.get('/blog/list/data/detail', { params: { id } })).status).toBe(404);
    expect((await admin.get('/blog/list/data/edit', { params: { id } })).status).toBe(404);
  });

  it('the edit data has every field of the form', async () => {
    const { data } = await admin.get('/blog/list/data/edit', { params: { id: 2 } });
    const post = SEED.posts[1];
    expect(data).toMatchObject({
      id: 2,
      blogTitle: post.title,
      blogCategories: post.tags,
      slug: post.slug,
      status: post.status,
      excerpt: post.excerpt,
      featuredImage: post.featuredImage,
    });
  });
});

describe('POST /blog/list/data/edit', () => {
  it('saves the given fields, keeps the rest, and the list and detail show them', async () => {
    const image = 'data:image/png;base64,iVBORw0KGgo=';
    const response = await admin.post('/blog/list/data/edit', {
      id: 2,
      blogTitle: '  A New Title ',
      slug: 'a-new-title',
      blogCategories: ['food', 'food', 'video'],
      status: 'draft',
      featuredImage: image,
    });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({
      id: 2,
      blogTitle: 'A New Title',
      slug: 'a-new-title',
      blogCategories: ['food', 'video'],
      status: 'draft',
      excerpt: SEED.posts[1].excerpt,
      featuredImage: image,
    });
    expect((await list({ q: 'a new title' })).posts.map((post) => post.title)).toEqual(['A New Title']);
    expect((await admin.get('/blog/list/data/detail', { params: { id: 2 } })).data.blog.img).toBe(image);
  });

  it('keeps its own slug and the seeded picture', async () => {
    const post = SEED.posts[0];
    const response = await admin.post('/blog/list/data/edit', {
      id: 1,
      slug: post.slug,
      featuredImage: post.featuredImage,
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ['a blank title', { blogTitle: ' ' }, 'blogTitle', M.required],
    ['a too long title', { blogTitle: 'x'.repeat(121) }, 'blogTitle', M.maxLength(120)],
    ['a bad slug', { slug: 'Not A Slug!' }, 'slug', M.rules.slug],
    ['a slug with double dashes', { slug: 'a--b' }, 'slug', M.rules.slug],
    ['a blank slug', { slug: '' }, 'slug', M.required],
    ['another post’s slug', { slug: SEED.posts[4].slug }, 'slug', M.slugTaken],
    ['an unknown category', { blogCategories: ['cooking'] }, 'blogCategories', M.choice],
    ['categories not a list', { blogCategories: 'food' }, 'blogCategories', M.choice],
    ['an unknown status', { status: 'live' }, 'status', M.choice],
    ['a too long excerpt', { excerpt: 'x'.repeat(501) }, 'excerpt', M.maxLength(500)],
    ['an SVG image', { featuredImage: 'data:image/svg+xml;base64,PHN2Zz4=' }, 'featuredImage', M.image],
    ['a web address as image', { featuredImage: 'https://example.com/a.png' }, 'featuredImage', M.image],
    ['a too big image', { featuredImage: png(900 * 1024) }, 'featuredImage', M.image],
  ])('answers 422 for %s and changes nothing', async (_case, patch, field, message) => {
    const response = await admin.post('/blog/list/data/edit', { id: 3, blogTitle: 'Changed', ...patch });
    expect(response.status).toBe(422);
    expect(response.data.errors[field]).toEqual([message]);
    expect((await admin.get('/blog/list/data/edit', { params: { id: 3 } })).data.blogTitle).toBe(SEED.posts[2].title);
  });

  it('names every broken field at once, in the request language', async () => {
    const response = await admin.post(
      '/blog/list/data/edit',
      { id: 3, blogTitle: '', slug: 'Bad Slug' },
      { headers: { 'Accept-Language': 'fr-FR' } },
    );
    expect(response.data.errors).toEqual({
      blogTitle: [BLOG_MESSAGES.in('fr').required],
      slug: [BLOG_MESSAGES.in('fr').rules.slug],
    });
  });

  it.each([[999], ['abc'], [null]])('answers 404 for id %p', async (id) => {
    expect((await admin.post('/blog/list/data/edit', { id, blogTitle: 'x' })).status).toBe(404);
  });
});

describe('POST /blog/list/data/comment', () => {
  const VALID = { postId: 1, name: 'Ana Sousa', email: 'ana@example.com', website: '', comment: 'Nice post!' };

  it('adds the comment last, dated by the clock, and counts it', async () => {
    const before = (await admin.get('/blog/list/data/detail', { params: { id: 1 } })).data;
    const response = await admin.post('/blog/list/data/comment', { ...VALID, comment: '  Nice post! ' });
    expect(response.status).toBe(201);
    expect(response.data.comment).toMatchObject({
      userFullName: 'Ana Sousa',
      commentText: 'Nice post!',
      commentedAt: NOW.toISOString(),
    });
    expect(response.data.comments).toBe(before.comments.length + 1);
    const after = (await admin.get('/blog/list/data/detail', { params: { id: 1 } })).data;
    expect(after.comments.at(-1).commentText).toBe('Nice post!');
    expect((await list()).posts.find((post) => post.id === 1)?.comment).toBe(before.comments.length + 1);
  });

  it('refuses missing fields, a bad e-mail and a bad website, naming each, and adds nothing', async () => {
    const response = await admin.post('/blog/list/data/comment', {
      postId: 1,
      name: '',
      email: 'nope',
      website: 'javascript:alert(1)',
      comment: ' ',
    });
    expect(response.status).toBe(422);
    expect(response.data.errors).toEqual({
      name: [M.required],
      email: [M.email],
      website: [M.rules.url],
      comment: [M.required],
    });
    expect(
      (await admin.post('/blog/list/data/comment', { ...VALID, comment: 'x'.repeat(1001) })).data.errors.comment,
    ).toEqual([M.maxLength(1000)]);
    const detail = (await admin.get('/blog/list/data/detail', { params: { id: 1 } })).data;
    expect(detail.comments).toHaveLength(SEED.comments.filter((comment) => comment.postId === 1).length);
  });

  it('answers 404 for an unknown post', async () => {
    expect((await admin.post('/blog/list/data/comment', { ...VALID, postId: 99 })).status).toBe(404);
  });
});

describe('guards', () => {
  const calls: Array<[string, (http: AxiosInstance) => Promise<{ status: number }>]> = [
    ['list', (http) => http.get('/blog/list/data')],
    ['sidebar', (http) => http.get('/blog/list/data/sidebar')],
    ['detail', (http) => http.get('/blog/list/data/detail', { params: { id: 1 } })],
    ['edit', (http) => http.get('/blog/list/data/edit', { params: { id: 1 } })],
    ['save', (http) => http.post('/blog/list/data/edit', { id: 1, blogTitle: 'Hijacked' })],
    [
      'comment',
      (http) => http.post('/blog/list/data/comment', { postId: 1, name: 'x', email: 'x@y.zz', comment: 'x' }),
    ],
  ];

  it.each(calls)('%s: 401 signed out, 403 for a client or an agent, nothing changed', async (_name, call) => {
    expect((await call(api)).status).toBe(401);
    expect((await call(client)).status).toBe(403);
    expect((await call(agent)).status).toBe(403);
    const detail = (await admin.get('/blog/list/data/detail', { params: { id: 1 } })).data;
    expect(detail.blog.title).toBe(SEED.posts[0].title);
    expect(detail.comments).toHaveLength(SEED.comments.filter((comment) => comment.postId === 1).length);
  });
});
