const path = require('path');
const { jestConfig } = require('@live-agent/build-config/jest.base');

const base = jestConfig(__dirname);
const preact = path.dirname(require.resolve('preact/package.json'));

module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // FullCalendar renders with preact; jsdom's 'browser' export condition would pick preact's ES module
    // build, which jest (CommonJS) cannot load, so point every preact entry at its CommonJS build.
    '^preact$': path.join(preact, 'dist/preact.js'),
    '^preact/compat$': path.join(preact, 'compat/dist/compat.js'),
    '^preact/hooks$': path.join(preact, 'hooks/dist/hooks.js'),
  },
};
