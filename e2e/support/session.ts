// What every e2e file needs: one browser per file, a fresh context per test (closed after it),
// the shell's runtime config rewritable per page, sign-in as a user does, and polling assertions.
import fs from 'fs';
import path from 'path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { SESSION_KEYS } from '../../libs/auth/src/session/sessionKeys';
import { COOKIE_JAR_KEY } from '../../libs/mock-server/src/cookieJar';
import { launchBrowser } from '../browser';
import { settled } from './screens';
import { REPO_ROOT } from './servers';

export const SHELL = 'http://localhost:3000';

export interface RuntimeConfig {
  shellPort: number;
  apiPort: number;
  apiBaseUrl: string | null;
  mock: { demo: boolean; product: boolean; simulation?: { enabled: boolean; intervalSec: number }; timeZone?: string };
  preloadRemotes?: boolean;
  remotes: Record<string, { entry: string; dir: string }>;
}

// The Content-Security-Policy each page is served with (libs/build-config/csp.js, CommonJS).
const csp = require('../../libs/build-config/csp.js') as {
  pagePolicy: (config: RuntimeConfig, options: { shell: boolean; host?: string }) => string;
};
export const pagePolicy = csp.pagePolicy;

/** The config.json the shell on :3000 serves (the built copy, else the source). */
export function servedConfig(): RuntimeConfig {
  const built = path.join(REPO_ROOT, 'apps/shell/dist/config.json');
  const source = path.join(REPO_ROOT, 'apps/shell/public/config.json');
  return JSON.parse(fs.readFileSync(fs.existsSync(built) ? built : source, 'utf8'));
}

/**
 * A time zone where it is about midday, chosen once for the run by globalSetup (scripts/working-day.mjs). Given to
 * `mock.timeZone`, the demo organisation is in its working day whenever the suite runs: its agents online, chats
 * coming in. In the default zone a run on a weekend night would see a quiet dashboard.
 */
export function workingDayZone(): string {
  const zone = process.env.E2E_WORKING_DAY_ZONE;
  if (!zone)
    throw new Error(
      'E2E_WORKING_DAY_ZONE is unset: the suite runs through e2e/jest.config.js, whose globalSetup sets it',
    );
  return zone;
}

/** Port each remote is served on by globalSetup, by federation name. */
export function remotePort(name: string): number {
  return Number(new URL(servedConfig().remotes[name].entry).port);
}

declare global {
  // Read by support/environment.js to take screenshots of failing tests.
  var __E2E_PAGES__: Set<Page> | undefined;
  // What each page said that a failure report should show (its errors, failed requests), read by environment.js.
  var __E2E_PAGE_LOGS__: WeakMap<Page, string[]> | undefined;
}

/** What each page's Content-Security-Policy refused, as Chromium reported it; any left after a test fails it. */
const cspViolations = new WeakMap<Page, string[]>();

/**
 * Run in every document: each violation event said on the console (Chromium logs a refused inline script or load
 * itself, but not a refused eval).
 */
const REPORT_CSP_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  console.error('[csp] ' + event.effectiveDirective + ' refused ' + event.blockedURI + ' (' + event.sourceFile + ':' + event.lineNumber + ')');
}, true);`;

function recordCspViolations(page: Page) {
  const refused: string[] = [];
  cspViolations.set(page, refused);
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && (text.startsWith('[csp] ') || text.includes('Content Security Policy')))
      refused.push(text.slice(0, 300));
  });
}

/** The page's policy violations so far, which the test then owns (a test that provokes one on purpose). */
export function takeCspViolations(page: Page): string[] {
  return cspViolations.get(page)?.splice(0) ?? [];
}

/** How many of a page's last errors and failed requests a failure report shows. */
const KEPT_LOG_LINES = 20;

/** Keeps the page's errors, warnings and failed requests for the failure report (support/environment.js). */
function recordPageLog(page: Page) {
  const lines: string[] = [];
  const keep = (line: string) => {
    lines.push(line.slice(0, 400));
    if (lines.length > KEPT_LOG_LINES) lines.shift();
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      keep(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => keep(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    keep(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`),
  );
  globalThis.__E2E_PAGE_LOGS__ ??= new WeakMap();
  globalThis.__E2E_PAGE_LOGS__.set(page, lines);
}

export interface PageOptions {
  /**
   * Rewrites /config.json for this page (and its reloads), from the suite's quietConfig: a test about the live world
   * or preloading turns it on in its rewrite.
   */
  config?: (config: RuntimeConfig) => RuntimeConfig;
  /** Script run in every document before the app's own scripts. */
  initScript?: string;
  /** The window's size (default 1400 × 900, a laptop). */
  viewport?: { width: number; height: number };
  /**
   * The system's motion setting. The suite asks for less motion by default: openings and closings end at once, so a
   * test acts on what is there rather than racing a motion, and no endless pulse keeps a software-drawn page busy
   * (libs/ui-kit/src/motion). `'full'` for what only the full motion shows.
   */
  motion?: 'reduced' | 'full';
}

