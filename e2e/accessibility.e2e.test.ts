// axe-core on every built screen, signed in, in both skins: no critical and no serious violation (contrast,
// names, labels, landmarks and headings included). The skins' colours are set in libs/ui-kit/src/theme/appTheme.ts.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { BUILT_SCREENS, visit } from './support/screens';
import { signIn, useBrowser } from './support/session';

const { open } = useBrowser();

/**
 * What a skin changes is colour: the dark walk runs only axe's rules about colour, the light one every rule (names,
 * labels, roles, landmarks and headings are the same markup in both).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** `wholePage` on the first screen only: the shell's menu and navbar are the same on every screen after it. */
async function seriousViolations(page: Page, wholePage: boolean, skin: 'light' | 'dark') {
  let builder = new AxeBuilder({ page: page as never });
  if (!wholePage) builder = builder.include('[data-testid="remote-content"]');
  if (skin === 'dark') builder = builder.withRules(COLOUR_RULES);
  // The menu drawer and popups that are closed are not part of the screen.
  const results = await builder.exclude('.ant-drawer-content-wrapper-hidden').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.slice(0, 4).map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1, 2).join(' ')}`),
      more: Math.max(0, violation.nodes.length - 4),
    }));
}

/** Every built screen in one skin: the violations axe finds (and a missing or second h1), by path. */
async function violationsIn(skin: 'light' | 'dark') {
  const page = await open({ initScript: `localStorage.setItem('liveAgent.layout', ${JSON.stringify(JSON.stringify({ skin }))});` });
  await signIn(page);
  // Colours are measured as they settle, not halfway through a transition (a button fading in from disabled).
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  const found: Record<string, unknown> = {};
  for (const path of BUILT_SCREENS) {
    await visit(page, path);
    const violations: unknown[] = await seriousViolations(page, path === BUILT_SCREENS[0], skin);
    // Every screen names itself with one h1 (axe only rates a missing one "moderate").
    const headings = await page.locator('[data-testid="remote-content"] h1').count();
    if (skin === 'light' && headings !== 1) violations.push({ rule: 'one-h1', found: headings });
    if (violations.length) found[path] = violations;
  }
  return found;
}

// Both skins at once, each in its own page: axe runs in the page's renderer, so the two walks share the machine's
// cores instead of taking turns (the walk over 60 screens was most of the e2e run's time).
test('every built screen has no critical or serious axe violation, in the light and in the dark skin', async () => {
  const [light, dark] = await Promise.all([violationsIn('light'), violationsIn('dark')]);
  expect({ light, dark }).toEqual({ light: {}, dark: {} });
}, 900_000);
