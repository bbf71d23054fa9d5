// Charts draw with d3 (@live-agent/ui-kit/charts), whose ES modules Jest loads through ui-kit's mapping; the
// charts showcase draws with echarts, whose ES modules are mapped the same way: `echarts/core` to the UMD build
// (every chart and component already registered), its part entries to stand-ins whose installers do nothing.
// supercluster (the markers map) ships an ES module only; its UMD build is the same code with kdbush inside.
const path = require('path');

const withD3 = require('../../libs/ui-kit/jest-d3');
const base = withD3(require('@live-agent/build-config/jest.base').jestConfig(__dirname));
const echarts = path.resolve(__dirname, '../../node_modules/echarts/dist/echarts.js');

module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^echarts/core$': echarts,
    '^echarts/(charts|components|renderers|features)$': path.join(__dirname, 'jest-echarts-parts.js'),
    '^supercluster$': path.resolve(__dirname, '../../node_modules/supercluster/dist/supercluster.js'),
  },
};