/**
 * config.json as the suite's pages start with it (support/quiet-config.cjs): the live simulation off and no remote
 * preloaded. globalSetup serves it as the shell's config.json; a page's `config` rewrites start from it.
 */
const quietConfig = (require('./quiet-config.cjs') as { quietConfig: (config: RuntimeConfig) => RuntimeConfig })
  .quietConfig;

/** Answers the page's `/config.json` (and its reloads) with `config`, under the shell's policy for it. */
async function serveConfig(context: BrowserContext, config: RuntimeConfig) {
  await context.route(/^http:\/\/localhost:\d+\/config\.json(\?.*)?$/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Cache-Control': 'no-cache' },
      body: JSON.stringify(config),
    }),
  );
  // A deployment that points config.json elsewhere names those origins in the shell's policy too.
  const policy = pagePolicy(config, { shell: true });
  if (policy === pagePolicy(servedConfig(), { shell: true })) return;
  const shellOrigin = `http://localhost:${servedConfig().shellPort}`;
  await context.route(
    (url) => url.origin === shellOrigin,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      return route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
    },
  );
}

/**
 * Registers beforeAll/afterAll (browser) and afterEach (contexts) in the calling file and returns
 * `open()`, which makes a fresh context and page for the current test.
 */
export function setupBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  globalThis.__E2E_PAGES__ = new Set();

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    // Every page runs under its policy: anything it refused is a failure of the test that opened it.
    const refused = [...(globalThis.__E2E_PAGES__ ?? [])].flatMap((page) => takeCspViolations(page));
    globalThis.__E2E_PAGES__?.clear();
    await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => undefined)));
    if (refused.length) throw new Error(`The Content-Security-Policy refused:\n${refused.join('\n')}`);
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(options: PageOptions = {}): Promise<Page> {
    if (!browser) throw new Error('browser not launched');
    const context = await browser.newContext({
      viewport: options.viewport ?? { width: 1400, height: 900 },
      locale: 'en-US',
      reducedMotion: (options.motion ?? process.env.E2E_MOTION) === 'full' ? 'no-preference' : 'reduce',
    });
    contexts.push(context);
    await context.addInitScript(REPORT_CSP_VIOLATIONS);
    if (options.initScript) await context.addInitScript(options.initScript);
    // Only a page with a config of its own has it answered by a route: a route makes the browser pause every request
    // of the context for the test process to match, and turns its cache off (reloads fetched everything again). The
    // others get the quiet config the suite's server serves (globalSetup).
    if (options.config) await serveConfig(context, options.config(quietConfig(servedConfig())));
    const page = await context.newPage();
    page.setDefaultTimeout(15000);
    page.setDefaultNavigationTimeout(20000);
    globalThis.__E2E_PAGES__?.add(page);
    recordPageLog(page);
    recordCspViolations(page);
    return page;
  }

  return { open, browser: () => browser! };
}

export const ACCOUNTS = {
  admin: { email: 'admin@demo.com', password: 'admin', home: '/live-agent/dashboard' },
  agent: { email: 'agent@demo.com', password: 'agent', home: '/live-agent/inbox' },
  client: { email: 'client@demo.com', password: 'client', home: '/access-control' },
} as const;

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the page's path is `pathname` (client-side navigations included). */
export async function waitForPath(page: Page, pathname: string, timeout = 15000) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout, waitUntil: 'commit' });
}

/** Opens a screen as a user does: a click on its menu item (`menu-<key>`), then the wait for the URL it leads to. */
export async function openFromMenu(page: Page, key: string, pathname: string) {
  await page.getByTestId(`menu-${key}`).click();
  await waitForPath(page, pathname);
}

/** Signs the demo admin in and opens a screen from the menu, as a user starts a task there. */
export async function signInFromMenu(page: Page, key: string, pathname: string) {
  await signIn(page);
  await openFromMenu(page, key, pathname);
}

/**
 * Clicks an item of a popup (dropdown menu, a menu bar's section, select list, a modal's button) once every open popup has finished its
 * opening motion, as a person's click does. Clicked mid-motion, the item is not yet where the pointer goes: the browser scrolls to reach
 * it, the popup re-aligns between mouse down and up, and the click picks nothing.
 */
export async function clickInPopup(page: Page, item: Locator, options: { timeout?: number } = {}) {
  await item.waitFor({ timeout: options.timeout });
  await page.waitForFunction(
    () =>
      ![
        ...document.querySelectorAll(
          '.ant-dropdown, .ant-select-dropdown, .ant-popover, .ant-modal, .ant-menu-submenu-popup',
        ),
      ].some((popup) => /-(appear|enter|leave)(\s|$)/.test(popup.className)),
    undefined,
    { polling: 'raf', timeout: options.timeout },
  );
  await item.click(options);
}

