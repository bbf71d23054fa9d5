// Charts draw with d3 (@live-agent/ui-kit/charts), whose ES modules Jest loads through ui-kit's mapping.
// supercluster (the markers map) ships an ES module only; its UMD build is the same code with kdbush inside.
const path = require('path');
const config = require('../../libs/ui-kit/jest-d3')(
  require('@live-agent/build-config/jest.base').jestConfig(__dirname),
);

module.exports = {
  ...config,
  moduleNameMapper: {
    ...config.moduleNameMapper,
    '^supercluster$': path.resolve(__dirname, '../../node_modules/supercluster/dist/supercluster.js'),
  },
};
