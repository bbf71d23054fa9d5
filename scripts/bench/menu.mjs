// Menu click → that remote's first screen with its data, measured in the page from the click to the screen (not a
// spinner or skeleton) on screen; and how many copies of React the page ends up with.
import { WAITING, median, row, signIn, timeRow } from './support.mjs';

const RUNS = 3;
const BUDGET_MS = 300;

// One menu item per remote, clicked from the signed-in layout, and one page of the theme's showcase (a component
// page of the pages remote). `group`: the menu group to open first.
const MENU_ITEMS = {
  liveAgent: { testId: 'menu-dashboard', remote: 'liveAgent' },
  email: { testId: 'menu-email', remote: 'email' },
  chat: { testId: 'menu-chat', remote: 'chat' },
  todoCalendar: { testId: 'menu-todo', remote: 'todoCalendar' },
  commerceInvoice: { testId: 'menu-ecommerceDashboard', remote: 'commerceInvoice', group: /e-commerce/i },
  pages: { testId: 'menu-analytics', remote: 'pages' },
  'showcase (buttons)': { testId: 'menu-showcase-components-buttons', remote: 'pages', group: /^components$/i },
};

// Counts React renderers: every copy of react-dom registers itself with the devtools hook.
const REACT_HOOK = `
  window.__reactRenderers = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(),
    inject(renderer) { window.__reactRenderers += 1; this.renderers.set(window.__reactRenderers, renderer); return window.__reactRenderers; },
    onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {},
  };`;

export async function measure({ browser, shellUrl }) {
  const times = Object.fromEntries(Object.keys(MENU_ITEMS).map((name) => [name, []]));
  let reactCopies = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext();
    await context.addInitScript(REACT_HOOK);
    const page = await context.newPage();
    await signIn(page, shellUrl);
    // A full load of a URL no remote owns, then a pause as a user would take: the shell has fetched the
    // remotes' small routes modules while idle (by design), and each click loads that screen's code.
    await page.goto(`${shellUrl}/bench-start`);
    await page.getByTestId('navbar').waitFor();
    // The pointer travels to the menu, as a user's does before a click: the shell preloads on that intent.
    await page.getByTestId('app-sider').hover();
    // Until the preload has fetched and evaluated every remote's menu screen (usePreloadRemotes.ts marks it): the
    // network going quiet is no sign of it, a remote's code being evaluated between two fetches.
    await page.waitForFunction(() => performance.getEntriesByName('boot:remotes-preloaded').length > 0, undefined, {
      timeout: 30_000,
    });
    await page.waitForLoadState('networkidle');
    for (const [name, { testId, remote, group }] of Object.entries(MENU_ITEMS)) {
      if (group) {
        // Opening the group is an action of its own: its items slide open over ~300 ms (antd's collapse motion),
        // and a user reads them before clicking one. Clicked during that motion, the measure counted its frames.
        await page.getByRole('menuitem', { name: group }).first().click();
        await page.waitForFunction(() => !document.querySelector('[class*="ant-motion-collapse"]'));
      }
      await page.getByTestId(testId).waitFor();
      const ms = await page.evaluate(
        ({ testId, remote, WAITING }) =>
          new Promise((resolve) => {
            const clickedAt = performance.now();
            // The screen of the address the click opens: the showcase's page is in the remote of the screen before
            // it, whose area (with the same data-remote) stays drawn until the next one is ready.
            const from = location.pathname;
            setTimeout(() => resolve(15_000), 15_000); // never shown: counted as 15 s, far over budget
            // A user's click starts with a pointer press (the shell's preload waits behind one).
            const item = document.querySelector(`[data-testid="${testId}"]`);
            item.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
            item.click();
            (function shown() {
              const area = document.querySelector(`[data-testid="remote-content"][data-remote="${remote}"]`);
              const waiting = area?.querySelector(WAITING);
              const opened = location.pathname !== from && area?.getAttribute('data-path') === location.pathname;
              if (opened && area.textContent.trim() && !waiting) resolve(performance.now() - clickedAt);
              else requestAnimationFrame(shown);
            })();
          }),
        { testId, remote, WAITING },
      );
      times[name].push(Math.round(ms));
    }
    reactCopies = Math.max(reactCopies, await page.evaluate(() => window.__reactRenderers));
    await context.close();
  }
  const medians = Object.fromEntries(Object.entries(times).map(([name, values]) => [name, median(values)]));
  return {
    results: { menuClickMs: medians, menuClickRuns: times, reactCopies },
    rows: [
      ...Object.entries(medians).map(([name, ms]) =>
        timeRow(`menu click → ${name} first screen with its data (median of ${RUNS})`, ms, BUDGET_MS),
      ),
      row('React copies on the page', String(reactCopies), '= 1', reactCopies === 1),
    ],
  };
}
