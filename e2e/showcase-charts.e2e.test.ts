// The charts showcase over the production build: every family draws each of its charts as SVG under its name (axe,
// the widths and the skins are the walks', every-route*.e2e.test.ts); the table alternative writes the
// figures the German way in German; an echarts chart shows its tooltip when the pointer rests on a data point.
import type { Page } from 'playwright-core';
import { CHART_FAMILIES } from '../apps/pages/src/shared/showcase/catalog';
import { NO_MOTION } from './support/axe';
import { visit } from './support/screens';
import { setupBrowser, signIn } from './support/session';

const { open } = setupBrowser();

const LAPTOP = { width: 1440, height: 900 };

/** The charts on the screen: each one's accessible name and whether it has drawn its SVG. */
const chartsOn = (page: Page) =>
  page.locator('[data-testid="remote-content"] [role="img"][aria-label]').evaluateAll((charts) =>
    charts.map((chart) => ({
      name: chart.getAttribute('aria-label'),
      drawn: Boolean(chart.querySelector('svg path')),
    })),
  );

test('every family draws each chart as SVG under its name', async () => {
  const page = await open({ viewport: LAPTOP });
  await signIn(page);
  await page.addStyleTag(NO_MOTION);
  for (const family of CHART_FAMILIES) {
    await visit(page, `/charts/${family}`);
    const examples = await page.locator('[data-testid="remote-content"] h2').count();
    const charts = await chartsOn(page);
    expect({ family, count: charts.length }).toEqual({ family, count: examples });
    for (const chart of charts) expect({ family, ...chart }).toEqual({ family, name: chart.name, drawn: true });
  }
});

test('in German, the table alternative writes the figures the German way', async () => {
  const page = await open({ viewport: LAPTOP });
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('liveAgent.language', 'de'));
  await page.reload();
  await page.getByTestId('navbar').waitFor();
  await visit(page, '/charts/bar-column');
  await page.screenshot({ path: '/tmp/charts-bar-column-de-1440.png', fullPage: true });
  const grouped = page.getByRole('region', { name: /^Gruppiertes Säulendiagramm/ });
  await page.getByRole('switch', { name: 'Als Tabelle anzeigen' }).first().click();
  await grouped.waitFor();
  // June's chats: 35150 as German writes it, with a point between the thousands.
  await grouped.getByRole('cell', { name: '35.150', exact: true }).waitFor();
  expect(await grouped.getByRole('columnheader').first().innerText()).toBe('Kanal');

  const bars = page.getByRole('region', { name: 'Balkendiagramm: Kundenzufriedenheit nach Agent' });
  await page.getByRole('switch', { name: 'Als Tabelle anzeigen' }).nth(2).click();
  // 97.4 % with a decimal comma.
  await bars.getByRole('cell', { name: /^97,4\s%$/ }).waitFor();
});

test('a heatmap cell shows its figures in a tooltip when the pointer rests on it', async () => {
  const page = await open({ viewport: LAPTOP });
  await signIn(page, 'admin', { at: '/charts/heatmap-treemap' });
  const heatmap = page.getByRole('img', { name: /^Heatmap:/ });
  const box = (await heatmap.boundingBox())!;
  // The middle of the plot (between the hour axis' start and the colour scale under it) is a cell: Thursday's.
  await page.mouse.move(box.x + box.width / 2, box.y + 8 + (box.height - 88) / 2);
  const tooltip = heatmap.locator('div', { hasText: /\d+ conversations$/ }).last();
  await tooltip.waitFor();
  expect(await tooltip.innerText()).toMatch(/^Thu .+: \d+ conversations$/);
});
