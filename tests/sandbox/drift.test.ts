import { HttpResponse } from 'msw';
import { absentCalls, setDriftHost } from '@/sandbox/drift';
import { controls } from '@/sandbox/controls';
import { VC } from '@/sandbox/services';
import { signInAs } from '../sign-in';
import { call } from './call';

// The drifted host switch (src/sandbox/drift.ts): what a client of the sandbox receives with it off and on.

const ADMINS = '/enterprise-server/admin/searchAdmin';
const CATEGORIES = '/enterprise-server/deviceCategory/queryList';
const SUMMARY = `${VC}/vacation/summary`;
const UNRELATED = '/enterprise-server/menu/findMenuList';

type Row = Record<string, unknown>;
const rows = (data: unknown) => data as Row[];

afterEach(() => setDriftHost(false));

describe('the drifted host', () => {
  it('is off by default: the answers are the contract’s', async () => {
    const token = signInAs();
    const admins = rows((await call(token, 'GET', ADMINS)).body.data);
    expect(admins.length).toBeGreaterThan(0);
    expect(admins.every((a) => typeof a.name === 'string' && !('title' in a))).toBe(true);
    expect(rows((await call(token, 'GET', CATEGORIES)).body.data).every((c) => typeof c.count === 'number')).toBe(true);
    expect(Array.isArray((await call(token, 'GET', SUMMARY)).body.data)).toBe(true);
  });

  it('on: each altered call answers as described, an unrelated call as before', async () => {
    const token = signInAs();
    const before = {
      admins: rows((await call(token, 'GET', ADMINS)).body.data),
      categories: rows((await call(token, 'GET', CATEGORIES)).body.data),
      menus: (await call(token, 'GET', UNRELATED)).body,
    };
    setDriftHost(true);

    const admins = await call(token, 'GET', ADMINS);
    expect(admins.body.code).toBe(200);
    expect(rows(admins.body.data)).toEqual(before.admins.map(({ name, ...a }) => ({ ...a, title: name })));

    const categories = rows((await call(token, 'GET', CATEGORIES)).body.data);
    expect(categories).toEqual(before.categories.map((c) => ({ ...c, count: String(c.count) })));
    expect(categories.map((c) => typeof c.count)).toEqual(before.categories.map(() => 'string'));

    const summary = await call(token, 'GET', SUMMARY);
    expect(summary).toMatchObject({ status: 200, body: { code: 200, data: null } });

    expect((await call(token, 'GET', UNRELATED)).body).toEqual(before.menus);
  });

  it('leaves a failure envelope of an altered call alone', async () => {
    const off = await call('no-such-token', 'GET', CATEGORIES);
    expect(off.body.code).not.toBe(200);
    setDriftHost(true);
    expect(await call('no-such-token', 'GET', CATEGORIES)).toEqual(off);
  });

  it('reset() turns it off', async () => {
    const told = vi.spyOn(console, 'info').mockImplementation(() => {});
    const token = signInAs();
    controls.driftHost(true);
    // the developer is told what the host now does
    expect(told.mock.calls.flat().join('\n')).toContain('GET /deviceCategory/queryList');
    expect(typeof rows((await call(token, 'GET', CATEGORIES)).body.data)[0].count).toBe('string');
    controls.reset();
    const again = signInAs();
    expect(typeof rows((await call(again, 'GET', CATEGORIES)).body.data)[0].count).toBe('number');
    told.mockRestore();
  });

  it('is kept in storage: after a reload it is still on', async () => {
    setDriftHost(true);
    vi.resetModules();
    const reloaded = await import('@/sandbox/drift');
    const answer = await reloaded.driftedAnswer('get', '/vacation/summary', HttpResponse.json({ code: 200, data: [] }));
    expect(await answer.json()).toMatchObject({ code: 200, data: null });
    setDriftHost(false);
    vi.resetModules();
    const again = await import('@/sandbox/drift');
    const kept = await again.driftedAnswer('get', '/vacation/summary', HttpResponse.json({ code: 200, data: [] }));
    expect(await kept.json()).toMatchObject({ code: 200, data: [] });
  });

  describe('a call the host lacks', () => {
    // a test-only entry beside the drifted host's own, on a call whose answer the test knows
    beforeEach(() => void absentCalls.push({ method: 'GET', path: '/menu/findMenuList', what: 'test only' }));
    afterEach(() => void absentCalls.pop());

    it('answers 404 with a plain-text Not Found when on, the call’s answer when off', async () => {
      const token = signInAs();
      setDriftHost(true);
      const lacking = await fetch(`http://localhost${UNRELATED}`, { headers: { token } });
      expect(lacking.status).toBe(404);
      expect(lacking.headers.get('content-type')).toContain('text/plain');
      expect(await lacking.text()).toBe('Not Found');
      setDriftHost(false);
      expect((await call(token, 'GET', UNRELATED)).body.code).toBe(200);
    });
  });
});
