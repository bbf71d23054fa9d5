// The shell's own features: language, menu collapse, right-to-left, navbar search and bookmarks,
// role-based menus, and the organisation's name from the real product API.
import fs from 'fs';
import path from 'path';
import type { Page } from 'playwright-core';
import { REPO_ROOT, startApiServer, type ApiServer } from './support/servers';
import { SHELL, clickInPopup, eventually, pathOf, signIn, setupBrowser, waitForPath } from './support/session';
import { misreadTexts } from './support/screens';

const { open } = setupBrowser();

function shellLocale(language: string) {
  return JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'apps/shell/src/i18n/locales', `${language}.json`), 'utf8'));
}

function dashboardLocale(language: string) {
  return JSON.parse(
    fs.readFileSync(path.join(REPO_ROOT, 'apps/live-agent/src/features/dashboard/locales', `${language}.json`), 'utf8'),
  );
}

async function chooseLanguage(page: Page, language: string) {
  await page.getByTestId('language-switch').click();
  await clickInPopup(page, page.getByTestId(`language-${language}`));
  await eventually(async () =>
    expect(await page.getByTestId('language-switch').innerText()).toContain(language.toUpperCase()),
  );
}

async function openPresenter(page: Page) {
  await page.getByTestId('presenter-open').click();
  const panel = page.getByTestId('presenter-panel');
  await panel.waitFor();
  return panel;
}

