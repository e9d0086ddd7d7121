import { http, HttpResponse } from 'msw';
import { server } from '@/sandbox/node';
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

describe('contract:check against a host whose answers drifted', () => {
  it('names exactly the altered calls, with their field paths', async () => {
    const token = signInAs();
    server.use(
      http.get('*/enterprise-server/menu/findMenuList', () =>
        HttpResponse.json({ code: 200, data: [{ id: 1, title: '首页', url: 'index' }] }),
      ),
    );
    const results = await checkHost(contractCalls, { base: 'http://localhost', token });
    const mismatched = results.filter((r) => r.outcome.kind === 'mismatch');
    expect(mismatched.map((r) => `${r.call.def.method} ${r.call.def.path}`)).toEqual(['GET /menu/findMenuList']);
    expect(report(mismatched)).toContain('data.0.name');
  });
});
