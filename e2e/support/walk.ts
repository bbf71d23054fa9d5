// What a walk over the screens checks on each one (every-route.e2e.test.ts, showcase.e2e.test.ts): nothing broken is
// shown, one h1, no critical or serious axe violation, and in German no accessible name a German reader should not hear.
import type { Page } from 'playwright-core';
import { untranslatedName } from '../../libs/ui-kit/src/testing/untranslatedNames';
import { seriousViolations } from './axe';

/** What must not be on a screen, by the test id the shared status pages carry. */
const BROKEN = ['not-built-yet', 'not-found', 'remote-unavailable', 'remote-turned-off'];

/** The accessible names on the page that a German reader should not hear, from Chromium's accessibility tree. */
export async function untranslatedNamesOn(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
      nodes: Array<{ ignored?: boolean; role?: { value?: string }; name?: { value?: string } }>;
    };
    const found = new Set<string>();
    for (const node of nodes) {
      const name = node.name?.value;
      if (node.ignored || !name || node.role?.value === 'StaticText' || node.role?.value === 'InlineTextBox') continue;
      const why = untranslatedName(name, 'de');
      if (why) found.add(`${node.role?.value} "${name.slice(0, 60)}": ${why}`);
    }
    return [...found];
  } finally {
    await session.detach();
  }
}

/** What is wrong on the screen shown; `wholePage` runs axe beyond the remote's screen (once is enough). */
export async function problemsOn(page: Page, wholePage = true, language = 'en'): Promise<string[]> {
  const problems: string[] = [];
  for (const testId of BROKEN) if (await page.getByTestId(testId).count()) problems.push(`shows ${testId}`);
  const headings = await page.locator('h1').count();
  if (headings !== 1) problems.push(`${headings} h1 elements`);
  for (const violation of await seriousViolations(page, { wholePage }))
    problems.push(`axe: ${JSON.stringify(violation)}`);
  if (language === 'de') problems.push(...(await untranslatedNamesOn(page)));
  return problems;
}
