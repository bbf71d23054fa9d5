// Going to a screen and waiting for it to settle, and what the walks (support/walk.ts) measure on it: what reaches past
// the viewport, text cut unreadably. Navigation is client-side (history + popstate) so one sign-in serves them all.
import type { Page } from 'playwright-core';

/** The product's main screens, one per kind: the screens `npm run bench` visits for its heap figure. */
export const BUILT_SCREENS = [
  '/live-agent/dashboard',
  '/live-agent/admins',
  '/live-agent/agents',
  '/live-agent/agents/departments',
  '/live-agent/agents/queues',
  '/live-agent/agents/shifts',
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
  '/apps/todo',
  '/apps/calendar',
  '/apps/email',
  '/apps/email/inbox/26',
  '/apps/chat',
  '/apps/chat/12',
  '/',
  '/apps/ecommerce/shop',
  '/apps/ecommerce/product-detail/atlas-14-ultrabook',
  '/apps/ecommerce/wishlist',
  '/apps/ecommerce/checkout',
  '/apps/user/list',
  '/apps/user/view/1',
  '/apps/user/edit/1',
  '/pages/account-settings',
  '/pages/profile',
  '/access-control',
  '/apps/invoice/list',
  '/apps/invoice/preview/4987',
  '/apps/invoice/edit/4987',
  '/apps/invoice/add',
  '/pages/faq',
  '/pages/knowledge-base',
  '/pages/knowledge-base/billing',
  '/pages/knowledge-base/billing/annual-billing',
  '/pages/pricing',
  '/misc/coming-soon',
  '/misc/maintenance',
  '/dashboard/analytics',
  '/cards/statistics',
  '/cards/analytics',
  '/pages/login-v1',
  '/pages/login-v2',
  '/pages/register-v1',
  '/pages/register-v2',
  '/pages/forgot-password-v1',
  '/pages/forgot-password-v2',
  '/pages/reset-password-v1',
  '/pages/reset-password-v2',
  '/pages/blog/list',
  '/pages/blog/detail/1',
  '/pages/blog/edit/1',
  '/tables/data-tables',
  '/forms/autocomplete',
] as const;

/** Goes to `path` inside the running app, as a click on a link does. */
export async function visit(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path, { waitUntil: 'commit' });
  // The previous screen stays until this one is ready (and a blank-layout page replaces the whole frame).
  await page.locator(`[data-testid="remote-content"][data-path="${path}"]`).waitFor({ timeout: 20000 });
  await settled(page);
}

/** The remote's screen is on the page and nothing is loading any more (spinners, skeletons). */
export async function settled(page: Page, timeout = 20000) {
  await page.locator(`[data-testid="remote-content"]`).first().waitFor({ timeout });
  await page.waitForFunction(
    () => !document.querySelector('.ant-spin-spinning, .ant-spin-blur, .ant-skeleton-active, [aria-busy="true"]'),
    undefined,
    { timeout, polling: 100 },
  );
  // The pointer rests off the content (no hover states, chart tooltips); charts and tables lay out on the next frames
  // and every finite motion (a drawer, a fade, a chart's entry) has ended. Endless ones (spinning icons, a live dot)
  // never end and say nothing about the layout.
  await page.mouse.move(0, 0);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((motion) => motion.playState !== 'running' || motion.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout, polling: 'raf' },
  );
  // A screen that crashed or could not load "fits" and passes axe: that must not count as a pass.
  if (await page.getByTestId('remote-unavailable').count()) {
    throw new Error(
      `${new URL(page.url()).pathname} shows the remote-unavailable page: ${await page.getByTestId('remote-unavailable').innerText()}`,
    );
  }
}

/** The elements that reach past the right edge of the viewport (what makes a page scroll sideways). */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width + 1) return [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 3).join('.')} ` +
      `[${element.getAttribute('data-testid') ?? ''}] right=${Math.round(element.getBoundingClientRect().right)}`;
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      // Only the outermost offenders: an element inside a scroll container that clips it is fine.
      let parent = element.parentElement;
      let clipped = false;
      while (parent && parent !== document.body) {
        const style = getComputedStyle(parent);
        if (/(auto|scroll|hidden|clip)/.test(style.overflowX) && parent.getBoundingClientRect().right <= width + 1) {
          clipped = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (!clipped) culprits.push(describe(element));
      if (culprits.length >= 8) break;
    }
    return [`scrollWidth ${document.documentElement.scrollWidth} > ${width}`, ...culprits];
  });
}

/**
 * Text cut short with an ellipsis that a user cannot read in full: the element (or an ancestor) carries no
 * `title`, so hovering shows nothing. Long German and Portuguese labels must wrap or show in full on hover.
 */
export async function unreadableCutText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(
      '[data-testid="remote-content"] *, .app-sider *, [data-testid="navbar"] *',
    )) {
      if (!element.textContent?.trim() || element.children.length > 2) continue;
      const style = getComputedStyle(element);
      if (style.textOverflow !== 'ellipsis' || element.scrollWidth <= element.clientWidth + 1) continue;
      if (
        element.closest(
          '[title], [aria-hidden="true"], .ant-select-selector, .ant-select-content, .ant-table-cell-ellipsis',
        )
      )
        continue;
      // Text held whole by one element with a title: hovering the text shows it.
      if (element.children.length === 1 && element.children[0].getAttribute('title') === element.textContent.trim())
        continue;
      found.push(
        `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')} "${element.textContent.trim().slice(0, 40)}"`,
      );
      if (found.length >= 6) break;
    }
    return found;
  });
}

