import { resolve } from 'node:path';
import { startSandboxServer } from './server';

// `npm run sandbox:serve` (README "Shared sandbox server"): the sandbox for several people or a test
// run on one machine. Env: SANDBOX_PORT, SANDBOX_HOST, SANDBOX_DATA, SANDBOX_SEED.

const port = Number(process.env.SANDBOX_PORT ?? 4380);
const host = process.env.SANDBOX_HOST ?? '127.0.0.1';
const dataDir = resolve(process.env.SANDBOX_DATA ?? '.sandbox-data');
const seed = process.env.SANDBOX_SEED === 'large' ? 'large' : 'default';

const server = await startSandboxServer({ port, host, dataDir, seed });
console.log(`sandbox listening on ${server.url}`);

// Every answered write is on disk already (db-file.ts); closing only stops taking requests.
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
