// Writes docs/openapi.json from the call definitions (scripts/contract/openapi.ts). `npm run contract:openapi`;
// tests/contract/openapi.test.ts fails when the committed file is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadContract } from './contract/load.mjs';

const { contractCalls, buildOpenApi, close } = await loadContract();
const out = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));
writeFileSync(out, `${JSON.stringify(buildOpenApi(contractCalls), null, 2)}\n`);
await close();
console.log(`docs/openapi.json: ${contractCalls.length} calls`);
