// The maps showcase in a real browser: the world map in German names a focused country with its figure and shows
// it in a tooltip, its zoom buttons zoom in and out; the markers map draws with every request outside localhost
// refused and, with the network cut, still zooms, pans and flies to a searched city; the world map passes axe in
// German with a country focused and its tooltip shown.
import type { Page } from 'playwright-core';
import { seriousViolations, NO_MOTION } from './support/axe';
import { visit } from './support/screens';
import { eventually, signIn, setupBrowser } from './support/session';
import { untranslatedNamesOn } from './support/walk';

const { open } = setupBrowser();

/** The scale of the map's drawn layer (its transform's `scale(k)`). */
const scaleOf = (page: Page) =>
  page
    .getByTestId('map-layer')
    .getAttribute('transform')
    .then((transform) => Number(/scale\(([\d.]+)\)/.exec(transform ?? '')?.[1] ?? 1));

async function inGerman(page: Page) {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('liveAgent.language', 'de'));
  await page.reload();
  await page.getByTestId('navbar').waitFor();
  await page.addStyleTag(NO_MOTION);
}

describe('world map', () => {
  test('in German: a focused country is named with its figure and shows it in a tooltip; the buttons zoom', async () => {
    const page = await open();
    await inGerman(page);
    await visit(page, '/maps/world');
    const map = page.getByRole('region', { name: /Weltkarte der Unterhaltungen/ });
    expect(await map.locator('path').count()).toBeGreaterThan(170);

    const germany = map.getByRole('button', { name: 'Deutschland: 2.640 Unterhaltungen' });
    await germany.focus();
    expect(await map.getByRole('tooltip').innerText()).toBe('Deutschland: 2.640 Unterhaltungen');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Deutschland: 2.640 Unterhaltungen',
    );

    expect(await scaleOf(page)).toBe(1);
    await map.getByRole('button', { name: 'Vergrößern', exact: true }).click();
    await eventually(async () => expect(await scaleOf(page)).toBeCloseTo(1.6));
    await map.getByRole('button', { name: 'Vergrößern', exact: true }).click();
    await eventually(async () => expect(await scaleOf(page)).toBeCloseTo(2.56));
    await map.getByRole('button', { name: 'Verkleinern', exact: true }).click();
    await eventually(async () => expect(await scaleOf(page)).toBeCloseTo(1.6));
    // The arrow keys pan the focused map.
    const before = await page.getByTestId('map-layer').getAttribute('transform');
    await map.focus();
    await page.keyboard.press('ArrowLeft');
    await eventually(async () =>
      expect(await page.getByTestId('map-layer').getAttribute('transform')).not.toBe(before),
    );

    expect(await seriousViolations(page)).toEqual([]);
    expect(await untranslatedNamesOn(page)).toEqual([]);
  });
});

describe('markers map', () => {
  test('draws with every request outside localhost refused; offline it zooms and flies to a searched city', async () => {
    const page = await open();
    const outside: string[] = [];
    await page.context().route('**', (route) => {
      const { hostname } = new URL(route.request().url());
      if (hostname === 'localhost' || hostname === '127.0.0.1') return route.continue();
      outside.push(route.request().url());
      return route.abort();
    });
    await inGerman(page);
    await visit(page, '/maps/markers');
    const map = page.getByRole('region', { name: /Weltkarte der Kunden/ });
    expect(await map.locator('path').count()).toBeGreaterThan(170);
    expect(await map.getByRole('button', { name: /Städte, zum Vergrößern auswählen$/ }).count()).toBeGreaterThan(2);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await untranslatedNamesOn(page)).toEqual([]);

    await page.context().setOffline(true);
    await map.getByRole('button', { name: 'Vergrößern', exact: true }).click();
    await eventually(async () => expect(await scaleOf(page)).toBeCloseTo(1.6));
    await map.getByRole('button', { name: 'Ansicht zurücksetzen', exact: true }).click();
    await eventually(async () => expect(await scaleOf(page)).toBe(1));
    const before = await page.getByTestId('map-layer').getAttribute('transform');
    await map.getByRole('button', { name: 'Vergrößern', exact: true }).click();
    await map.focus();
    await page.keyboard.press('ArrowRight');
    await eventually(async () =>
      expect(await page.getByTestId('map-layer').getAttribute('transform')).not.toBe(before),
    );

    const search = page.getByRole('combobox', { name: 'Stadt finden' });
    await search.click();
    await search.fill('Lisb');
    // The first match is the active option: Enter picks it, as a keyboard user does.
    await page.locator('.ant-select-item-option-active[title="Lisbon, Portugal"]').waitFor({ state: 'attached' });
    await search.press('Enter');
    const popup = page.locator('.maps-popup');
    await popup.getByRole('heading', { level: 3, name: 'Lisbon' }).waitFor();
    expect(await popup.innerText()).toContain('Portugal');
    expect(await scaleOf(page)).toBeCloseTo(12);
    expect(await map.getByRole('button', { name: 'Lisbon: 720 Kunden' }).getAttribute('aria-expanded')).toBe('true');
    expect(outside).toEqual([]);
  });
});
