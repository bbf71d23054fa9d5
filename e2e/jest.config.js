// End-to-end suite: real Chromium (Debian's, through playwright-core) over the production build,
// every app served on its own port by globalSetup. scripts/e2e.mjs runs it: two files at a time, then SERIAL_FILES alone.
const path = require('path');

// Files that change what the other files are served (the deployment drill rebuilds the email remote's dist): run
// after the others, one at a time.
const SERIAL_FILES = ['deployment'];

module.exports = {
  SERIAL_FILES,
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
