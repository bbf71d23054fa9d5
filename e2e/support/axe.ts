// axe-core over the running app: the critical and serious violations on the screen, in a form a failure message
// can show. The skins' colours are set in libs/ui-kit/src/theme/appTheme.ts. color-contrast is most of a check (it
// finds each text's background, element by element); axe-core 4.14 does it in about half the time of 4.13. Its
// default set also holds label-content-name-mismatch: a control's name contains the text it shows, so a person who
// says what they see (voice control) reaches it.
import fs from 'fs';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** Colours are measured as they settle, not halfway through a transition (a button fading in from disabled). */
export const NO_MOTION = {
  content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
};

/** What a skin changes is colour: axe's rules about it (the rest reads markup, the same in both skins). */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeScope {
  /** Selectors of what to check (the whole page when absent) and of what to leave out. */
  include?: string[];
  exclude?: string[];
  /** Only these rules (axe's default set when absent). */
  rules?: string[];
}

/**
 * axe-core's violations on the page, run by axe.run in the page itself, with only the violations worked out in full.
 * axe is put into a document once and stays for its later checks: the walks check a screen after each client-side
 * navigation, and evaluating axe's 600 kB again each time (twice per check, as @axe-core/playwright's builder does)
 * was about a third of a check. The app has no cross-origin frame whose results would need merging.
 */
export async function axeOn(page: Page, { include, exclude = [], rules }: AxeScope = {}): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    resultTypes: ['violations'],
    // No preloading: on each run axe fetches and parses every stylesheet again for the one rule that reads the CSSOM,
    // css-orientation-lock (experimental, not in its default set), and waits on media metadata for no-autoplay-audio
    // (the app has no audio or video). That was up to a quarter of a check.
    preload: false,
    ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
  };
  const context = {
    ...(include ? { include: include.map((selector) => [selector]) } : {}),
    exclude: exclude.map((selector) => [selector]),
  };
  return page.evaluate(
    ({ context, options }) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(
        context,
        options,
      ),
    { context, options },
  );
}

/**
 * The critical and serious violations on the page: on the whole page with `wholePage` (the shell's menu and navbar
 * are the same on every screen, so once is enough), else inside the remote's screen; `rules` narrows axe's set.
 */
export async function seriousViolations(
  page: Page,
  { wholePage = false, rules }: { wholePage?: boolean; rules?: string[] } = {},
) {
  const results = await axeOn(page, {
    include: wholePage ? undefined : ['[data-testid="remote-content"]'],
    // The menu drawer and popups that are closed are not part of the screen.
    exclude: ['.ant-drawer-content-wrapper-hidden'],
    rules,
  });
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
