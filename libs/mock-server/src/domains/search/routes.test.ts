import type { AxiosInstance } from 'axios';
import type { Server } from 'miragejs';
import { startMockServer } from '../../server';
import { api, signedInApi } from '../../testing';

const PAGE_LINKS = [
  '/live-agent/dashboard',
  '/live-agent/admins',
  '/live-agent/agents',
  '/live-agent/conversation-templates',
  '/live-agent/chatbot-analysis',
  '/live-agent/agent-performance',
  '/live-agent/agent-analysis',
  '/live-agent/chat-report',
  '/live-agent/communications-report',
  '/live-agent/settings/general',
  '/live-agent/settings/working-times',
  '/live-agent/settings/comments',
  '/live-agent/settings/conversation-categories',
  '/apps/email',
  '/apps/chat',
  '/apps/todo',
  '/apps/calendar',
  '/apps/invoice/list',
  '/apps/invoice/add',
  '/apps/ecommerce/shop',
  '/apps/ecommerce/wishlist',
  '/apps/ecommerce/checkout',
  '/apps/user/list',
  '/dashboard/analytics',
  '/',
  '/pages/account-settings',
  '/pages/profile',
  '/pages/faq',
  '/pages/knowledge-base',
  '/pages/pricing',
  '/pages/blog/list',
  '/access-control',
  '/cards/statistics',
  '/cards/analytics',
  '/tables/data-tables',
  // The theme's showcase.
  '/ui/typography',
  '/ui/colors',
  '/ui/icons',
  '/ui/cards',
  '/ui/components/alerts',
  '/ui/components/avatars',
  '/ui/components/badges',
  '/ui/components/breadcrumbs',
  '/ui/components/buttons',
  '/ui/components/carousel',
  '/ui/components/collapse',
  '/ui/components/dropdowns',
  '/ui/components/list',
  '/ui/components/modals',
  '/ui/components/drawers',
  '/ui/components/pagination',
  '/ui/components/popovers',
  '/ui/components/progress',
  '/ui/components/skeletons',
  '/ui/components/spinners',
  '/ui/components/steps',
  '/ui/components/tabs',
  '/ui/components/tags',
  '/ui/components/timeline',
  '/ui/components/toasts',
  '/ui/components/tooltips',
  '/ui/components/tree',
  '/extensions/drag-drop',
  '/extensions/file-upload',
  '/extensions/editor',
  '/extensions/ratings',
  '/extensions/sliders',
  '/extensions/tour',
  '/extensions/clipboard',
  '/extensions/context-menu',
  '/extensions/import-export',
  '/extensions/i18n',
  '/forms/elements/input',
  '/forms/elements/input-group',
  '/forms/elements/input-mask',
  '/forms/elements/textarea',
  '/forms/elements/checkbox',
  '/forms/elements/radio',
  '/forms/elements/switch',
  '/forms/elements/select',
  '/forms/elements/number',
  '/forms/elements/date-time',
  '/forms/elements/cascader',
  '/forms/elements/transfer',
  '/forms/elements/upload',
  '/forms/layout',
  '/forms/wizard',
  '/forms/validation',
  '/forms/repeater',
  '/tables/basic',
  '/tables/advanced',
  '/charts/line-area',
  '/charts/bar-column',
  '/charts/pie-donut',
  '/charts/scatter-bubble',
  '/charts/radar',
  '/charts/heatmap-treemap',
  '/charts/candlestick',
  '/maps/world',
  '/maps/markers',
  '/live-agent/monitor',
];

const SEEDED_BOOKMARKS = ['Dashboard', 'Agents', 'Chat Report', 'Email', 'Chat', 'Calendar'];

interface Page {
  id: number;
  title: string;
  link: string;
  icon: string;
  isBookmarked: boolean;
}

let server: Server;

// Writes need a signed-in caller (anonymous-writes.test.ts); reads stay open.
let signedIn: AxiosInstance;

beforeEach(async () => {
  server = startMockServer({ environment: 'test' });
  signedIn = await signedInApi();
});

afterEach(() => {
  server.shutdown();
});

async function getPages(): Promise<Page[]> {
  const response = await api.get('/api/main-search/data');
  return response.data.searchArr[0].data;
}

