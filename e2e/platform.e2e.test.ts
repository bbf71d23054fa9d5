// The platform as a user meets it: the shell boots, every remote loads from its own port with one
// React on the page, a remote that is down or turned off never takes the shell with it, and a remote
// runs alone in its own frame.
import fs from 'fs';
import path from 'path';
import type { Page } from 'playwright-core';
import { REPO_ROOT, startStaticServer, type StaticServer } from './support/servers';
import {
  SHELL,
  eventually,
  remotePort,
  signIn,
  takeCspViolations,
  setupBrowser,
  waitForPath,
  openFromMenu,
} from './support/session';
import { COUNT_REACT_RENDERERS, REMOTE_FIRST_SCREENS, type RemoteFirstScreen } from './support/screens';

const { open } = setupBrowser();

const REMOTE_ROUTES = REMOTE_FIRST_SCREENS;
type RemoteRouteCheck = RemoteFirstScreen;

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Goes to a remote's screen as a user does: its menu item, or the brand (home) for the e-commerce dashboard. */
async function visit(page: Page, route: RemoteRouteCheck) {
  if (route.menu) await page.getByTestId(route.menu).click();
  else await page.getByTestId('app-sider').getByRole('link').first().click();
  await waitForPath(page, route.path);
  // Rendered inside the area of the remote that owns the URL.
  const area = page.locator(`[data-testid="remote-content"][data-remote="${route.remote}"]`);
  await area.getByTestId(route.testId).waitFor();
}

describe('remote containers', () => {
  test('a screen with an e-mail field does not stop Email from loading: the field is not taken for its container', async () => {
    const page = await open();
    // Opened first, so the Email remote's entry is asked for only while this screen (and its <input id="email">) is up.
    await signIn(page, 'admin', { at: '/live-agent/admins' });
    await page.locator('[data-testid="remote-content"][data-path="/live-agent/admins"]').waitFor();
    expect(await page.evaluate(() => document.getElementById('email') instanceof HTMLInputElement)).toBe(true);
    await visit(
      page,
      REMOTE_ROUTES.find((route) => route.remote === 'email')!,
    );
    expect(await page.getByTestId('remote-unavailable').count()).toBe(0);
  });
});

describe('content security policy', () => {
  test('the signed-in page runs under its policy: an injected inline script, eval and a script from elsewhere are refused and reported', async () => {
    const page = await open();
    await signIn(page);
    const refusedBefore = takeCspViolations(page);
    const ran = await page.evaluate(async () => {
      const flags = window as unknown as Record<string, boolean>;
      const inline = document.createElement('script');
      inline.textContent = 'window.__inlineRan = true';
      document.head.append(inline);
      // In a task of the page's own: code the test evaluates directly may eval (DevTools allows it).
      await new Promise<void>((resolve) =>
        setTimeout(() => {
          try {
            (0, window.eval)('window.__evalRan = true');
          } catch {
            // refused: EvalError
          }
          resolve();
        }, 0),
      );
      const foreign = document.createElement('script');
      foreign.src = 'http://127.0.0.1:9/planted.js';
      const settled = new Promise((resolve) => foreign.addEventListener('error', resolve));
      document.head.append(foreign);
      await settled;
      return { inline: Boolean(flags.__inlineRan), eval: Boolean(flags.__evalRan) };
    });
    expect(refusedBefore).toEqual([]);
    expect(ran).toEqual({ inline: false, eval: false });
    const reported: string[] = [];
    await eventually(() => {
      reported.push(...takeCspViolations(page));
      const refused = reported.join('\n');
      expect(refused).toMatch(/inline script/);
      expect(refused).toMatch(/\[csp\] script-src refused eval/);
      expect(refused).toMatch(/127\.0\.0\.1:9\/planted\.js/);
    });
  });
});

