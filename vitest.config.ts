import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { OWN_MODULES } from './tests/own-modules.ts';

const EXCLUDED = ['tests/e2e/**', 'node_modules/**'];

export default defineConfig((env) =>
  mergeConfig(viteConfig({ ...env, mode: 'test-unit' }), {
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['tests/setup.ts'],
      // projects extend this config and add to its lists (include and exclude are per project below)
      exclude: EXCLUDED,
      css: false,
      testTimeout: 20000,
      pool: 'forks',
      // Vitest leaves one core free by default; on the 2-core CI machine that means one worker.
      maxWorkers: 2,
      // Files share a worker's environment and module graph (setup.ts resets every store, the sandbox
      // and the DOM before each test); per-file environments cost more than all the tests.
      isolate: false,
      // jsdom timings on a loaded 2-core machine occasionally miss a wait; a real regression fails twice.
      retry: 1,
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
            exclude: OWN_MODULES,
          },
        },
        // vi.mock and vi.resetModules need a module graph of their own (tests/own-modules.ts)
        { extends: true, test: { name: 'own-modules', include: OWN_MODULES, isolate: true } },
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
