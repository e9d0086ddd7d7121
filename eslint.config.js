import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import architecture from './eslint.architecture.js';

// Toasts and dialogs come from antd's <App> inside the ConfigProvider (through the holder filled from
// App.useApp), so they carry the console's theme and locale (docs/module-guide.md "Screens").
const FEEDBACK_HOLDER =
  "Use antd's in-app API: toast()/confirmAction(), or withFeedback() (src/lib/feedback/feedback-api.ts), filled from App.useApp().";
const NO_ANTD_STATIC = { name: 'antd', importNames: ['message', 'notification'], message: FEEDBACK_HOLDER };
const NO_ANTD_STATIC_PATTERN = { group: ['antd/*/message', 'antd/*/notification'], message: FEEDBACK_HOLDER };
const NO_MUTATE = {
  selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='mutate']",
  message:
    'Writes go through useSubmitOnce with mutateAsync (docs/module-guide.md "Submits"), so a double-click sends one call.',
};
const NO_STATIC_MODAL = {
  selector: "MemberExpression[object.name='Modal'][property.name=/^(confirm|info|success|error|warning)$/]",
  message: FEEDBACK_HOLDER,
};
// A hex colour in code brings back a colour the theme may have replaced for contrast (src/app/theme.ts).
const HEX = '(^|[\\s(,])#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\\b';
const COLOUR_MESSAGE =
  'No colour literals: use theme.useToken(), a Typography type, a token of appTheme (src/app/theme.ts) or a colours.ts of data colours.';
const NO_HEX_COLOUR = [
  { selector: `Literal[value=/${HEX}/]`, message: COLOUR_MESSAGE },
  { selector: `TemplateElement[value.raw=/${HEX}/]`, message: COLOUR_MESSAGE },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-shared',
      '.sandbox-server',
      '.sandbox-data*',
      'node_modules',
      'public/mockServiceWorker.js',
      'coverage',
      'tests/e2e/artifacts',
    ],
  },
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
          patterns: [NO_ANTD_STATIC_PATTERN],
          paths: [NO_ANTD_STATIC],
        },
      ],
    },
  },
  // floors, features apart, the sandbox apart, no cycles
  ...architecture,
  {
    // a mutation's write goes through the submit lock, which lasts as long as the call: mutateAsync, never mutate;
    // no static toasts or dialogs; no colour literals
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', NO_MUTATE, NO_STATIC_MODAL, ...NO_HEX_COLOUR] },
  },
  {
    // the theme, the palettes (colours that are data) and the sandbox may name colours
    files: ['src/app/theme.ts', 'src/**/colours.ts', 'src/sandbox/**'],
    rules: { 'no-restricted-syntax': ['error', NO_MUTATE, NO_STATIC_MODAL] },
  },
  {
    // Server state lives in each module's api/queries.ts (docs/module-guide.md "Files"): pages and
    // components use its named hooks. The antd rule is repeated: a later block's options replace it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/api/**', 'src/**/*queries.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [NO_ANTD_STATIC_PATTERN],
          paths: [
            NO_ANTD_STATIC,
            {
              name: '@tanstack/react-query',
              importNames: ['useQuery', 'useMutation', 'useInfiniteQuery', 'useQueries', 'useSuspenseQuery'],
              message: "Server state is a named hook in the module's api/queries.ts (docs/module-guide.md).",
            },
          ],
        },
      ],
    },
  },
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
