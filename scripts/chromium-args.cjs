// The command line of every headless Chromium the repository starts: the e2e suite's (e2e/browser.ts) and the
// bench's, for its page timings (scripts/bench.mjs) and its Lighthouse runs (scripts/bench/lighthouse.mjs).
// CommonJS, so the e2e suite's TypeScript and the scripts' modules both read it.

/**
 * Features turned off. Each new browser context opens a window whose address bar draws its suggestions popup as a
 * web page of its own (chrome://omnibox-popup.top-chrome, in a renderer process of its own): about 1.5 CPU-seconds
 * per context on the two-core machine, spent beside the page under test or under measurement, for a popup that
 * headless never shows. Without it a signed-in load of the dashboard took a third less CPU.
 */
const FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * The arguments; `featuresOff` adds features to turn off. Chromium reads only the last --disable-features, so this
 * list replaces the one Playwright passes: the features it names keep Chromium's defaults, as in a user's browser.
 */
function headlessArgs({ featuresOff = [] } = {}) {
  return [
    // CI runs as root.
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    // The machine has no internet.
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${[...FEATURES_OFF, ...featuresOff].join(',')}`,
  ];
}

module.exports = { headlessArgs };
