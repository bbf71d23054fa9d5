module.exports = require('@live-agent/build-config/jest.base').jestConfig(__dirname);
