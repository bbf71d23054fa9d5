// The theme customizer over the production build: the horizontal menu bar, in the semi-dark skin and right to left,
// opens every section of the product from the bar, with axe finding nothing serious; the bordered skin in a boxed
// width on a phone keeps its menu in the drawer and does not scroll sideways; every choice is kept across a reload.
import type { Page } from 'playwright-core';
import { NO_MOTION, seriousViolations } from './support/axe';
import { overflowingElements, settled, wholeText } from './support/screens';
import { clickInPopup, eventually, pathOf, signIn, setupBrowser } from './support/session';

const { open } = setupBrowser();

async function choose(page: Page, choice: string, value: string) {
  const group = page.getByTestId('customizer').getByRole('radiogroup', { name: choice });
  await group.getByText(value, { exact: true }).click();
  await eventually(async () => expect(await group.getByRole('radio', { name: value }).isChecked()).toBe(true));
}

test('horizontal, semi-dark and right to left: the bar opens each section of the product, and the choices stay', async () => {
  const page = await open();
  await signIn(page);
  await page.getByTestId('customizer-open').click();
  await choose(page, 'Menu layout', 'Horizontal');
  await choose(page, 'Skin', 'Semi-dark');
  await page.getByTestId('customizer').getByTestId('rtl-toggle').click();
  await page.getByTestId('customizer').getByRole('button', { name: 'Close' }).click();
  await page.getByTestId('customizer').waitFor({ state: 'hidden' });

  expect(await page.getByTestId('app-sider').count()).toBe(0);
  const bar = page.getByTestId('app-hmenu');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  // One screen of each section, reached from the bar: the section's menu, then the screen's item (in a group's
  // submenu where the side menu has it in a group).
  const trips: { section: string; group?: string; item: string; path: string }[] = [
    { section: 'Live chat', item: 'menu-agents', path: '/live-agent/agents' },
    { section: 'Apps', item: 'menu-email', path: '/apps/email' },
    { section: 'Apps', group: 'Invoice', item: 'menu-invoiceList', path: '/apps/invoice/list' },
    { section: 'Pages', item: 'menu-faq', path: '/pages/faq' },
  ];
  for (const { section, group, item, path } of trips) {
    await bar.getByText(wholeText(section)).click();
    if (group) await page.locator('.ant-menu-submenu-popup:visible').getByText(wholeText(group)).click();
    await clickInPopup(page, page.getByTestId(item));
    await eventually(() => expect(pathOf(page)).toBe(path));
    await settled(page);
  }
  // Only now: the bar's menus open with an animation whose end they wait for.
  await page.addStyleTag(NO_MOTION);
  expect(await seriousViolations(page, { wholePage: true })).toEqual([]);

  await page.reload();
  await bar.waitFor();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await page.getByTestId('app-layout').getAttribute('class')).toContain('skin-semi-dark');
});

test('bordered and boxed on a phone: the menu stays a drawer, nothing scrolls sideways, axe finds nothing serious', async () => {
  const layout = { skin: 'bordered', contentWidth: 'boxed', menuLayout: 'horizontal', footerType: 'static' };
  const page = await open({
    viewport: { width: 390, height: 844 },
    initScript: `localStorage.setItem('liveAgent.layout', ${JSON.stringify(JSON.stringify(layout))});`,
  });
  await signIn(page);
  await page.addStyleTag(NO_MOTION);
  await page.getByTestId('dashboard-figures').waitFor();
  expect(await page.getByTestId('app-hmenu').count()).toBe(0);
  await page.getByTestId('app-footer').waitFor();
  expect(await overflowingElements(page)).toEqual([]);
  expect(await seriousViolations(page, { wholePage: true })).toEqual([]);
  await page.getByTestId('menu-toggle').click();
  const drawer = page.getByTestId('app-menu-drawer');
  await drawer.getByTestId('menu-email').click();
  await eventually(() => expect(pathOf(page)).toBe('/apps/email'));
});
