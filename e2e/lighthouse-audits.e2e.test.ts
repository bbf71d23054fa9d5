// The axe rules Lighthouse's accessibility score counts and axe's defaults leave out or rate below "serious" (so
// the walks, every-route*.e2e.test.ts, do not catch them), on the two pages `npm run bench` scores with Lighthouse
// (scripts/bench/lighthouse.mjs): targets of at least 24 px, a visible label inside the accessible name, headings
// one level at a time.
import type { Page } from 'playwright-core';
import { axeOn } from './support/axe';
import { settled } from './support/screens';
import { SHELL, signIn, setupBrowser } from './support/session';

const { open } = setupBrowser();
const RULES = ['target-size', 'label-content-name-mismatch', 'heading-order'];

async function violations(page: Page) {
  const results = await axeOn(page, { rules: RULES });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

test('the sign-in page passes the Lighthouse-only axe rules', async () => {
  const page = await open();
  await page.goto(`${SHELL}/login`);
  await page.getByTestId('login-form').waitFor();
  expect(await violations(page)).toEqual([]);
});

test('the Live Agent dashboard, signed in, passes them too; its buttons are named by what they show', async () => {
  const page = await open();
  await signIn(page);
  await page.getByTestId('dashboard-figures').waitFor();
  await settled(page);
  expect(await violations(page)).toEqual([]);
  expect(await page.getByTestId('language-switch').getAttribute('aria-label')).toBe('EN, language');
  expect(await page.getByTestId('user-menu').getAttribute('aria-label')).toMatch(/^.+, .+, account$/);
  expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(['RIGHT NOW', 'TODAY SO FAR']);
});
