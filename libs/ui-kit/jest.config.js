// Charts draw with d3 (./src/charts), whose ES modules Jest loads through jest-d3.js.
module.exports = require('./jest-d3')(require('@live-agent/build-config/jest.base').jestConfig(__dirname));
