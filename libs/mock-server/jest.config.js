const { jestConfig } = require('@live-agent/build-config/jest.base');

const base = jestConfig(__dirname);
module.exports = { ...base, setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/answers.setup.ts'] };
