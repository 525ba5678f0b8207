// One lint configuration for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { createLobbyPlugin } from './shared/eslint/lobby-plugin.mjs';

const repoRoot = import.meta.dirname;
const FRONT_END_TSCONFIGS = [
  'host',
  'remote-auth',
  'remote-lobby',
  'remote-member',
  'remote-agent',
  'remote-promo',
  'shared',
].map((name) => `${repoRoot}/${name}/tsconfig.json`);
const lobbyPlugin = createLobbyPlugin(repoRoot);

/** import-x's TypeScript settings, resolving through the given tsconfig(s) (apps, or the API). */
const importSettings = (resolver) => ({
  'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
  'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
  'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true, ...resolver })],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.data/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The front end takes the platform's wire shapes from its contract, as types only: no zod
    // and no server code in browser bundles. The lottery rules, the mobile number lengths
    // (contract/phone.ts: a plain table, no zod) and the obvious payment passwords
    // (contract/payment-password.ts) are the browser-safe modules it runs.
    files: ['host/**/*.{ts,tsx}', 'remote-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@lobby/platform-api(?!/lottery-rules$|/phone$|/payment-password$)(/.*)?$',
              allowTypeImports: true,
              message: 'The front end imports the platform contract as types only (import type).',
            },
          ],
          // The shared react-i18next (shared/webpack/react-i18next-slim.mjs) leaves these out:
          // jest has them, the built site does not (the register form crashed on <Trans>).
          paths: [
            {
              name: 'react-i18next',
              importNames: ['Trans', 'IcuTrans'],
              message: 'The shared react-i18next has no <Trans>: compose the text with t().',
            },
          ],
        },
      ],
    },
  },
  // GUIDE.md section 5, enforced: every app keeps one folder shape, features do not import each
  // other, apps do not import each other, shared/ imports no app, imports leaving a feature use
  // '@/', file names are PascalCase for components and kebab-case otherwise, and no import cycles.
  // shared/eslint/lint-rules.test.mjs shows each of these failing on a deliberate violation.
  {
    files: ['{host,remote-*,shared}/src/**/*.{ts,tsx}'],
    plugins: { lobby: lobbyPlugin, 'import-x': importX },
    settings: importSettings({ project: FRONT_END_TSCONFIGS, noWarnOnMultipleProjects: true }),
    rules: {
      'lobby/app-shape': 'error',
      'lobby/file-names': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // The platform API's lanes (issue 30): a feature imports another only through its index.ts
  // (shared/eslint/server-lanes.mjs), and no import cycles; the same lint test plants both.
  {
    files: ['platform-api/src/**/*.ts'],
    plugins: { lobby: lobbyPlugin, 'import-x': importX },
    settings: importSettings({ project: `${repoRoot}/platform-api/tsconfig.json` }),
    rules: {
      'lobby/server-lanes': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Server tests read a call's answer typed and checked by the endpoint table
  // (`answer('GET /wps/member/info', response)`, test/harness.ts), a refusal with
  // `refusal(response[, valueSchema])`, never by a type picked at the call: body<T> names a
  // shape (or a type) the table owns (issue 30). Tests and their helpers (test-helpers.ts,
  // test-support.ts); shared/eslint/lint-rules.test.mjs plants both kinds.
  {
    files: ['platform-api/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='body'] > TSTypeParameterInstantiation",
          message:
            "Read the answer with answer('METHOD /path', response) or a refusal with refusal(response) (test/harness.ts): the endpoint table and the contract type them.",
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js', '**/jest.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  // Server HTML, server URLs and web storage reach the page through @lobby/shared only
  // (issue 17): <ServerHtml> contains operator boxes, openSafeUrl checks URLs, safe storage
  // never throws when the browser refuses it.
  {
    files: ['{host,remote-*,shared}/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'shared/src/testing/**',
      'shared/src/html/ServerHtml.tsx',
      'shared/src/url/open-safe-url.ts',
      'shared/src/storage/safe-storage.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render server HTML with <ServerHtml> from @lobby/shared.',
        },
        {
          selector: "CallExpression[callee.property.name='open'][callee.object.name='window']",
          message: 'Open server URLs with openSafeUrl from @lobby/shared.',
        },
        {
          selector: 'Identifier[name=/^(localStorage|sessionStorage)$/]',
          message: 'Use safeLocalStorage / safeSessionStorage from @lobby/shared.',
        },
      ],
    },
  },
);
