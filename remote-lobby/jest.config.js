const { createJestConfig } = require('@lobby/shared/jest/create-jest-config.cjs');

const base = createJestConfig(__dirname);

module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // The lottery rules (@lobby/platform-api/lottery-rules) are ES-module TypeScript that
    // imports its siblings as './x.js'; jest resolves them to the .ts sources.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};
