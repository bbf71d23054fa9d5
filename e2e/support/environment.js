// Node test environment that takes a screenshot of every open page when a test fails (including a
// timeout), before afterEach closes the browser context. Pages register themselves in
// globalThis.__E2E_PAGES__ (see support/session.ts). Screenshots go to .e2e-artifacts/ (gitignored); the page's
// address, the start of its text and its last errors and failed requests are printed, so a failure on a CI machine,
// whose files nobody sees, can still be read from its log.
const fs = require('fs');
const path = require('path');
const { TestEnvironment } = require('jest-environment-node');

const ARTIFACTS = path.resolve(__dirname, '../../.e2e-artifacts');

function testName(test) {
  const names = [];
  for (let block = test; block; block = block.parent)
    if (block.name && block.name !== 'ROOT_DESCRIBE_BLOCK') names.unshift(block.name);
  return names.join(' ');
}

class E2EEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.testFile = path.basename(context.testPath).replace(/\.e2e\.test\.ts$/, '');
  }

  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    const pages = this.global.__E2E_PAGES__;
    if (!pages || !pages.size) return;
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const label = event.test ? testName(event.test) : `${event.hook?.type ?? 'hook'}`;
    const slug = `${this.testFile}--${label}`.replace(/[^a-z0-9-]+/gi, '_').slice(0, 150);
    let index = 0;
    for (const page of pages) {
      index += 1;
      if (page.isClosed()) continue;
      const file = path.join(ARTIFACTS, `${slug}${pages.size > 1 ? `-${index}` : ''}.png`);
      await page.screenshot({ path: file, fullPage: true, timeout: 5000 }).catch(() => undefined);
      // What is shown, and what a folded "technical details" holds (a remote's load error, say).
      const text = await page
        .evaluate(
          () =>
            [
              document.body.innerText,
              ...[...document.querySelectorAll('details:not([open])')].map((folded) => folded.textContent),
            ].join(' '),
          undefined,
        )
        .catch(() => '(the page could not be read)');
      const log = this.global.__E2E_PAGE_LOGS__?.get(page) ?? [];
      process.stderr.write(
        [
          `[e2e failure] ${label}, page ${index}: ${page.url()}`,
          `  shows: ${String(text).replace(/\s+/g, ' ').trim().slice(0, 600) || '(nothing)'}`,
          ...(log.length
            ? ['  last errors and failed requests:', ...log.map((line) => `    ${line}`)]
            : ['  no error or failed request']),
          `  screenshot: ${path.relative(process.cwd(), file)}`,
          '',
        ].join('\n'),
      );
    }
  }
}

module.exports = E2EEnvironment;
