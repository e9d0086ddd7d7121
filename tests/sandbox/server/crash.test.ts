import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { build } from 'vite';
import { server as mswServer } from '@/sandbox/node';
import { ADMIN } from '../../sign-in';
import { callJson, signInOver } from './http-client';

// kill -9 while writes are on the wire: every write that was answered is in the store after a
// restart, and the data file always parses (serve/durable-write.ts). The server is the built bundle
// (npm run sandbox:build's config) run as a child process, so the kill is a real one.

const root = resolve(__dirname, '../../..');
// inside the project, so the bundle finds node_modules (.tmp/ is gitignored)
const outDir = join(root, '.tmp', `sandbox-server-crash-${process.pid}`);
let dataDir: string;
let child: ChildProcess | null = null;

beforeAll(async () => {
  mswServer.close();
  await build({
    configFile: join(root, 'scripts/build/sandbox-server.config.ts'),
    mode: 'sdev',
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  dataDir = mkdtempSync(join(tmpdir(), 'sandbox-crash-'));
}, 60000);
afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(outDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
  mswServer.listen({ onUnhandledRequest: 'error' });
});

/** Starts the bundle on a free port; settles with its address once it prints its one line. */
function startChild(): Promise<string> {
  child = spawn(process.execPath, [join(outDir, 'sandbox-server.mjs')], {
    env: { ...process.env, SANDBOX_PORT: '0', SANDBOX_DATA: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  return new Promise((done, fail) => {
    child!.once('exit', (code) => fail(new Error(`server exited ${code}`)));
    lines.once('line', (line) => {
      const url = /^sandbox listening on (http:\/\/\S+)$/.exec(line)?.[1];
      if (url) done(url);
      else fail(new Error(line));
    });
  });
}

function killed(proc: ChildProcess) {
  return new Promise<void>((done) => {
    proc.once('exit', () => done());
    proc.kill('SIGKILL');
  });
}

describe('a kill -9 of the server', () => {
  it('loses no answered write and leaves a data file that parses', async () => {
    let base = await startChild();
    const token = await signInOver(base, ADMIN);
    const answered: string[] = [];
    let stop = false;
    let first: ChildProcess | null = child;
    // four writers at once, so that writes are on the wire when the kill comes
    const writer = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const title = `崩溃测试-${n}-${i}`;
        try {
          const saved = await callJson(base, token, 'POST', '/enterprise-server/announcement/save', {
            title,
            content: '<p>x</p>',
          });
          if (saved.body.code === 200) answered.push(title);
        } catch {
          return; // the connection died with the server: this write got no answer
        }
        if (answered.length >= 24 && first) {
          const victim = first;
          first = null;
          stop = true;
          await killed(victim);
        }
      }
    };
    await Promise.all([0, 1, 2, 3].map(writer));
    expect(answered.length).toBeGreaterThanOrEqual(24);

    const file = readFileSync(join(dataDir, 'db.json'), 'utf8');
    expect(() => JSON.parse(file)).not.toThrow();

    base = await startChild();
    const list = await callJson(base, token, 'POST', '/enterprise-server/announcement/list', {
      page: 1,
      size: 100,
      title: '崩溃测试-',
    });
    const kept = (list.body.data as { list: Array<{ title: string }> }).list.map((a) => a.title);
    expect(kept).toEqual(expect.arrayContaining(answered));
  }, 60000);
});