describe('shell boot', () => {
  test('the loading screen shows at once and is gone when the sign-in form renders', async () => {
    const page = await open({
      // Records what the user sees before any app script has run.
      initScript: `document.addEventListener('DOMContentLoaded', () => {
        const boot = document.getElementById('boot-screen');
        const box = boot && boot.getBoundingClientRect();
        window.__bootScreenAtStart = !!boot && box.width > 0 && box.height > 0 && getComputedStyle(boot).visibility !== 'hidden'
          && !!boot.querySelector('img') && !!boot.querySelector('.boot-spinner');
      });`,
    });
    const response = await page.goto(`${SHELL}/login`);
    expect(await response!.text()).toContain('id="boot-screen"');
    await page.getByTestId('login-form').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __bootScreenAtStart: boolean }).__bootScreenAtStart)).toBe(
      true,
    );
    await page.locator('#boot-screen').waitFor({ state: 'detached', timeout: 5000 });
  });

  test('someone on the dark skin sees a dark loading screen, not a light one, before any app script has run', async () => {
    const colours = (skin: string) => `
      localStorage.setItem('liveAgent.layout', JSON.stringify({ skin: '${skin}' }));
      document.addEventListener('DOMContentLoaded', () => {
        const boot = document.getElementById('boot-screen');
        window.__bootColour = boot ? getComputedStyle(boot).backgroundColor : null;
      });`;
    const seen = async (skin: string) => {
      // open() fails the test on any policy violation: the page's inline skin script must be allowed to run.
      const page = await open({ initScript: colours(skin) });
      await page.goto(`${SHELL}/login`);
      await page.getByTestId('login-form').waitFor();
      return page.evaluate(() => (window as unknown as { __bootColour: string | null }).__bootColour);
    };
    expect(await seen('dark')).toBe('rgb(0, 0, 0)');
    expect(await seen('light')).toBe('rgb(245, 246, 250)');
  });

  test('the sign-in page fetches none of the signed-in frame until the user starts on the form, then fetches it', async () => {
    const page = await open();
    const requests = recordRequests(page);
    const frameFiles = () => requests.filter((url) => /\/antd-frame\.\w+\.js$/.test(url));
    await page.goto(`${SHELL}/login`);
    const email = page.getByLabel(/email/i);
    await email.waitFor();
    // Two idle periods of the page's own: a fetch started "while idle" would have been asked for by then.
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
    );
    expect(frameFiles()).toEqual([]);

    const asked = page.waitForRequest((request) => /\/antd-frame\.\w+\.js$/.test(request.url()));
    await email.press('a');
    await asked;
    expect(frameFiles()).toHaveLength(1);
  });

  test('the loading screen is gone once the signed-in layout renders', async () => {
    const page = await open();
    await signIn(page);
    await page.reload();
    await page.getByTestId('app-sider').waitFor();
    await page.getByTestId('dashboard-figures').waitFor();
    await page.locator('#boot-screen').waitFor({ state: 'detached', timeout: 5000 });
  });
});

