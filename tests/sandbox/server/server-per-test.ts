import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandboxServer } from '@/sandbox/serve/server';
import { server as mswServer } from '@/sandbox/node';

/** The test file's own sandbox server, started on a fresh data folder before each test and closed
 *  after it; `restart()` closes it and starts it again on the same data. msw's in-process
 *  interception is off for the file, so every fetch reaches the server's socket. Read `url` and
 *  `dataDir` inside a test. */
export function serverPerTest() {
  let close = async () => {};
  const start = async () => {
    const started = await startSandboxServer({ port: 0, dataDir: current.dataDir });
    current.url = started.url;
    close = started.close;
  };
  const current = {
    url: '',
    dataDir: '',
    restart: async () => {
      await close();
      await start();
    },
  };
  beforeAll(() => mswServer.close());
  afterAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    current.dataDir = mkdtempSync(join(tmpdir(), 'sandbox-server-'));
    await start();
  });
  afterEach(async () => {
    await close();
    rmSync(current.dataDir, { recursive: true, force: true });
  });
  return current;
}
