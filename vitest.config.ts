import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig({ ...env, mode: 'test-unit' }), {
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['tests/setup.ts'],
      include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
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