/**
 * Header cells and form labels whose text is cut: wider than their box, or a column header that runs under a pinned
 * column while the table is scrolled to its start. A header cell is measured by what it holds, not by its scrollWidth:
 * a pinned column draws its shadow as a pseudo-element just outside its edge (antd's `-fix-start-shadow::after`),
 * which counts in the cell's scrollWidth although no text is cut.
 */
export async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const text = (element: Element) => (element.textContent ?? '').trim().slice(0, 40);
    for (const element of document.querySelectorAll<HTMLElement>(
      '[data-testid="remote-content"] :is(.ant-table-column-title, .ant-form-item-label > label, .la-row-field-label)',
    )) {
      if (element.offsetParent && element.scrollWidth > element.clientWidth + 1)
        found.push(`"${text(element)}" is cut (${element.scrollWidth} > ${element.clientWidth})`);
    }
    for (const cell of document.querySelectorAll<HTMLElement>('[data-testid="remote-content"] .ant-table-thead th')) {
      if (!cell.offsetParent) continue;
      const start = cell.getBoundingClientRect().left + cell.clientLeft;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Only text that is drawn: a screen-reader-only name is clipped to a pixel somewhere else.
        if (!node.textContent?.trim() || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        if (box.left < start - 1 || box.right > start + cell.clientWidth + 1) {
          found.push(`"${text(cell)}" is cut (${Math.round(box.width)} wide in ${cell.clientWidth})`);
          break;
        }
      }
    }
    for (const row of document.querySelectorAll('[data-testid="remote-content"] .ant-table-thead tr')) {
      const cells = [...row.children] as HTMLElement[];
      const pinned = cells.filter(
        (cell) => getComputedStyle(cell).position === 'sticky' && cell.className.includes('end'),
      );
      if (!pinned.length) continue;
      const edge = Math.min(...pinned.map((cell) => cell.getBoundingClientRect().left));
      for (const cell of cells)
        if (
          !pinned.includes(cell) &&
          getComputedStyle(cell).position !== 'sticky' &&
          cell.getBoundingClientRect().right > edge + 1
        )
          found.push(`"${text(cell)}" runs under the pinned column`);
    }
    return found;
  });
}

/** Each remote's first screen: its route, the menu item that opens it (null: the brand, home) and its test id. */
export type RemoteFirstScreen = { remote: string; menu: string | null; path: string; testId: string };

export const REMOTE_FIRST_SCREENS: readonly RemoteFirstScreen[] = [
  { remote: 'liveAgent', menu: 'menu-dashboard', path: '/live-agent/dashboard', testId: 'dashboard-figures' },
  { remote: 'email', menu: 'menu-email', path: '/apps/email', testId: 'email-page' },
  { remote: 'chat', menu: 'menu-chat', path: '/apps/chat', testId: 'chat-page' },
  { remote: 'todoCalendar', menu: 'menu-todo', path: '/apps/todo', testId: 'todo-page' },
  { remote: 'pages', menu: 'menu-analytics', path: '/dashboard/analytics', testId: 'analytics-dashboard' },
  { remote: 'commerceInvoice', menu: null, path: '/', testId: 'ecommerce-dashboard' },
];

/** An init script standing in for the React DevTools hook: every copy of react-dom on the page injects its renderer. */
export const COUNT_REACT_RENDERERS = `(() => {
  let nextId = 0;
  window.__reactRenderers = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { nextId += 1; window.__reactRenderers.push(renderer.version); this.renderers.set(nextId, renderer); return nextId; },
    onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {},
  };
})();`;

/**
 * For each element: whether its text reads left to right (the box of its first visible character lies left of its
 * last's) and its first character is inside the element's box (an ellipsis cuts the end, not the start). All the
 * seeded text is in left-to-right languages, so in a right-to-left layout this holds only where the text is isolated.
 */
export async function misreadTexts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const texts: Text[] = [];
      // Only text that is drawn: a screen-reader-only part is clipped to a pixel somewhere else.
      const drawn = (node: Text) => (node.parentElement?.getBoundingClientRect().width ?? 0) > 1;
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (node.textContent?.trim() && drawn(node as Text)) texts.push(node as Text);
      if (!texts.length) return [];
      const boxOf = (node: Text, at: number) => {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        return range.getBoundingClientRect();
      };
      // The first and last drawn characters: not a space, nor an isolate's zero-width mark.
      const DRAWN = /[^\s\u2066-\u2069]/;
      const first = boxOf(texts[0], texts[0].data.search(DRAWN));
      const lastText = texts[texts.length - 1];
      let lastAt = lastText.data.length - 1;
      while (lastAt > 0 && !DRAWN.test(lastText.data[lastAt])) lastAt -= 1;
      const last = boxOf(lastText, lastAt);
      const box = element.getBoundingClientRect();
      const text = element.textContent!.trim().slice(0, 40);
      const problems: string[] = [];
      if (element.textContent!.trim().length > 1 && first.left >= last.right)
        problems.push(`"${text}" reads right to left`);
      if (first.left < box.left - 1 || first.right > box.right + 1) problems.push(`"${text}" is cut at its start`);
      return problems;
    }),
  );
}

/**
 * A string of the page matched whole, as `getByText(text, { exact: true })` would, in either direction: in a
 * right-to-left layout the page sets each of its strings as a left-to-right isolate (ui-kit i18n/layoutIsolation.ts),
 * whose marks are part of the text node.
 */
export function wholeText(text: string): RegExp {
  return new RegExp(`^\\u2066?${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\u2069?$`);
}
