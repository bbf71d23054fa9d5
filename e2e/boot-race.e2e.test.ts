// A signed-in page load cannot race (docs/architecture.md, "One copy of each shared library, whatever arrives
// first"): signed-in loads of the six remotes' first screens, each on a slowed CPU and with the
// apps' files delayed at random, so chunks arrive and run in every order: cold loads, reloads and typed addresses whose
// files come partly or wholly from the browser's cache and run sooner than they download. Each must show its screen,
// with no router error page, no remote fallback, no page error, and one instance of every shared singleton on the
// page, as the federation runtime's share scope holds them, the page's one React renderer and one i18next.
import http from 'http';
import type { AddressInfo } from 'net';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { COUNT_REACT_RENDERERS, REMOTE_FIRST_SCREENS } from './support/screens';
import { servedConfig, signedInState } from './support/session';

/**
 * Loads in the run (E2E_RACE_LOADS) and per browser context (E2E_RACE_PER_CONTEXT). The suite's default, 18 in six
 * contexts of three, opens each remote's screen cold, reloads it and types the next one's address, once each.
 * `npm run e2e:race` runs a hundred, eight per context: a cold load, a reload, then typed addresses of the six screens
 * in turn, each remote opened cold at least twice.
 */
const LOADS = Number(process.env.E2E_RACE_LOADS ?? 18);
const PER_CONTEXT = Number(process.env.E2E_RACE_PER_CONTEXT ?? 3);
/**
 * CPU slowdowns, one per browser context in turn (E2E_RACE_RATES). The suite keeps to 4: Chromium slows a page by
 * suspending its main thread in a busy wait, so a page holds a whole core while it loads, about 3.5 s a load here;
 * `npm run e2e:race` cycles 4, 5 and 6.
 */
const RATES = (process.env.E2E_RACE_RATES ?? '4').split(',').map(Number);
/**
 * One page at a time (E2E_RACE_AT_ONCE): with that busy wait, a second slowed page only takes the core the browser,
 * the servers and Mirage's worker need (24 loads slowed 4 times took 80 s one at a time, 85 s two at a time).
 */
const AT_ONCE = Number(process.env.E2E_RACE_AT_ONCE ?? 1);

const SCREENS = REMOTE_FIRST_SCREENS;

/** The libraries whose second copy would split the page's state in two (libs/build-config/shared.js). */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'redux',
  'react-redux',
  'redux-saga',
  '@reduxjs/toolkit',
  'antd',
  'i18next',
  'react-i18next',
  '@casl/ability',
  '@casl/react',
  '@live-agent/auth',
  '@live-agent/ui-kit',
  '@live-agent/store',
];

interface Load {
  path: string;
  problems: string[];
}

/**
 * What the page holds once its screen shows: per shared library, how many distinct instances the share scope holds
 * loaded (and which app's load put each there: the runtime records the loader, not the provider). A remote that took
 * its own copy without the share scope is caught by what the screen needs: a second react-dom registers a second
 * renderer, a second react-redux or router has no store or router context and the screen crashes to its fallback.
 */
function readPage([names, namespace]: [string[], string]) {
  type Entry = { from?: string; lib?: () => unknown; treeShaking?: { lib?: () => unknown } };
  type Instance = { name: string; shareScopeMap: Record<string, Record<string, Record<string, Entry>>> };
  const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__;
  const copies: Record<string, { instances: number; from: string[] }> = {};
  for (const name of names) {
    const instances = new Set<unknown>();
    const from = new Set<string>();
    for (const instance of federation.__INSTANCES__) {
      for (const entry of Object.values(instance.shareScopeMap.default?.[name] ?? {})) {
        for (const loaded of [entry, entry.treeShaking]) {
          if (!loaded?.lib) continue;
          instances.add(loaded.lib());
          from.add(entry.from ?? '?');
        }
      }
    }
    copies[name] = { instances: instances.size, from: [...from] };
  }
  const i18nModule = [...federation.__INSTANCES__]
    .map((instance) => Object.values(instance.shareScopeMap.default?.i18next ?? {})[0]?.lib?.())
    .find(Boolean) as
    | { default?: { isInitialized?: boolean; language?: string; hasResourceBundle?: (...args: string[]) => boolean } }
    | undefined;
  const i18n = i18nModule?.default;
  return {
    copies,
    renderers: (window as unknown as { __reactRenderers: string[] }).__reactRenderers.length,
    i18nextReady: Boolean(i18n?.isInitialized) && typeof i18n?.hasResourceBundle === 'function',
    // The remote's strings went into the page's instance: a remote on a copy of its own would keep its screen in the
    // language it loaded with when the shell switches the page's.
    remoteStrings: Boolean(i18n?.language && i18n.hasResourceBundle?.(i18n.language, namespace)),
  };
}

/**
 * A proxy in front of each app's server that holds every script and JSON file back for 0–300 ms, its own delay each:
 * the order they land in changes from load to load. In the server's path, not the browser's (a Playwright route would
 * turn the browser's cache off, and with it the reloads). The shell's config.json and its page's Content-Security-Policy
 * are rewritten to the proxies' ports; config.json is the build's, as it ships (the suite's server answers its quiet
 * one: support/quiet-config.cjs), so every remote is preloaded after sign-in, beside the screen's own loading.
 */
