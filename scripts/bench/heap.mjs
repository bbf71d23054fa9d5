// JS heap after visiting every built screen: signs in, walks every screen of e2e/support/screens.ts (BUILT_SCREENS)
// the way a user's link clicks do (history.pushState + popstate, one page for all), waits for each screen's
// content, then forces a garbage collection and reads what is left. A figure that grows run after run is a leak
// (a store area, a listener, a cache that never lets go); the heap right after sign-in is shown beside it.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../apps.mjs';
import { WAITING, row, signIn } from './support.mjs';

// No named budget: about 1.5 × the 2026-11 measure (~44 MB after every screen), so a leak or a cache that keeps a
// screen's data shows up while the ordinary spread between runs does not.
const BUDGET_MB = 66;

/** The screens list of the e2e suite, read from its source so the two never drift apart. */
export function builtScreens() {
  const source = fs.readFileSync(path.join(repoRoot, 'e2e/support/screens.ts'), 'utf8');
  const list = /export const BUILT_SCREENS = \[([\s\S]*?)\] as const;/.exec(source);
  if (!list) throw new Error('e2e/support/screens.ts has no BUILT_SCREENS list');
  return [...list[1].matchAll(/'([^']+)'/g)].map((match) => match[1]);
}

/** Forces a full collection (twice: finalizers free more on the second) and returns the used JS heap in MB. */
async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return Math.round((usedSize / 1024 / 1024) * 10) / 10;
}

/** Goes to `target` inside the running app as a link does, and waits for its content without a loading state. */
async function visit(page, target) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
  await page.waitForFunction(
    ({ to, waiting }) => {
      if (window.location.pathname !== to) return false;
      const area = document.querySelector('[data-testid="remote-content"]');
      return Boolean(area && area.textContent.trim() && !document.querySelector(waiting));
    },
    { to: target, waiting: WAITING },
    { timeout: 20_000, polling: 50 },
  );
}

export async function measure({ browser, shellUrl }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  try {
    await signIn(page, shellUrl);
    await page.waitForLoadState('networkidle');
    const afterSignInMb = await heapAfterGc(cdp);
    const screens = builtScreens();
    const failed = [];
    for (const screen of screens) {
      try {
        await visit(page, screen);
      } catch {
        failed.push(screen); // counted, and named in the table: a screen that never settles is not "visited"
      }
    }
    // Back where a user lands, so the last screen's own data is not what is counted.
    await visit(page, '/live-agent/dashboard');
    await page.waitForTimeout(500);
    const afterEveryScreenMb = await heapAfterGc(cdp);
    return {
      results: { heap: { afterSignInMb, afterEveryScreenMb, screens: screens.length, unsettled: failed } },
      rows: [
        row('JS heap right after sign-in (MB, after GC)', `${afterSignInMb} MB`, undefined, undefined),
        row(
          `JS heap after every screen (${screens.length}, MB, after GC)`,
          `${afterEveryScreenMb} MB`,
          `≤ ${BUDGET_MB} MB`,
          afterEveryScreenMb <= BUDGET_MB && failed.length === 0,
        ),
      ],
      tables: failed.length
        ? [
            {
              title: 'Screens that did not settle in the heap walk',
              columns: ['screen'],
              rows: failed.map((screen) => [screen]),
            },
          ]
        : [],
    };
  } finally {
    await context.close();
  }
}
