import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public/mockServiceWorker.js', 'coverage', 'tests/e2e/artifacts'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/sandbox/*', '**/sandbox/*'], message: 'Only main.tsx and tests import the sandbox.' }] }],
    },
  },
  {
    // a mutation's write goes through the submit lock, which lasts as long as the call: mutateAsync, never mutate
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='mutate']",
        message: 'Writes go through useSubmitOnce with mutateAsync (docs/module-guide.md "Submits"), so a double-click sends one call.',
      }],
    },
  },
  { files: ['src/main.tsx', 'src/sandbox/**', 'tests/**', 'scripts/**'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
);
