// The invoice form with many lines: "Add line" clicked up to the 50 lines an invoice may hold, then keys typed into a
// line of the full form, each timed by the page's own Event Timing entries (an interaction: input to next paint, as
// INP counts it). Every line used to re-render with each key and each added line (0.87 s a click past 20 lines,
// about 100 ms a key at 26 lines); now a line renders alone (InvoiceForm.tsx), so neither should grow with the lines.
import { EVENT_TIMING_OBSERVER, median, signIn, timeRow } from './support.mjs';

const RUNS = 3;
const LINES = 50;
const BUDGET_MS = 50;

/** Every interaction's duration since the last call (after the next paint, when Event Timing reports), and clears. */
async function interactionsSinceLast(page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  return page.evaluate(() => {
    const durations = [...window.__interactions.values()].map((entry) => Math.round(entry.duration));
    window.__interactions.clear();
    return durations;
  });
}

async function oneRun(browser, shellUrl) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(EVENT_TIMING_OBSERVER);
  const page = await context.newPage();
  try {
    await signIn(page, shellUrl);
    await page.goto(`${shellUrl}/apps/invoice/add`);
    const form = page.getByTestId('invoice-form');
    const lines = form.getByTestId('invoice-line');
    await lines.first().waitFor();
    await interactionsSinceLast(page);
    // Clicks and keys go straight to the page (the mouse at the button, the keyboard into a focused field): a
    // locator's action checks its target inside the page's event handlers, work that grows with the page and would
    // be timed as the form's.
    const addLine = await form.getByRole('button', { name: 'Add line' }).elementHandle();
    const adds = [];
    for (let count = 1; count < LINES; count += 1) {
      await addLine.scrollIntoViewIfNeeded();
      const box = await addLine.boundingBox();
      await interactionsSinceLast(page);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForFunction(
        (shown) => document.querySelectorAll('[data-testid="invoice-line"]').length > shown,
        count,
      );
      adds.push({ lines: count + 1, ms: Math.max(0, ...(await interactionsSinceLast(page))) });
    }
    const keys = [];
    for (const [label, text] of [
      ['Item', 'Consulting'],
      ['Cost 26', '1234.50'],
    ]) {
      const field = await lines.nth(25).getByLabel(label, { exact: true }).elementHandle();
      await field.scrollIntoViewIfNeeded();
      await field.focus();
      await interactionsSinceLast(page);
      await page.keyboard.type(text, { delay: 60 });
      keys.push(...(await interactionsSinceLast(page)));
    }
    return { adds, keys };
  } finally {
    await context.close();
  }
}

export async function measure({ browser, shellUrl }) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await oneRun(browser, shellUrl));
  // The slowest click once the form holds 40 lines or more, and the slowest key, per run.
  const lateAdds = runs.map((run) => Math.max(...run.adds.filter((add) => add.lines > 40).map((add) => add.ms)));
  const slowestKeys = runs.map((run) => Math.max(0, ...run.keys));
  const addMs = median(lateAdds);
  const keyMs = median(slowestKeys);
  return {
    results: { invoiceFormAddLineMs: addMs, invoiceFormKeyMs: keyMs, invoiceFormRuns: runs },
    rows: [
      timeRow(`invoice form: "Add line" at 41–${LINES} lines (slowest click, median of ${RUNS})`, addMs, BUDGET_MS),
      timeRow(
        `invoice form: a key typed into a line of a ${LINES}-line invoice (slowest, median of ${RUNS})`,
        keyMs,
        BUDGET_MS,
      ),
    ],
    tables: [
      {
        title: 'Invoice form interactions (Event Timing, ms, each run)',
        columns: ['what', 'ms'],
        rows: [
          ...[2, 10, 20, 30, 40, 50].map((lines) => [
            `"Add line" to ${lines} lines`,
            runs.map((run) => run.adds.find((add) => add.lines === lines)?.ms ?? '–').join(' / '),
          ]),
          ['slowest key typed at 50 lines', slowestKeys.join(' / ')],
        ],
      },
    ],
  };
}
