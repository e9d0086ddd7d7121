import { readFileSync } from 'node:fs';
import { contractCalls } from '@/app/contract/registry';
import { buildOpenApi } from '../../scripts/contract/openapi';

// docs/openapi.json is generated from the call definitions; a change to a schema that is not
// published with it fails here.
describe('docs/openapi.json', () => {
  it('is the contract the call definitions describe (npm run contract:openapi writes it)', () => {
    const committed = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(buildOpenApi(contractCalls));
  });

  it('publishes every call once, with its service prefix, status and answer', () => {
    const doc = buildOpenApi(contractCalls) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(contractCalls.length);
    for (const op of operations) {
      expect(['specified', 'assumed']).toContain(op['x-contract-status']);
      expect(op.responses).toHaveProperty('200');
    }
    expect(Object.keys(doc.paths).every((p) => /^\/[a-z-]+-server\//.test(p))).toBe(true);
  });
});
