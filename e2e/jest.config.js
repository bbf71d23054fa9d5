// End-to-end suite: real Chromium (Debian's, through playwright-core) over the production build,
// every app served on its own port by globalSetup. scripts/e2e.mjs runs it two files at a time, then the nginx pass
// (jest.nginx.config.js) alone.
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
  testTimeout: 60000,
  slowTestThreshold: 30,
};
