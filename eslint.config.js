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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/sandbox/*', '**/sandbox/*'], message: 'Only main.tsx and tests import the sandbox.' },
          ],
        },
      ],
    },
  },
  {
    // a mutation's write goes through the submit lock, which lasts as long as the call: mutateAsync, never mutate
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='mutate']",
          message:
            'Writes go through useSubmitOnce with mutateAsync (docs/module-guide.md "Submits"), so a double-click sends one call.',
        },
      ],
    },
  },
  { files: ['src/main.tsx', 'src/sandbox/**', 'tests/**', 'scripts/**'], rules: { 'no-restricted-imports': 'off' } },
  {
    // Tests wait for a state, never a fixed time (a sleep is too short on a loaded machine and wasted on
    // an idle one); a justified exception is marked where it stands, in a support helper.
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']",
          message:
            'Wait for a state (waitFor, findBy…, expect.poll, recordRequests().settled()) or use fake timers, not a sleep.',
        },
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'Wait for a state (expect(locator)…, expect.poll, waitForResponse), not a fixed time.',
        },
      ],
    },
  },
  {
    // Browser storage only through the encrypted stores, under a registered record (src/lib/storage/keys.ts),
    // so every per-user record is cleared on a change of identity.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/storage/**', 'src/sandbox/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['localStorage', 'sessionStorage'].map((name) => ({
          name,
          message: 'Use secureLocal/secureSession with a record of STORAGE_RECORDS (src/lib/storage/keys.ts).',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['localStorage', 'sessionStorage'].map((property) => ({
          object: 'window',
          property,
          message: 'Use secureLocal/secureSession with a record of STORAGE_RECORDS (src/lib/storage/keys.ts).',
        })),
      ],
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
);
