// What a write costs on the sandbox server (docs/architecture.md "The two hosts"): the built server
// (npm run sandbox:build first) on a fresh data folder per seed; 20 announcement saves one after
// another against 20 reads of the same list, medians and the slowest; the data file's size. The
// difference of the medians is what saving the store durably adds to each write.
//   node scripts/bench-sandbox-writes.mjs [default|large ...]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import MD5 from 'crypto-js/md5.js';
import { loadEnv } from 'vite';

const N = 20;
const env = loadEnv('sdev', process.cwd(), 'VITE_');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function start(seed, dataDir) {
  const child = spawn(process.execPath, ['.sandbox-server/sandbox-server.mjs'], {
    env: { ...process.env, SANDBOX_PORT: '0', SANDBOX_DATA: dataDir, SANDBOX_SEED: seed },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise((done) => createInterface({ input: child.stdout }).once('line', done));
  return { child, base: line.replace('sandbox listening on ', '') };
}

async function signIn(base) {
  const login = await fetch(`${base}/__passport/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'lenovoId=10000001&callback=http://localhost/',
  });
  const lpsust = new URL(login.headers.get('location')).searchParams.get('lpsust');
  const timestamp = String(Date.now());
  const sign = MD5(`${env.VITE_SIGN_SECRET ?? ''}${env.VITE_APP_ID ?? ''}${timestamp}`).toString();
  const form = new FormData();
  for (const [k, v] of Object.entries({ lpsust, deviceId: 'web', version: '1.0.0', loginId: '1234567890123456' }))
    form.set(k, v);
  const res = await fetch(`${base}/login-server/login`, {
    method: 'POST',
    headers: { appId: env.VITE_APP_ID ?? '', timestamp, lenovoId: '', sign },
    body: form,
  });
  const token = (await res.json()).data.token;
  await call(base, token, '/enterprise-server/switchEnterprise?enterpriseNumber=E20260001', {});
  return token;
}

async function call(base, token, path, body) {
  const t = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  if (answer.code !== 200) throw new Error(`${path}: ${JSON.stringify(answer).slice(0, 200)}`);
  return performance.now() - t;
}

for (const seed of process.argv.slice(2).length ? process.argv.slice(2) : ['default']) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
  const started = performance.now();
  const { child, base } = await start(seed, dataDir);
  const startMs = performance.now() - started;
  const token = await signIn(base);
  const reads = [];
  const writes = [];
  for (let i = 0; i < N; i++) {
    reads.push(await call(base, token, '/enterprise-server/announcement/list', { page: 1, size: 10 }));
    writes.push(await call(base, token, '/enterprise-server/announcement/save', { title: `测${i}`, content: 'x' }));
  }
  const mb = statSync(join(dataDir, 'db.json')).size / 1e6;
  const f = (x) => x.toFixed(1);
  console.log(
    `${seed}: db.json ${mb.toFixed(1)} MB, start ${f(startMs)} ms; read median ${f(median(reads))} ms; ` +
      `write median ${f(median(writes))} ms, slowest ${f(Math.max(...writes))} ms; ` +
      `per-write cost ≈ ${f(median(writes) - median(reads))} ms`,
  );
  child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
