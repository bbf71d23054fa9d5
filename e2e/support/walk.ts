// The walks over every screen (every-route.e2e.test.ts in the light skin, every-route-dark-rtl.e2e.test.ts in the
// dark skin right to left): what each screen must hold, checked at two widths per visit. A visit is the costly part
// (the screen loads and settles), so each walk visits a screen once and every check of that setup runs on it.
import type { Page } from 'playwright-core';
import { untranslatedName } from '../../libs/ui-kit/src/testing/untranslatedNames';
import { NO_MOTION, seriousViolations } from './axe';
import { overflowingElements, settled, unreadableCutText, visit } from './screens';
import { SHELL } from './session';

/** What must not be on a screen, by the test id the shared status pages carry. */
const BROKEN = ['not-built-yet', 'not-found', 'remote-unavailable', 'remote-turned-off'];

export const DESK = { width: 1440, height: 900 };
export const TABLET = { width: 768, height: 1024 };
export const PHONE = { width: 390, height: 844 };
export type Viewport = typeof DESK;

/** The accessible names on the page that a reader of `language` should not hear, from Chromium's accessibility tree. */
export async function untranslatedNamesOn(page: Page, language: 'de' | 'fr' | 'pt' = 'de'): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
      nodes: Array<{ ignored?: boolean; role?: { value?: string }; name?: { value?: string } }>;
    };
    const found = new Set<string>();
    for (const node of nodes) {
      const name = node.name?.value;
      if (node.ignored || !name || node.role?.value === 'StaticText' || node.role?.value === 'InlineTextBox') continue;
      const why = untranslatedName(name, language);
      if (why) found.add(`${node.role?.value} "${name.slice(0, 60)}": ${why}`);
    }
    return [...found];
  } finally {
    await session.detach();
  }
}

/**
 * What is wrong with the screen shown whatever the width: a status page instead of it, not one h1, a critical or
 * serious axe violation (of `rules` only, when given; the whole page with `wholePage`, else the remote's screen: the
 * shell's menu and navbar are the same on every screen, once is enough), and, in a language other than English,
 * an accessible name its reader should not hear.
 */
export async function problemsOn(
  page: Page,
  { wholePage = false, rules, language }: { wholePage?: boolean; rules?: string[]; language?: 'de' | 'pt' } = {},
): Promise<string[]> {
  const problems: string[] = [];
  for (const testId of BROKEN) if (await page.getByTestId(testId).count()) problems.push(`shows ${testId}`);
  const headings = await page.locator('h1').count();
  if (headings !== 1) problems.push(`${headings} h1 elements`);
  for (const violation of await seriousViolations(page, { wholePage, rules }))
    problems.push(`axe: ${JSON.stringify(violation)}`);
  if (language) problems.push(...(await untranslatedNamesOn(page, language)));
  return problems;
}

/** What makes a screen unusable at a narrow width: it scrolls sideways, or cut text cannot be read in full. */
export async function narrowProblems(page: Page): Promise<string[]> {
  return [...(await overflowingElements(page)), ...(await unreadableCutText(page)).map((cut) => `cut: ${cut}`)];
}

export interface WalkStep {
  path: string;
  viewport: Viewport;
  /** The screen's first check in this walk (it was just visited): the checks that hold at any width run here. */
  firstAtPath: boolean;
  /** The walk's first screen: whole-page checks run here. */
  firstOfWalk: boolean;
}

/**
 * Visits each path in the app that is open (client-side, one sign-in for all) and runs `check` at both widths: the
 * screen is opened at one, then the window is resized to the other (antd's breakpoints follow the window, as on a
 * load). The widths alternate from screen to screen, so each costs one resize. Returns what the checks found, by
 * screen and width; a screen that does not open or settle is a finding, and the walk goes on.
 */
export async function walkScreens(
  page: Page,
  paths: readonly string[],
  widths: readonly [Viewport, Viewport],
  check: (step: WalkStep) => Promise<string[]>,
  open: (path: string) => Promise<void> = (path) => visit(page, path),
): Promise<string[]> {
  const failures: string[] = [];
  for (const [index, path] of paths.entries()) {
    const order = index % 2 ? [widths[1], widths[0]] : [widths[0], widths[1]];
    for (const [at, viewport] of order.entries()) {
      try {
        await page.setViewportSize(viewport);
        if (at === 0) await open(path);
        else await settled(page);
        const problems = await check({ path, viewport, firstAtPath: at === 0, firstOfWalk: index === 0 });
        if (problems.length) failures.push(`${path} at ${viewport.width} px: ${problems.join(' | ')}`);
      } catch (error) {
        failures.push(`${path} at ${viewport.width} px: ${(error as Error).message.split('\n')[0]}`);
        break;
      }
    }
  }
  return failures;
}

/** How a walk opens a sign-in page variant, signed out: a load of its own, drawn without the app's frame. */
export function openSignedOut(page: Page): (path: string) => Promise<void> {
  return async (path) => {
    await page.goto(`${SHELL}${path}`);
    await page.addStyleTag(NO_MOTION);
    await page.locator('form').first().waitFor({ timeout: 15000 });
    await settled(page);
  };
}
