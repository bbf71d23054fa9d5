// axe-core over the running app: the critical and serious violations on the screen, in a form a failure message
// can show. The skins' colours are set in libs/ui-kit/src/theme/appTheme.ts.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Colours are measured as they settle, not halfway through a transition (a button fading in from disabled). */
export const NO_MOTION = {
  content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
};

/** What a skin changes is colour: axe's rules about it (the rest reads markup, the same in both skins). */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe on the page, run by axe.run in the page itself (legacy mode) rather than as partial runs merged in a blank page
 * the builder opens for every call, with only the violations worked out in full: the same violations, five to ten
 * times faster (30 s → 3 s on the agent analysis screen's 2,000 elements). The app has no cross-origin frame whose
 * results would need the merge.
 */
export function axeOn(page: Page) {
  return new AxeBuilder({ page: page as never }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/**
 * The critical and serious violations on the page: on the whole page with `wholePage` (the shell's menu and navbar
 * are the same on every screen, so once is enough), else inside the remote's screen; `rules` narrows axe's set.
 */
export async function seriousViolations(
  page: Page,
  { wholePage = false, rules }: { wholePage?: boolean; rules?: string[] } = {},
) {
  let builder = axeOn(page);
  if (!wholePage) builder = builder.include('[data-testid="remote-content"]');
  if (rules) builder = builder.withRules(rules);
  // The menu drawer and popups that are closed are not part of the screen.
  const results = await builder.exclude('.ant-drawer-content-wrapper-hidden').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      nodes: violation.nodes
        .slice(0, 4)
        .map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1, 2).join(' ')}`),
      more: Math.max(0, violation.nodes.length - 4),
    }));
}
