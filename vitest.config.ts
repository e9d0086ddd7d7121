import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { OWN_MODULES } from './tests/own-modules.ts';
import { JSDOM_ONLY } from './tests/jsdom-only.ts';

const EXCLUDED = ['tests/e2e/**', 'node_modules/**'];

// `.test.ts` files run in the `node` project, without a DOM and with a setup of their own
// (tests/setup-node.ts). These need a browser's globals: they drive the console's HTTP client (axios
// would use Node's adapter), the app, the browser's storage or its events.
const NEEDS_DOM = [
  'tests/features/**/sandbox-*.test.ts',
  'tests/app/login-flows.test.ts',
  'tests/app/resilience.test.ts',
  'tests/app/session-endings.test.ts',
  'tests/features/ai-assistant/knowledge-sandbox.test.ts',
  'tests/features/announcements/word-paste.test.ts',
  'tests/lib/dnd/step-keyboard-coordinates.test.ts',
  'tests/features/attendance/time-api-payloads.test.ts',
  'tests/features/support/*.test.ts',
  'tests/lib/http/*.test.ts',
  'tests/lib/storage/*.test.ts',
  'tests/sandbox/large-seed-reload.test.ts',
  'tests/sandbox/permissions.test.ts',
  'tests/sandbox/worker-lifetime.test.ts',
];

export default defineConfig((env) =>
  mergeConfig(viteConfig({ ...env, mode: 'test-unit' }), {
    test: {
      globals: true,
      environment: 'jsdom',
      // projects extend this config and add to its lists (include, exclude and setupFiles are per
      // project below)
      exclude: EXCLUDED,
      css: false,
      testTimeout: 20000,
      pool: 'forks',
      // Three workers on the 2-core machine: a page test's worker is idle about a quarter of its time
      // (timers, the double-submit tests' slow server), and a third worker fills it. Full runs on this
      // noisy machine: 259-301 s wall with three (mean 278), 291-310 s with two (mean 301), 272 s with
      // four (docs/architecture.md).
      maxWorkers: 3,
      // Files share a worker's environment and module graph (setup.ts resets every store, the sandbox
      // and the DOM before each test); per-file environments cost more than all the tests.
      isolate: false,
      // A retry would hide a flaky test on a developer's machine; in CI, where jsdom timings on a
      // loaded machine occasionally miss a wait, one retry, and tests/reporters/flaky.ts names it.
      retry: process.env.CI ? 1 : 0,
      reporters: ['default', './tests/reporters/flaky.ts'],
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            include: ['tests/**/*.test.ts', 'src/**/*.test.ts'],
            exclude: [...NEEDS_DOM, ...OWN_MODULES],
            environment: 'node',
            setupFiles: ['tests/setup-node.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            include: ['tests/**/*.test.tsx', 'src/**/*.test.tsx', ...NEEDS_DOM],
            exclude: [...OWN_MODULES, ...JSDOM_ONLY],
            environment: 'happy-dom',
            setupFiles: ['tests/setup-happy-dom.ts', 'tests/setup.ts'],
          },
        },
        // what fails on happy-dom for what that DOM does differently (tests/jsdom-only.ts)
        {
          extends: true,
          test: { name: 'jsdom', include: JSDOM_ONLY, setupFiles: ['tests/setup.ts'] },
        },
        // vi.mock and vi.resetModules need a module graph of their own (tests/own-modules.ts)
        {
          extends: true,
          test: { name: 'own-modules', include: OWN_MODULES, setupFiles: ['tests/setup.ts'], isolate: true },
        },
      ],
      env: {
        VITE_SANDBOX: 'true',
        VITE_API_HOST: 'http://localhost',
        VITE_PASSPORT_LOGIN_URL: 'http://localhost/__passport/login',
        VITE_PASSPORT_LOGOUT_URL: 'http://localhost/__passport/logout',
        VITE_STORAGE_KEY: 'unit-test-storage-key',
        VITE_SIGN_SECRET: 'unit-test-secret',
        VITE_APP_ID: 'unit-test-app',
        VITE_ENV_NAME: 'test',
      },
    },
  }),
);
