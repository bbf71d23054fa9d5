// End-to-end suite: real Chromium (Debian's, through playwright-core) over the production build, every app served on
// its own port by globalSetup (nginx with deploy/nginx, or the Node server with E2E_SERVER=node). scripts/e2e.mjs
// runs it several files at a time, the longest first (support/sequencer.js).
const path = require('path');

module.exports = {
  rootDir: __dirname,
  displayName: 'e2e',
  testEnvironment: path.join(__dirname, 'support/environment.js'),
  testMatch: ['<rootDir>/**/*.e2e.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.json') }],
  },
  globalSetup: path.join(__dirname, 'globalSetup.mjs'),
  globalTeardown: path.join(__dirname, 'globalTeardown.mjs'),
  testSequencer: path.join(__dirname, 'support/sequencer.js'),
  testTimeout: 60000,
  slowTestThreshold: 30,
};