async function startDelayingProxies() {
  const config = servedConfig();
  const shipped = JSON.stringify(config);
  const upstream = [
    config.shellPort,
    ...Object.values(config.remotes).map((remote) => Number(new URL(remote.entry).port)),
  ];
  const ports = new Map<number, number>();
  const toProxies = (text: string) =>
    text.replace(/localhost:(\d+)/g, (_found, at) => `localhost:${ports.get(Number(at)) ?? at}`);
  const servers = await Promise.all(
    upstream.map(async (port) => {
      const server = http.createServer((req, res) => {
        const rewritten = req.url?.startsWith('/config.json');
        const hold = /\.(js|json)(\?|$)/.test(req.url ?? '') ? Math.random() * 300 : 0;
        setTimeout(() => {
          const headers = {
            ...req.headers,
            host: `localhost:${port}`,
            ...(rewritten ? { 'accept-encoding': 'identity' } : {}),
          };
          const forward = http.request(
            { host: 'localhost', port, path: req.url, method: req.method, headers },
            (answer) => {
              // The page's policy names the apps' origins, as config.json does: the proxies' instead, in both.
              const policy = answer.headers['content-security-policy'];
              if (typeof policy === 'string') answer.headers['content-security-policy'] = toProxies(policy);
              if (!rewritten) {
                res.writeHead(answer.statusCode ?? 502, answer.headers);
                answer.pipe(res);
                return;
              }
              // The server's headers (its caching), with the build's body.
              answer.resume();
              answer.on('end', () => {
                const { 'content-length': _length, ...rest } = answer.headers;
                res.writeHead(answer.statusCode ?? 502, rest);
                res.end(toProxies(shipped));
              });
            },
          );
          forward.on('error', () => res.destroy());
          req.pipe(forward);
        }, hold);
      });
      await new Promise<void>((resolve) => server.listen(0, resolve));
      ports.set(port, (server.address() as AddressInfo).port);
      return server;
    }),
  );
  return {
    shell: `http://localhost:${ports.get(config.shellPort)}`,
    stop: () =>
      Promise.all(
        servers.map((server) => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve)))),
      ),
  };
}

let browser: Browser;
let proxies: Awaited<ReturnType<typeof startDelayingProxies>>;

beforeAll(async () => {
  browser = await launchBrowser();
  proxies = await startDelayingProxies();
});

afterAll(async () => {
  await browser?.close();
  await proxies?.stop();
});

/** Whether the screen a load opened shows, and what the page holds then. */
async function inspect(page: import('playwright-core').Page, screen: (typeof SCREENS)[number], problems: string[]) {
  const shown = page.locator(
    `[data-testid="remote-content"][data-remote="${screen.remote}"] [data-testid="${screen.testId}"]`,
  );
  const broken = page.locator('[data-testid="route-error"], [data-testid="remote-unavailable"]');
  await shown.or(broken).first().waitFor({ timeout: 90000 });
  if (await broken.count())
    problems.push(`shows ${(await broken.first().innerText()).replace(/\s+/g, ' ').slice(0, 200)}`);
  // Each remote's string namespace is its name (apps/<remote>/src/i18n NAMESPACE).
  const held = await page.evaluate(readPage, [SINGLETONS, screen.remote] as [string[], string]);
  for (const [name, { instances, from }] of Object.entries(held.copies)) {
    if (instances > 1) problems.push(`${instances} instances of ${name} (loaded by ${from.join(', ')})`);
  }
  for (const name of [
    'react',
    'react-dom',
    'react-router',
    'i18next',
    'react-i18next',
    'react-redux',
    '@live-agent/store',
  ]) {
    if (held.copies[name].instances !== 1) problems.push(`${name} not loaded once (${held.copies[name].instances})`);
  }
  if (held.renderers !== 1) problems.push(`${held.renderers} React renderers`);
  if (!held.i18nextReady) problems.push('the shared i18next is not the initialised instance');
  if (!held.remoteStrings) problems.push(`the shared i18next lacks the ${screen.remote} strings`);
}

/**
 * Loads in one browser context: a remote's screen opened cold, reloaded (its files from the browser's cache), then
 * typed into the address bar for the next remotes' screens (the shell cached, the remote not) and back to the first
 * one (everything cached, so scripts run as soon as the page asks for them).
 */
async function loadInContext(index: number, count: number): Promise<Load[]> {
  const first = index % SCREENS.length;
  const screens = Array.from({ length: count }, (_, step) => SCREENS[(first + Math.max(0, step - 1)) % SCREENS.length]);
  const loads: Load[] = screens.map((screen, step) => ({
    path: `${screen.path}${step === 1 ? ' (reload)' : ''}`,
    problems: [],
  }));
  const context = await browser.newContext({
    storageState: await signedInState(browser, 'admin', proxies.shell),
    viewport: { width: 1400, height: 900 },
    locale: 'en-US',
  });
  let current = loads[0];
  try {
    await context.addInitScript(COUNT_REACT_RENDERERS);
    const page = await context.newPage();
    page.on('pageerror', (error) => current.problems.push(`page error: ${error.message}`));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATES[index % RATES.length] });
    for (const [step, screen] of screens.entries()) {
      current = loads[step];
      if (step === 1) await page.reload({ waitUntil: 'commit', timeout: 60000 });
      else await page.goto(`${proxies.shell}${screen.path}`, { waitUntil: 'commit', timeout: 60000 });
      await inspect(page, screen, current.problems);
    }
  } catch (error) {
    current.problems.push(`did not load: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await context.close().catch(() => undefined);
  }
  return loads;
}

test(
  `${LOADS} signed-in loads of every remote, slowed and shuffled, each show their screen with one copy of each shared library`,
  async () => {
    const loads: Load[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (next * PER_CONTEXT < LOADS) {
          const index = next++;
          loads.push(...(await loadInContext(index, Math.min(PER_CONTEXT, LOADS - index * PER_CONTEXT))));
        }
      }),
    );
    const failed = loads
      .filter((load) => load.problems.length)
      .map((load) => `${load.path}: ${load.problems.join('; ')}`);
    expect(failed).toEqual([]);
    expect(loads).toHaveLength(LOADS);
  },
  20 * 60 * 1000,
);