describe('remotes', () => {
  test("every remote's route renders that remote's screen, loaded from its own port", async () => {
    const page = await open();
    const requests = recordRequests(page);
    await signIn(page);
    for (const route of REMOTE_ROUTES) {
      await visit(page, route);
      const origin = `http://localhost:${remotePort(route.remote)}`;
      expect(requests).toContain(`${origin}/mf-manifest.json`);
      expect(requests).toContain(`${origin}/remoteEntry.js`);
    }
  });

  test('React (and antd) are loaded once on the page after visiting every remote', async () => {
    const page = await open({
      initScript: COUNT_REACT_RENDERERS,
    });
    const requests = recordRequests(page);
    await signIn(page);
    for (const route of REMOTE_ROUTES) await visit(page, route);

    expect(
      await page.evaluate(() => (window as unknown as { __reactRenderers: string[] }).__reactRenderers),
    ).toHaveLength(1);

    // No remote's own copy of the shared UI singletons was downloaded.
    // antd and react-router are shared tree-shaken (libs/build-config/used-exports.js): a remote needing an export the
    // shell's copy lacks would fetch its own, which this also catches.
    const singletons = [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'antd',
      'react-router',
      'react-router-dom',
    ];
    for (const route of REMOTE_ROUTES) {
      const manifest = JSON.parse(
        fs.readFileSync(path.join(REPO_ROOT, remoteDir(route.remote), 'dist/mf-manifest.json'), 'utf8'),
      );
      const own = (manifest.shared as Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>)
        .filter((shared) => singletons.includes(shared.name))
        .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async])
        .map((file) => `http://localhost:${remotePort(route.remote)}/${file}`);
      expect(requests.filter((url) => own.includes(url))).toEqual([]);
    }

    // The federation share scope still holds one copy of each, the shell's, already loaded: a remote
    // that asks for it later gets that copy, not its own. (A remote's unloaded entry here means the next
    // screen that imports it downloads that remote's copy: a second antd with its own ConfigProvider
    // context, so theme, locale and direction would stop reaching it.)
    const scope = await page.evaluate(
      (names) => {
        type Entry = { from: string; loaded?: boolean; lib?: unknown; treeShaking?: { lib?: unknown } };
        const federation = (
          globalThis as unknown as {
            __FEDERATION__: {
              __INSTANCES__: Array<{
                name: string;
                shareScopeMap: Record<string, Record<string, Record<string, Entry>>>;
              }>;
            };
          }
        ).__FEDERATION__;
        const shell = federation.__INSTANCES__.find((instance) => instance.name === 'shell')!;
        return names.map((name) => ({
          name,
          copies: Object.values(shell.shareScopeMap.default[name] ?? {}).map(
            (entry) =>
              `${entry.from}${entry.loaded || entry.lib || entry.treeShaking?.lib ? ' (loaded)' : ' (not loaded)'}`,
          ),
        }));
      },
      ['react', 'react-dom', 'antd', 'react-router'],
    );
    expect(scope).toEqual([
      { name: 'react', copies: ['shell (loaded)'] },
      { name: 'react-dom', copies: ['shell (loaded)'] },
      { name: 'antd', copies: ['shell (loaded)'] },
      { name: 'react-router', copies: ['shell (loaded)'] },
    ]);
  });
});

test('one Module Federation runtime runs the page: the shell provides it and every remote entry uses it', async () => {
  const page = await open();
  await signIn(page);
  for (const route of REMOTE_ROUTES) await visit(page, route);

  const instances = await page.evaluate(() => {
    type Instance = { name: string; constructor: unknown };
    const scope = globalThis as unknown as {
      __FEDERATION__: { __INSTANCES__: Instance[] };
      _FEDERATION_RUNTIME_CORE?: { ModuleFederation: unknown };
    };
    const provided = scope._FEDERATION_RUNTIME_CORE?.ModuleFederation;
    return scope.__FEDERATION__.__INSTANCES__.map((instance) => ({
      name: instance.name,
      usesProvided: Boolean(provided) && instance.constructor === provided,
    }));
  });
  expect(instances.map((instance) => instance.name).sort()).toEqual(
    ['shell', ...REMOTE_ROUTES.map((route) => route.remote)].sort(),
  );
  expect(instances.filter((instance) => !instance.usesProvided)).toEqual([]);

  // No remote's entry carries a runtime core of its own (chunk-contents.json: what each built file holds).
  for (const route of REMOTE_ROUTES) {
    const contents = JSON.parse(
      fs.readFileSync(path.join(REPO_ROOT, remoteDir(route.remote), 'dist/chunk-contents.json'), 'utf8'),
    );
    expect(Object.keys(contents['remoteEntry.js'])).not.toContain('@module-federation/runtime-core');
  }
});

