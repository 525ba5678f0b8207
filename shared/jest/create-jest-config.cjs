// Jest configuration shared by the front-end packages: @swc/jest for TS/TSX, jsdom,
// Testing Library matchers, CSS imports stubbed. Usage (jest.config.js):
//   module.exports = require('@lobby/shared/jest/create-jest-config.cjs').createJestConfig(__dirname);
const path = require('node:path');

// Packages published only as ES modules (.mjs): jest runs CommonJS, so these are compiled like
// our own sources instead of being skipped with the rest of node_modules (pnpm keeps them under
// node_modules/.pnpm/<name>@<version>/node_modules/<name>/).
const ESM_ONLY_PACKAGES = ['swiper'];
const esmOnly = ESM_ONLY_PACKAGES.join('|');

function createJestConfig(dir, overrides = {}) {
  return {
    rootDir: dir,
    testEnvironment: require.resolve('jest-environment-jsdom'),
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/webpack/**/*.test.cjs'],
    transform: {
      '^.+\\.mjs$': [
        require.resolve('@swc/jest'),
        {
          jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
          module: { type: 'commonjs' },
        },
      ],
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
    transformIgnorePatterns: [
      `/node_modules/(?!(\\.pnpm/(${esmOnly})@[^/]+/node_modules/)?(${esmOnly})/)`,
    ],
    moduleNameMapper: {
      // stylesheets first, so an app's '@/components/x.css' is stubbed too, not read as a module
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
      // the app's own path alias (tsconfig paths, webpack resolve.alias): '@/features/...'
      '^@/(.*)$': '<rootDir>/src/$1',
      // node-style '.js' specifiers of TypeScript sources (@lobby/platform-api/lottery-rules)
      '^(\\.{1,2}/.*)\\.js$': '$1',
      // stylesheets exported under a bare subpath ('swiper/css')
      [`^(${esmOnly})/css(/.*)?$`]: path.join(__dirname, 'style-stub.cjs'),
    },
    setupFiles: [path.join(__dirname, 'polyfills.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'setup-tests.cjs')],
    // The second reporter adds this run's counts to the closing line of the workspace's npm test.
    reporters: ['default', path.resolve(__dirname, '..', '..', '.ci', 'jest-count-reporter.cjs')],
    clearMocks: true,
    restoreMocks: true,
    // A worker per core: jest's default (cores − 1) runs a 2-core machine's suite in one
    // process; two workers took the host's 346 tests from 28–29 s to 18–19 s there.
    maxWorkers: '100%',
    ...overrides,
  };
}

module.exports = { createJestConfig };
