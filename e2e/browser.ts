// Launches Debian's Chromium through playwright-core (no browser download): headless, no sandbox
// (CI runs as root), background networking off (the machine has no internet).
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // A test that rewrites config.json serves the shell's page through Playwright (support/session.ts, with the
      // policy of that config): a page with no server address counts as public, and Chromium's local-network checks
      // would then refuse its calls to the remotes on localhost, which a deployed shell on localhost never meets.
      '--disable-features=LocalNetworkAccessChecks',
    ],
  });
}
