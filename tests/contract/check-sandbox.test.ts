import { setDriftHost } from '@/sandbox/drift';
import { contractCalls } from '@/app/contract/registry';
import { checkHost, report } from '../../scripts/contract/check';
import { signInAs } from '../sign-in';

// `npm run contract:check` against the sandbox, in process (its handlers answer fetch here): every
// read-only call it can replay answers within its schema.
describe('contract:check against the sandbox', () => {
  it('finds no answer that breaks its schema, and no specified call missing', async () => {
    const token = signInAs();
    const results = await checkHost(contractCalls, { base: 'http://localhost', token });
    const bad = results.filter(
      (r) => r.outcome.kind === 'mismatch' || r.outcome.kind === 'absent' || r.outcome.kind === 'error',
    );
    expect(
      bad.map((r) => report([r]).split('\n')[0]),
      report(results),
    ).toEqual([]);
    // the calls that need no input are replayed, e.g. 角色管理's menu list
    expect(results.find((r) => r.call.def.path === '/menu/findMenuList')?.outcome).toEqual({ kind: 'ok' });
  });
});

describe('contract:check against the drifted host', () => {
  afterEach(() => setDriftHost(false));

  it('names exactly the altered calls, each with its field path', async () => {
    const token = signInAs();
    setDriftHost(true);
    const results = await checkHost(contractCalls, { base: 'http://localhost', token });
    const mismatched = results.filter((r) => r.outcome.kind === 'mismatch');
    expect(mismatched.map((r) => `${r.call.def.method} ${r.call.def.path}`).sort()).toEqual([
      'GET /admin/searchAdmin',
      'GET /deviceCategory/queryList',
      'GET /vacation/summary',
    ]);
    const reported = (path: string) => report(mismatched.filter((r) => r.call.def.path === path));
    expect(reported('/admin/searchAdmin')).toMatch(/^\s+data\.0\.name: /m);
    expect(reported('/deviceCategory/queryList')).toMatch(/^\s+data\.0\.count: /m);
    expect(reported('/vacation/summary')).toMatch(/^\s+data: /m);
    // the read it lacks is listed apart; every other replayed call still answers within its schema
    const absent = results.filter((r) => r.outcome.kind === 'absent');
    expect(absent.map((r) => `${r.call.def.method} ${r.call.def.path}`)).toEqual(['GET /ai/assistant/detail']);
    expect(report(results)).toContain('assumed calls this host lacks: GET /ai/assistant/detail');
    expect(results.filter((r) => r.outcome.kind === 'error')).toEqual([]);
  });
});
