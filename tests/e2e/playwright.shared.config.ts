import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The `shared` project: walks that only real HTTP shows, run against the shared sandbox server
// (`sandbox:serve`) with the console built in mode `shared` (VITE_SANDBOX=false: every call over HTTP
// to the server, another origin, through the same host and prefix configuration as the real hosts).
// The server keeps its data in a folder of its own, emptied before the run.
const PORT = Number(process.env.E2E_PORT ?? 4174);
const SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? 4381);
const HOST = `http://127.0.0.1:${SERVER_PORT}`;
process.env.E2E_SHARED_HOST = HOST;

const consoleEnv = [
  `VITE_API_HOST=${HOST}`,
  `VITE_PASSPORT_LOGIN_URL=${HOST}/__passport/login`,
  `VITE_PASSPORT_LOGOUT_URL=${HOST}/__passport/logout`,
].join(' ');

export default defineConfig({
  ...base,
  testMatch: process.env.E2E_SPEC
    ? [process.env.E2E_SPEC]
    : [
        'shared-http/*.spec.ts',
        'shell.spec.ts',
        'org-people.spec.ts',
        'approvals.spec.ts',
        'announcement-pictures.spec.ts',
      ],
  testIgnore: [],
  use: { ...base.use, baseURL: `http://localhost:${PORT}` },
  webServer: [
    {
      command: `rm -rf .sandbox-data-e2e && ${process.env.E2E_SKIP_BUILD ? '' : 'npm run -s sandbox:build && '}SANDBOX_PORT=${SERVER_PORT} SANDBOX_DATA=.sandbox-data-e2e node .sandbox-server/sandbox-server.mjs`,
      cwd: '../..',
      url: `${HOST}/__sandbox/health`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `${process.env.E2E_SKIP_BUILD ? '' : `${consoleEnv} npx vite build --mode shared --outDir dist-shared && `}npx vite preview --mode shared --outDir dist-shared --port ${PORT} --strictPort`,
      cwd: '../..',
      url: `http://localhost:${PORT}`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
