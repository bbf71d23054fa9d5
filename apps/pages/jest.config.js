// Charts draw with d3 (@live-agent/ui-kit/charts), whose ES modules Jest loads through ui-kit's mapping.
module.exports = require('../../libs/ui-kit/jest-d3')(
  require('@live-agent/build-config/jest.base').jestConfig(__dirname),
);