describe('language', () => {
  test('Deutsch translates the menu, navbar and the remote’s screen, survives a reload, and English comes back', async () => {
    const en = shellLocale('en');
    const de = shellLocale('de');
    const page = await open();
    // A remote's feature strings come one language at a time (ui-kit's language loaders), all at once or one screen's
    // part at a time (`strings-<language>` or `strings-<part>-<language>`): which ones were fetched, by the remote's
    // origin (other remotes' menu screens are preloaded, with their strings, while this runs).
    const fetched: { origin: string; part: string; language: string }[] = [];
    page.on('request', (request) => {
      const chunk = /\/strings-(?:([\w-]+)-)?(en|de|fr|pt)\./.exec(request.url());
      if (chunk) fetched.push({ origin: new URL(request.url()).origin, part: chunk[1] ?? '', language: chunk[2] });
    });
    const stringChunksOf = (origin: string) =>
      fetched.filter((chunk) => chunk.origin === origin).map((chunk) => chunk.language);
    await signIn(page);
    const sectionHeadings = () =>
      page.getByTestId('remote-content').getByRole('heading', { level: 2 }).allTextContents();
    await eventually(async () => expect(await sectionHeadings()).toContain(dashboardLocale('en').sections.now));
    expect(fetched.map((chunk) => chunk.language)).toEqual(['en']);
    const dashboardOrigin = fetched[0].origin;

    const sider = page.getByTestId('app-sider');
    const menuTexts = () => sider.getByRole('menuitem').allInnerTexts();
    await eventually(async () => expect(await menuTexts()).toContain(en.menu.settings));
    expect(await page.getByTestId('presenter-open').getAttribute('aria-label')).toBe(en.presenter.title);

    await chooseLanguage(page, 'de');
    const expectGerman = async () => {
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
      const texts = await menuTexts();
      // What a German reader sees is German, not the English text.
      for (const key of ['settings', 'agents', 'conversationTemplates', 'chatReport'] as const) {
        expect(texts).toContain(de.menu[key]);
        expect(texts).not.toContain(en.menu[key]);
      }
      const presenterLabel = await page.getByTestId('presenter-open').getAttribute('aria-label');
      expect(presenterLabel).toBe(de.presenter.title);
      expect(presenterLabel).not.toBe(en.presenter.title);
      expect(await page.getByTestId('menu-toggle').getAttribute('aria-label')).not.toBe(en.navbar.collapseMenu);
      // The remote's own screen switched with the frame: its German strings were fetched before the switch.
      expect(await sectionHeadings()).toContain(dashboardLocale('de').sections.now);
    };
    await eventually(expectGerman, 3000);
    expect(stringChunksOf(dashboardOrigin)).toEqual(['en', 'de']);
    // No remote fetched a part's language twice, nor a language nobody chose.
    for (const origin of new Set(fetched.map((chunk) => chunk.origin))) {
      const chunks = fetched
        .filter((chunk) => chunk.origin === origin)
        .map((chunk) => `${chunk.part}:${chunk.language}`);
      expect(new Set(chunks).size).toBe(chunks.length);
      expect(stringChunksOf(origin).every((language) => language === 'en' || language === 'de')).toBe(true);
    }

    const panel = await openPresenter(page);
    await eventually(async () => expect(await panel.locator('.ant-drawer-title').innerText()).toBe(de.presenter.title));
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });

    await page.reload();
    await page.getByTestId('navbar').waitFor();
    expect(await page.getByTestId('language-switch').innerText()).toContain('DE');
    await eventually(expectGerman, 3000);

    await chooseLanguage(page, 'en');
    await eventually(async () => expect(await menuTexts()).toContain(en.menu.settings));
    expect(await page.getByTestId('presenter-open').getAttribute('aria-label')).toBe(en.presenter.title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});

describe('layout', () => {
  test('a collapsed menu stays collapsed after a reload, and expands again', async () => {
    const page = await open();
    await signIn(page);
    const sider = page.getByTestId('app-sider');
    const width = async () => (await sider.boundingBox())!.width;
    expect(await width()).toBe(260);
    await page.getByTestId('app-name').waitFor();
    const itemTooltip = page.locator('.ant-menu-inline-collapsed-tooltip:not(.ant-tooltip-hidden)');

    await page.getByTestId('menu-toggle').click();
    await eventually(async () => expect(await sider.getAttribute('class')).toContain('ant-layout-sider-collapsed'));
    await eventually(async () => expect(await width()).toBeLessThan(100));
    expect(await page.getByTestId('app-name').count()).toBe(0);
    // Collapsed to icons, an item names itself in a tooltip when hovered.
    await page.getByTestId('menu-email').hover();
    await eventually(async () => expect(await itemTooltip.textContent()).toBe('Email'));

    await page.reload();
    await page.getByTestId('dashboard-figures').waitFor();
    expect(await sider.getAttribute('class')).toContain('ant-layout-sider-collapsed');
    expect(await width()).toBeLessThan(100);

    await page.getByTestId('menu-toggle').click();
    await eventually(async () => expect(await width()).toBe(260));
    await page.reload();
    await page.getByTestId('dashboard-figures').waitFor();
    expect(await sider.getAttribute('class')).not.toContain('ant-layout-sider-collapsed');
    expect(await width()).toBe(260);
  });

  test('right-to-left from the customizer mirrors the layout', async () => {
    const page = await open();
    await signIn(page);
    const sider = page.getByTestId('app-sider');
    const navbar = page.getByTestId('navbar');
    const siderBox = await sider.boundingBox();
    const navbarBox = await navbar.boundingBox();
    expect(siderBox!.x).toBeLessThan(navbarBox!.x);

    await page.getByTestId('customizer-open').click();
    const panel = page.getByTestId('customizer');
    await panel.getByTestId('rtl-toggle').click();
    await eventually(async () => expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl'));
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'hidden' });

    await eventually(async () => {
      const rtlSider = (await sider.boundingBox())!;
      const rtlNavbar = (await navbar.boundingBox())!;
      // The menu is now on the right of the page, the content on its left.
      expect(rtlSider.x).toBeGreaterThan(rtlNavbar.x);
      expect(rtlSider.x + rtlSider.width).toBeCloseTo(1400, -1);
    });
    // The page's strings drawn before the switch are drawn again as left-to-right runs: "30 sec", not "sec 30".
    await eventually(async () =>
      expect(await misreadTexts(page, '[data-testid="refresh-interval"] .ant-segmented-item-label')).toEqual([]),
    );

    // Kept with the other layout choices.
    await page.reload();
    await page.getByTestId('navbar').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  });
});

