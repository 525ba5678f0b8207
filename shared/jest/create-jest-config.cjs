// Jest configuration shared by the front-end packages: @swc/jest for TS/TSX, jsdom,
// Testing Library matchers, CSS imports stubbed. Usage (jest.config.js):
//   module.exports = require('@lobby/shared/jest/create-jest-config.cjs').createJestConfig(__dirname);
const path = require('node:path');

function createJestConfig(dir, overrides = {}) {
  return {
    rootDir: dir,
    testEnvironment: require.resolve('jest-environment-jsdom'),
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/webpack/**/*.test.cjs'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-stub.cjs') },
    setupFilesAfterEnv: [path.join(__dirname, 'setup-tests.cjs')],
    // The second reporter adds this run's counts to the closing line of the workspace's npm test.
    reporters: ['default', path.resolve(__dirname, '..', '..', '.ci', 'jest-count-reporter.cjs')],
    clearMocks: true,
    restoreMocks: true,
    ...overrides,
  };
}

module.exports = { createJestConfig };