describe('GET /api/main-search/data', () => {
  it('returns the Pages, Files and Contacts groups with every item', async () => {
    const response = await api.get('/api/main-search/data');
    expect(response.status).toBe(200);
    const groups = response.data.searchArr as { groupTitle: string; data: Record<string, unknown>[] }[];
    expect(groups.map((group) => group.groupTitle)).toEqual(['Pages', 'Files', 'Contacts']);

    const [pages, files, contacts] = groups.map((group) => group.data);
    expect(pages.map((page) => page.link)).toEqual(PAGE_LINKS);
    for (const page of pages) {
      expect(Object.keys(page).sort()).toEqual(['icon', 'id', 'isBookmarked', 'link', 'title']);
      expect(page.icon).toMatch(/^[A-Z][A-Za-z]+Outlined$/);
      expect(typeof page.title).toBe('string');
      expect(typeof page.id).toBe('number');
    }
    expect(new Set(pages.map((page) => page.id)).size).toBe(pages.length);
    expect(pages.filter((page) => page.isBookmarked).map((page) => page.title)).toEqual(SEEDED_BOOKMARKS);

    expect(files).toHaveLength(8);
    for (const file of files) {
      expect(Object.keys(file).sort()).toEqual(['by', 'file', 'id', 'size', 'title']);
      expect(file.size).toMatch(/^\d+(\.\d)? (kb|mb)$/);
      expect(file.file).toMatch(/^data:image\/svg\+xml,/);
    }
    expect(contacts).toHaveLength(8);
    for (const contact of contacts) {
      expect(Object.keys(contact).sort()).toEqual(['date', 'email', 'id', 'img', 'title']);
      expect(contact.email).toMatch(/^[a-z.]+@example\.com$/);
      expect(contact.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe('bookmarks', () => {
  it('GET /api/bookmarks/data returns every page as suggestions and the bookmarked ones', async () => {
    const response = await api.get('/api/bookmarks/data');
    expect(response.status).toBe(200);
    expect(response.data.suggestions).toEqual(await getPages());
    expect(response.data.bookmarks.map((page: Page) => page.title)).toEqual(SEEDED_BOOKMARKS);
    expect(response.data.bookmarks.every((page: Page) => page.isBookmarked)).toBe(true);
  });

  it('POST /api/bookmarks/update flips isBookmarked, persists it, and flips back', async () => {
    const todo = (await getPages()).find((page) => page.link === '/apps/todo')!;
    expect(todo.isBookmarked).toBe(false);

    const first = await signedIn.post('/api/bookmarks/update', { id: todo.id });
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ ...todo, isBookmarked: true });

    const bookmarks = (await api.get('/api/bookmarks/data')).data.bookmarks as Page[];
    expect(bookmarks.map((page) => page.title)).toEqual([...SEEDED_BOOKMARKS.slice(0, 4), 'Chat', 'Todo', 'Calendar']);
    expect((await getPages()).find((page) => page.id === todo.id)!.isBookmarked).toBe(true);

    const second = await signedIn.post('/api/bookmarks/update', { id: todo.id });
    expect(second.data.isBookmarked).toBe(false);
    expect((await api.get('/api/bookmarks/data')).data.bookmarks.map((page: Page) => page.title)).toEqual(
      SEEDED_BOOKMARKS,
    );
  });

  it('removes a seeded bookmark', async () => {
    const dashboard = (await getPages()).find((page) => page.title === 'Dashboard')!;
    const response = await signedIn.post('/api/bookmarks/update', { id: dashboard.id });
    expect(response.data).toMatchObject({ id: dashboard.id, isBookmarked: false });
    const bookmarks = (await api.get('/api/bookmarks/data')).data.bookmarks as Page[];
    expect(bookmarks.map((page) => page.title)).toEqual(SEEDED_BOOKMARKS.slice(1));
  });

  it.each([
    ['an unknown id', { id: 9999 }],
    ['a missing id', {}],
    ['a non-numeric id', { id: 'abc' }],
  ])('answers 404 Not Found for %s', async (_case, body) => {
    const response = await signedIn.post('/api/bookmarks/update', body);
    expect(response.status).toBe(404);
    expect(response.data).toEqual({ message: 'Not Found' });
  });
});
