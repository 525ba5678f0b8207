// One lint configuration for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    // and no server code in browser bundles.
    files: ['host/**/*.{ts,tsx}', 'remote-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@lobby/platform-api', '@lobby/platform-api/*'],
              allowTypeImports: true,
              message: 'The front end imports the platform contract as types only (import type).',
            },
          ],
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
