// Launches Debian's Chromium through playwright-core (no browser download), headless, with the repository's
// command line (scripts/chromium-args.cjs): Debian's chromium-headless-shell, the same Blink and V8 as
// /usr/bin/chromium without a browser window and its processes (why, and what it saved: e2e/README.md). The bench
// keeps the full browser a user has (scripts/bench.mjs).
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

const { headlessArgs } = require('../scripts/chromium-args.cjs') as {
  headlessArgs: (options?: { featuresOff?: string[] }) => string[];
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      ...headlessArgs({
        // A test that rewrites config.json serves the shell's page through Playwright (support/session.ts, with the
        // policy of that config): a page with no server address counts as public, and Chromium's local-network
        // checks would then refuse its calls to the remotes on localhost, which a deployed shell on localhost never
        // meets.
        featuresOff: ['LocalNetworkAccessChecks'],
      }),
      '--disable-quic',
    ],
  });
}