/** Types an e-mail and a password into a sign-in form and presses Sign in, as a user does. */
export async function submitSignIn(form: Locator, email: string, password: string) {
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Fills the sign-in form as a user does and waits for the landing page (`shell`: another origin serving the shell). */
export async function signInWithForm(page: Page, account: keyof typeof ACCOUNTS = 'admin', shell = SHELL) {
  const { email, password, home } = ACCOUNTS[account];
  if (pathOf(page) !== '/login' || !page.url().startsWith(shell)) await page.goto(`${shell}/login`);
  const form = page.getByTestId('login-form');
  await submitSignIn(form, email, password);
  await waitForPath(page, home);
  await page.getByTestId('navbar').waitFor();
}

/**
 * How long a session signed in through the form is handed to later tests: well inside the refresh token's ten
 * minutes, so a test that starts with it near the end still has six, and a page in use renews the tokens before the
 * access token's five end (libs/auth/src/session/renewWhileInUse.ts).
 */
const SESSION_REUSE_MS = 4 * 60 * 1000;

type StoredItems = Array<{ name: string; value: string }>;

/**
 * The account's session as the shell stores it (its localStorage keys), signed in through the form in a context of
 * its own, then kept for the run in the folder globalSetup made (E2E_SESSION_DIR), so both workers' files share it.
 * The mock server checks a token by its signature, so a session from one page's Mirage holds on another's.
 */
async function storedSession(browser: Browser, account: keyof typeof ACCOUNTS, shell = SHELL): Promise<StoredItems> {
  const dir = process.env.E2E_SESSION_DIR;
  const file = dir ? path.join(dir, `${account}-${new URL(shell).port}.json`) : undefined;
  if (file && fs.existsSync(file)) {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { signedInAt: number; items: StoredItems };
    if (Date.now() - kept.signedInAt < SESSION_REUSE_MS) return kept.items;
  }
  const signedInAt = Date.now();
  const context = await browser.newContext({ locale: 'en-US' });
  // The stored user, and the mock's stand-in for the browser's cookies, which holds the httpOnly refresh cookie.
  const keys: string[] = [SESSION_KEYS.userData, COOKIE_JAR_KEY];
  let items: StoredItems;
  try {
    await signInWithForm(await context.newPage(), account, shell);
    const state = await context.storageState();
    items = (state.origins.find((entry) => entry.origin === shell)?.localStorage ?? []).filter((item) =>
      keys.includes(item.name),
    );
  } finally {
    await context.close().catch(() => undefined);
  }
  if (items.length !== keys.length)
    throw new Error(`signing in as ${account} stored ${items.map((item) => item.name).join(', ') || 'nothing'}`);
  if (file) {
    // Written whole, then renamed: the other worker never reads half a file.
    fs.writeFileSync(`${file}.${process.pid}`, JSON.stringify({ signedInAt, items }));
    fs.renameSync(`${file}.${process.pid}`, file);
  }
  return items;
}

/**
 * Signs in and waits for the account's landing page, or with `at` for the screen at that address (path and query),
 * settled as `visit` leaves it: a test of one screen loads that screen, not the landing page first. A page that has
 * not loaded anything yet opens it with the session stored by an earlier sign-in through the form
 * (`storedSession`): a screen's test starts where a signed-in user does, without the sign-in page's load each time.
 * The form itself is what auth.e2e and pages-auth test; `signInWithForm` goes through it on any page, and here on a
 * page already somewhere.
 */
/** A browser context's storage holding the account's stored session for the shell at `shell` (newContext's storageState). */
export async function signedInState(browser: Browser, account: keyof typeof ACCOUNTS = 'admin', shell = SHELL) {
  return { cookies: [], origins: [{ origin: shell, localStorage: await storedSession(browser, account, shell) }] };
}

export async function signIn(page: Page, account: keyof typeof ACCOUNTS = 'admin', { at }: { at?: string } = {}) {
  const browser = page.context().browser();
  if (page.url() !== 'about:blank' || !browser) {
    await signInWithForm(page, account);
    if (at) await page.goto(`${SHELL}${at}`);
  } else {
    await page.context().setStorageState(await signedInState(browser, account));
    await page.goto(`${SHELL}${at ?? ACCOUNTS[account].home}`);
  }
  const pathname = at ? new URL(at, SHELL).pathname : ACCOUNTS[account].home;
  await waitForPath(page, pathname);
  await page.getByTestId('navbar').waitFor();
  if (at) {
    await page.locator(`[data-testid="remote-content"][data-path="${pathname}"]`).waitFor({ timeout: 20000 });
    await settled(page);
  }
}

/** Retries an assertion until it passes or the timeout ends (then throws its last error). */
export async function eventually(assertion: () => Promise<unknown> | unknown, timeout = 10000, interval = 100) {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, interval));
    }
  }
}

/** The URLs the page hands to the mock server's worker from now on (worker/bridge.ts posts each request). */
export async function recordMockRequests(page: Page) {
  await page.addInitScript(() => {
    const PageWorker = window.Worker;
    const asked: string[] = [];
    Object.assign(window, { __mockAsked: asked });
    window.Worker = class extends PageWorker {
      postMessage(message: unknown, options?: Transferable[] | StructuredSerializeOptions) {
        const url = (message as { url?: unknown } | null)?.url;
        if (typeof url === 'string') asked.push(url);
        if (Array.isArray(options)) super.postMessage(message, options);
        else super.postMessage(message, options);
      }
    };
  });
  return () => page.evaluate(() => (window as unknown as { __mockAsked: string[] }).__mockAsked.slice());
}
