// config.json as the suite's pages start with it (support/session.ts quietConfig), in CommonJS so that globalSetup,
// which serves it, and the TypeScript tests, which rewrite it, read the one definition.

/**
 * The live simulation off and no remote preloaded. With the simulation on, the data changes every few seconds and a
 * screen that follows live data (the dashboard, the navbar's alerts, the monitor) renders again each time: about a
 * fifth of a core per open page, the whole time, and figures that move under a test that is not about them.
 * Preloading readies every remote's code after sign-in, about 3 CPU-seconds a page, for clicks most tests never make.
 * A test about either turns it on in its rewrite (the live monitor, the reports; the smoke journeys preload).
 */
function quietConfig(config) {
  return { ...config, preloadRemotes: false, mock: { ...config.mock, simulation: { enabled: false, intervalSec: 5 } } };
}

module.exports = { quietConfig };