describe('navbar search and bookmarks', () => {
  test('the keyboard moves through the results, Enter opens the highlighted page, Escape clears', async () => {
    const page = await open();
    await signIn(page);

    await page.getByTestId('navbar-search-open').click();
    const input = page.getByTestId('navbar-search-input');
    await input.waitFor();
    await input.fill('agent');
    await page.getByTestId('navbar-search-results').waitFor();
    const highlighted = page.getByTestId('navbar-search-results').locator('[role="option"][aria-selected="true"]');
    expect(await highlighted.innerText()).toContain('Agents');

    await input.press('ArrowDown');
    await eventually(async () => expect((await highlighted.innerText()).trim()).toBe('Agent performance'));
    await input.press('Enter');
    await waitForPath(page, '/live-agent/agent-performance');
    await page.getByRole('heading', { name: 'Agent performance', level: 1 }).waitFor();
    await page.getByTestId('navbar-search').waitFor({ state: 'detached' });

    await page.getByTestId('navbar-search-open').click();
    await input.waitFor();
    expect(await input.inputValue()).toBe('');
    await input.fill('pric');
    await page.getByTestId('navbar-search-results').waitFor();
    await input.press('Escape');
    await page.getByTestId('navbar-search').waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/live-agent/agent-performance');
    await page.getByTestId('navbar-search-open').click();
    expect(await page.getByTestId('navbar-search-input').inputValue()).toBe('');
  });

  test('starring a page in the results adds it to the bookmark bar, unstarring removes it', async () => {
    const page = await open();
    await signIn(page);
    await page.getByTestId('bookmark-bar').waitFor();
    expect(await page.getByTestId('bookmark-30').count()).toBe(0);

    await page.getByTestId('navbar-search-open').click();
    await page.getByTestId('navbar-search-input').fill('pricing');
    const star = page.getByTestId('bookmark-toggle-30');
    expect(await star.getAttribute('aria-label')).toBe('Add bookmark');
    await star.click();
    const bookmark = page.getByTestId('bookmark-bar').getByTestId('bookmark-30');
    await bookmark.waitFor();
    expect(await bookmark.getAttribute('aria-label')).toBe('Pricing');
    await eventually(async () => expect(await star.getAttribute('aria-label')).toBe('Remove bookmark'));

    await star.click();
    await bookmark.waitFor({ state: 'detached' });
    await eventually(async () => expect(await star.getAttribute('aria-label')).toBe('Add bookmark'));

    // A bookmark in the bar opens its page.
    await page.keyboard.press('Escape');
    await page.getByTestId('bookmark-bar').getByTestId('bookmark-15').click();
    await waitForPath(page, '/apps/chat');
    await page.getByTestId('chat-page').waitFor();
  });
});

describe('roles', () => {
  test('a client is kept out of admin screens and sees no product sections in the menu', async () => {
    const page = await open();
    await signIn(page, 'client');
    const sider = page.getByTestId('app-sider');
    await sider.getByTestId('menu-accessControl').waitFor();
    for (const key of ['dashboard', 'admins', 'agents', 'conversationTemplates', 'chatReport', 'email', 'chat']) {
      expect(await sider.getByTestId(`menu-${key}`).count()).toBe(0);
    }
    expect(await sider.innerText()).not.toContain('Live chat');

    await page.goto(`${SHELL}/live-agent/admins`);
    await waitForPath(page, '/misc/not-authorized');
    await page.getByText('You are not authorized').waitFor();
  });
});

describe('organisation', () => {
  let api: ApiServer | undefined;
  afterEach(async () => {
    await api?.stop();
    api = undefined;
  });

  const LOGO =
    'data:image/svg+xml;base64,' +
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#e11"/></svg>',
    ).toString('base64');

  test("the organisation's name and logo come from the product API on the configured port, with credentials", async () => {
    api = await startApiServer((req, res) => {
      const cors = {
        'Access-Control-Allow-Origin': 'http://localhost:3000',
        'Access-Control-Allow-Credentials': 'true',
        Vary: 'Origin',
      };
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
          'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
        });
        res.end();
      } else if (req.method === 'GET' && req.url?.split('?')[0] === '/api/v1/current-organization') {
        res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ row: { name: 'E2E Org', image: LOGO } }));
      } else {
        res.writeHead(404, cors).end();
      }
    });
    const apiPort = api.port;
    const page = await open({
      config: (config) => ({ ...config, apiPort, apiBaseUrl: null, mock: { ...config.mock, product: false } }),
    });
    // A cookie of the API's host: only a request made with credentials carries it to the other port.
    await page.context().addCookies([{ name: 'e2e_session', value: 'yes', domain: 'localhost', path: '/' }]);

    await page.goto(`${SHELL}/login`);
    await eventually(async () => expect(await page.getByTestId('app-name').innerText()).toBe('E2E Org'));
    // The tab names the page, then the organisation the API named.
    await eventually(async () => expect(await page.title()).toBe('Sign in · E2E Org'));

    await signIn(page);
    await eventually(async () => expect(await page.getByTestId('app-name').innerText()).toBe('E2E Org'));
    expect(await page.getByTestId('app-sider').locator('.app-brand img').getAttribute('src')).toBe(LOGO);

    const calls = api.requests.filter(
      (request) => request.method === 'GET' && request.url.startsWith('/api/v1/current-organization'),
    );
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.headers.origin).toBe('http://localhost:3000');
      expect(call.headers.cookie).toContain('e2e_session=yes');
    }
  });
});