// Every file shares the page's one global scope: a name a file declares at its top is the page's, and two files'
// minifier helpers of one name overwrote each other (libs/build-config/webpack.js, the minimizer). Only a remote's
// container entry declares one, its own name, which the host reads.
test('no file of the shell or a remote declares a global but each container its own name', () => {
  const declaring: string[] = [];
  for (const dir of ['apps/shell', ...REMOTE_ROUTES.map((route) => remoteDir(route.remote))]) {
    const dist = path.join(REPO_ROOT, dir, 'dist');
    for (const file of fs.readdirSync(dist).filter((name) => name.endsWith('.js'))) {
      // After the engine hint comment and "use strict": a file either is one expression or declares something.
      const code = fs
        .readFileSync(path.join(dist, file), 'utf8')
        .replace(/^(\/\/[^\n]*\n|\s+)*/, '')
        .replace(/^"use strict";/, '');
      const declared = /^(?:var|let|const|function|class)\s+([\w$]+)/.exec(code)?.[1];
      if (declared && !(file === 'remoteEntry.js' && code.startsWith(`var ${declared};(()=>{`)))
        declaring.push(`${dir}/dist/${file}: ${declared}`);
    }
  }
  expect(declaring).toEqual([]);
});

// Module Federation's tree-shaken sharing can name "shared fallback" files in an entry (`independent-packages/…`); the
// build skips compiling them (NoSharedFallbackBuildsPlugin, libs/build-config/webpack.js). A file an entry names is
// one its dist holds: a fallback the page would fetch must not answer 404.
test('no built file names a shared fallback file that its dist does not hold', () => {
  const missing: string[] = [];
  for (const dir of ['apps/shell', ...REMOTE_ROUTES.map((route) => remoteDir(route.remote))]) {
    const dist = path.join(REPO_ROOT, dir, 'dist');
    for (const file of fs.readdirSync(dist).filter((name) => name.endsWith('.js'))) {
      for (const [named] of fs
        .readFileSync(path.join(dist, file), 'utf8')
        .matchAll(/independent-packages\/[\w./@-]+\.js/g))
        if (!fs.existsSync(path.join(dist, named))) missing.push(`${dir}/dist/${file} names ${named}`);
    }
  }
  expect(missing).toEqual([]);
});

function remoteDir(name: string) {
  return {
    liveAgent: 'apps/live-agent',
    email: 'apps/email',
    chat: 'apps/chat',
    todoCalendar: 'apps/todo-calendar',
    commerceInvoice: 'apps/commerce-invoice',
    pages: 'apps/pages',
  }[name]!;
}

describe('fault isolation', () => {
  let email: StaticServer | undefined;
  afterEach(async () => {
    await email?.stop();
    email = undefined;
  });

  test('a remote that is down shows a fallback, the shell keeps working, and Retry loads it without a reload', async () => {
    email = await startStaticServer('apps/email');
    const port = email.port;
    const page = await open({
      config: (config) => ({
        ...config,
        remotes: {
          ...config.remotes,
          email: { ...config.remotes.email, entry: `http://localhost:${port}/mf-manifest.json` },
        },
      }),
    });
    await email.stop();

    await signIn(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: string }).__sameDocument = 'still here'));

    await openFromMenu(page, 'email', '/apps/email');
    const fallback = page.getByTestId('remote-unavailable');
    await fallback.waitFor();
    expect(await fallback.innerText()).toContain('Email is unavailable right now');
    await expect(page.getByTestId('navbar').isVisible()).resolves.toBe(true);

    // The menu still works and another remote still loads.
    await openFromMenu(page, 'chat', '/apps/chat');
    await page.getByTestId('chat-page').waitFor();
    await page.getByTestId('menu-email').click();
    await fallback.waitFor();

    // The remote comes back on the same port: Retry loads it in the same document.
    email = await startStaticServer('apps/email', port);
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('email-page').waitFor();
    expect(await page.getByTestId('remote-unavailable').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: string }).__sameDocument)).toBe(
      'still here',
    );
  });
});

