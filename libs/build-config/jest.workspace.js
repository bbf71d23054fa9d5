// Every package's Jest suite as one Jest project, for the workspace's unit run (scripts/test-units.mjs). Each package
// keeps its own config for its own `npm test`; run as separate projects, each transformed the shared libraries again
// (Jest keeps a transform cache per project, and a clean machine starts with none) and crawled and configured on its
// own. One project transforms each file once: five packages from a clean cache took 125 s instead of 131 s. The packages' configs differ only in
// module mappings, which are merged (two packages mapping one module differently is an error), and in setup files,
// each of which says itself which test files it is for.
const path = require('path');
const { jestConfig } = require('./jest.base');

const repoRoot = path.resolve(__dirname, '../..');

/** `packageDirs`: the packages' folders, relative to the repository. */
function workspaceConfig(packageDirs) {
  const own = (config, value) => value.replace('<rootDir>', config.rootDir);
  const configs = packageDirs.map((dir) => require(path.join(repoRoot, dir, 'jest.config.js')));
  const base = jestConfig(repoRoot);
  const moduleNameMapper = {};
  for (const config of configs) {
    for (const [pattern, target] of Object.entries(config.moduleNameMapper)) {
      if (pattern in moduleNameMapper && moduleNameMapper[pattern] !== target)
        throw new Error(`Two packages map ${pattern} differently: ${moduleNameMapper[pattern]} and ${target}`);
      moduleNameMapper[pattern] = target;
    }
  }
  return {
    ...base,
    displayName: 'units',
    roots: configs.flatMap((config) => config.roots.map((root) => own(config, root))),
    // Every package's tsconfig.json extends the base and adds only which files it checks; ts-jest only transpiles.
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(repoRoot, 'tsconfig.base.json'), diagnostics: false }],
    },
    moduleNameMapper,
    setupFiles: [...new Set(configs.flatMap((config) => config.setupFiles.map((file) => own(config, file))))],
    setupFilesAfterEnv: [
      ...new Set(configs.flatMap((config) => config.setupFilesAfterEnv.map((file) => own(config, file)))),
    ],
  };
}

module.exports = { workspaceConfig };
