// The nginx pass of `npm run e2e`: every app served by nginx with the deployment's configuration (deploy/nginx,
// started by globalSetup.mjs), for the smoke journeys, the deployment proof (whose CDN is nginx too) and the boot-race
// stress test. They run one at a time, after the first pass: the drill rebuilds a remote's dist, and the stress test
// keeps both cores busy on its own.
// The header contract of that configuration is checked in serving.e2e.test.ts, in the main pass.
process.env.E2E_SERVER = 'nginx';
const base = require('./jest.config');

module.exports = {
  ...base,
  displayName: 'e2e (nginx)',
  testMatch: ['<rootDir>/smoke.e2e.test.ts', '<rootDir>/boot-race.e2e.test.ts', '<rootDir>/deployment.e2e.test.ts'],
};
