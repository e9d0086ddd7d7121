// Writes docs/openapi.json from the call definitions (scripts/contract/openapi.ts), and the index of every
// call in docs/assumed-contract.md linked to it (scripts/contract/call-index.ts). `npm run contract:openapi`;
// tests/contract/openapi.test.ts fails when either is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadContract } from './contract/load.mjs';

const { contractCalls, buildOpenApi, load, close } = await loadContract();
const { buildCallIndex, withCallIndex } = await load('/scripts/contract/call-index.ts');
const out = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));
writeFileSync(out, `${JSON.stringify(buildOpenApi(contractCalls), null, 2)}\n`);
const doc = fileURLToPath(new URL('../docs/assumed-contract.md', import.meta.url));
writeFileSync(doc, withCallIndex(readFileSync(doc, 'utf8'), buildCallIndex(contractCalls)));
await close();
console.log(`docs/openapi.json: ${contractCalls.length} calls`);
