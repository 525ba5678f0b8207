const path = require('node:path');
const { createJestConfig } = require('@lobby/shared/jest/create-jest-config.cjs');

module.exports = createJestConfig(__dirname, {
  setupFiles: [path.join(__dirname, 'jest.polyfills.cjs')],
});
