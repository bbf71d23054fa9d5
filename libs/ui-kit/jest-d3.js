// d3's packages (under @live-agent/ui-kit/charts) ship ES modules only, which Jest's CommonJS run cannot load;
// their UMD builds are the same code. Every package whose tests render a chart wraps its Jest config with this.
const path = require('path');

const nodeModules = path.resolve(__dirname, '../../node_modules');

module.exports = function withD3(config) {
  return {
    ...config,
    moduleNameMapper: { ...config.moduleNameMapper, '^(d3-[a-z-]+|internmap)$': `${nodeModules}/$1/dist/$1.js` },
  };
};
