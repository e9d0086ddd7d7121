import { readFileSync } from 'node:fs';
import { contractCalls } from '@/app/contract/registry';
import { buildOpenApi } from '../../scripts/contract/openapi';
import { buildCallIndex, withCallIndex } from '../../scripts/contract/call-index';

// docs/openapi.json is generated from the call definitions; a change to a schema that is not
// published with it fails here.
describe('docs/openapi.json', () => {
  it('is the contract the call definitions describe (npm run contract:openapi writes it)', () => {
    const committed = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(buildOpenApi(contractCalls));
  });

  it('is linked from docs/assumed-contract.md, every call once (npm run contract:openapi writes the index)', () => {
    const doc = readFileSync(new URL('../../docs/assumed-contract.md', import.meta.url), 'utf8');
    const index = buildCallIndex(contractCalls);
    expect(doc).toBe(withCallIndex(doc, index));
    // each row links its call's operation, and the operation is in the published file
    const committed = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8'));
    const links = [...index.matchAll(/\(openapi\.json#\/paths\/([^/]+)\/(\w+)\)/g)];
    expect(links).toHaveLength(contractCalls.length);
    for (const [, path, method] of links)
      expect(committed.paths[decodeURIComponent(path).replace(/~1/g, '/').replace(/~0/g, '~')]).toHaveProperty(method);
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

  it('says on every assumed operation what the console does without it, and publishes the ok codes', () => {
    const doc = buildOpenApi(contractCalls) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const op = (path: string, method: string) => doc.paths[path][method];
    for (const methods of Object.values(doc.paths))
      for (const o of Object.values(methods)) {
        if (o['x-contract-status'] === 'assumed') expect(o['x-when-absent']).toEqual(expect.any(String));
        else expect(o).not.toHaveProperty('x-when-absent');
      }
    expect(op('/enterprise-server/directory/resolve', 'post')['x-when-absent']).toContain('findAllUserInfoByLenovoIds');
    expect(op('/approve-server/approve/group/list', 'get')['x-when-absent']).toContain('此功能在当前服务器上不可用');
    expect(op('/enterprise-server/printPackage/getAvailableValue', 'get')['x-ok-codes']).toHaveProperty(
      'ENTERPRISE_0072',
    );
    expect(op('/meeting-room-server/schedulehst/getAvailablePoints', 'get')['x-ok-codes']).toHaveProperty(
      'ENTERPRISE_0072',
    );
  });
});
