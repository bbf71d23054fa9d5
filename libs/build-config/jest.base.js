// Shared Jest setup for every package: ts-jest (type checking is done by `tsc --noEmit` in the
// test script, so ts-jest only transpiles), jsdom, and the polyfills antd and react-router need.
const path = require('path');

function jestConfig(packageDir, overrides = {}) {
  return {
    rootDir: packageDir,
    displayName: path.basename(packageDir),
    testEnvironment: path.join(__dirname, 'jest/jsdom-environment.js'),
    // Each module transformed and compiled once per worker, not once per test file (jest/runtime.js).
    runtime: path.join(__dirname, 'jest/runtime.js'),
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(packageDir, 'tsconfig.json'), diagnostics: false }],
    },
    moduleNameMapper: {
      // Barrels whose exports load when first used (jest/lazy-barrel.js): most of a test file's start-up was
      // loading every antd component and every icon.
      '^antd$': path.join(__dirname, 'jest/antd.js'),
      '^@ant-design/icons$': path.join(__dirname, 'jest/ant-design-icons.js'),
      // Every antd icon is decorative unless named, as in the build (DECORATIVE_ICONS in webpack.js): the package's
      // icons require their component by this relative path; ui-kit's stand-ins require the originals by package path.
      '^\\.\\./components/(AntdIcon|AntdIconLight)$': path.join(__dirname, '../ui-kit/src/icons/$1.tsx'),
      // @ant-design/icons' CommonJS build requires an ES-module file of @ant-design/colors.
      '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
      // Deep imports of antd's ES build (locales) resolve to its CommonJS twin under Jest.
      '^antd/es/(.*)$': 'antd/lib/$1',
      // A file's text (`?raw`) is read by the build (webpack.js); under Jest it is a fixed line (jest/raw-source.js).
      '\\?raw$': path.join(__dirname, 'jest/raw-source.js'),
      '\\.(css)$': path.join(__dirname, 'jest/style-mock.js'),
      // `new URL(…, import.meta.url)` has no CommonJS twin.
      '/antdStaticCssUrl$': path.join(__dirname, 'jest/antd-static-css-url.js'),
      '\\.(png|svg|jpe?g|gif|webp)$': path.join(__dirname, 'jest/file-mock.js'),
    },
    setupFiles: [path.join(__dirname, 'jest/polyfills.js')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest/after-env.js')],
    testTimeout: 20000,
    // A package's suite alone keeps both cores of the CI machine busy (Jest's default of cores − 1 would leave one
    // idle). scripts/test-units.mjs runs every suite in one Jest run with its own two workers, where a project may
    // not name any (it says so with LIVE_AGENT_JEST_PROJECTS).
    ...(process.env.LIVE_AGENT_JEST_PROJECTS ? {} : { maxWorkers: 2 }),
    ...overrides,
  };
}

module.exports = { jestConfig };
