import { defineConfig } from '@playwright/test';

// End to end against `vite preview` of the sandbox build (npm run build:sandbox first).
// Debian's chromium, never a downloaded browser (README "Tests").
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: './specs',
  testMatch: process.env.E2E_SPEC ? [process.env.E2E_SPEC] : ['**/*.spec.ts'],
  // the shared sandbox server's own walks (playwright.shared.config.ts)
  testIgnore: ['shared-http/**'],
  outputDir: './artifacts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  // as the vitest run: one retry in CI only, and the list reporter names each test that needed it (flaky)
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 860 },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // CI builds once before (E2E_SKIP_BUILD=1); run alone, this tests the current code.
    command: `${process.env.E2E_SKIP_BUILD ? '' : 'npm run build:sandbox && '}npx vite preview --mode sdev --port ${PORT} --strictPort`,
    cwd: '../..',
    url: `http://localhost:${PORT}`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