describe('presenter panel', () => {
  const statusOf = (page: Page, name: string) => page.getByTestId(`remote-status-${name}`);
  const rowOf = (page: Page, name: string) =>
    page
      .getByTestId('presenter-remotes')
      .getByRole('row')
      .filter({ has: statusOf(page, name) });

  test('lists every remote with its state, and turning one off takes it out of the menu until turned on again', async () => {
    // As config.json ships: every remote is preloaded after sign-in, so each row comes to say it is loaded.
    const page = await open({ config: (config) => ({ ...config, preloadRemotes: true }) });
    await signIn(page); // the dashboard loads the liveAgent remote

    await page.getByTestId('presenter-open').click();
    const panel = page.getByTestId('presenter-panel');
    await panel.waitFor();
    for (const name of ['liveAgent', 'email', 'chat', 'todoCalendar', 'commerceInvoice', 'pages']) {
      await statusOf(page, name).waitFor();
    }
    // The dashboard loads liveAgent; the others are fetched while the browser is idle after sign-in.
    for (const name of ['liveAgent', 'email', 'chat', 'todoCalendar', 'commerceInvoice', 'pages']) {
      await eventually(async () => expect(await statusOf(page, name).innerText()).toBe('Loaded'));
      expect(await rowOf(page, name).innerText()).toMatch(/\b\d+ ms\b/);
    }

    await page.getByTestId('remote-toggle-email').click();
    await eventually(async () => expect(await statusOf(page, 'email').innerText()).toBe('Off'));
    expect(await page.getByTestId('remote-toggle-email').getAttribute('aria-checked')).toBe('false');
    await panel.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('menu-email').waitFor({ state: 'detached' });
    await expect(page.getByTestId('menu-chat').isVisible()).resolves.toBe(true);

    await page.goto(`${SHELL}/apps/email`);
    await page.getByTestId('remote-turned-off').waitFor();
    expect(await page.getByTestId('remote-turned-off').innerText()).toContain('Email is turned off');

    // Kept in localStorage: still off after a reload.
    await page.reload();
    await page.getByTestId('remote-turned-off').waitFor();
    await page.getByTestId('menu-chat').waitFor();
    expect(await page.getByTestId('menu-email').count()).toBe(0);

    await page.getByTestId('presenter-open').click();
    await eventually(async () => expect(await statusOf(page, 'email').innerText()).toBe('Off'));
    await page.getByTestId('remote-toggle-email').click();
    await page.getByTestId('menu-email').waitFor();
    await eventually(async () => expect(await statusOf(page, 'email').innerText()).not.toBe('Off'));
    await page.getByTestId('email-page').waitFor();
  });
});

describe('standalone remote', () => {
  let alone: StaticServer | undefined;
  afterEach(async () => {
    await alone?.stop();
    alone = undefined;
  });

  // Alone, nobody provides the federation runtime: each remote's page loads its own copy first.
  test.each(REMOTE_ROUTES.map((route) => [route.remote, route] as const))(
    '%s served alone shows its first screen with its own runtime',
    async (_name, route) => {
      alone = await startStaticServer(remoteDir(route.remote));
      const page = await open();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${alone.url}${route.path}`);
      await page.getByTestId(route.testId).waitFor();
      expect(await page.getByTestId('navbar').count()).toBe(0);
      expect(
        await page.evaluate(() =>
          Boolean((globalThis as unknown as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE),
        ),
      ).toBe(true);
      expect(errors).toEqual([]);
    },
  );

  test('the to-do & calendar remote served alone renders its routes in its own frame, without the shell', async () => {
    alone = await startStaticServer('apps/todo-calendar');
    const page = await open();
    await page.goto(`${alone.url}/apps/todo`);
    await page.getByTestId('todo-page').waitFor();
    await page.getByRole('heading', { name: 'To-do & Calendar' }).waitFor();
    expect(await page.getByTestId('navbar').count()).toBe(0);
    expect(await page.getByTestId('app-sider').count()).toBe(0);

    // Its frame links to its other screens.
    await page.getByRole('menuitem', { name: 'Calendar' }).click();
    await waitForPath(page, '/apps/calendar');
    await page.getByTestId('calendar-page').waitFor();
  });
});
