import { ADMIN } from '../sign-in';
import { call } from './call';
import { db, loadPersistedDb, persistDb, stopPersisting } from '@/sandbox/db';
import { controls } from '@/sandbox/controls';
import { openSession } from '@/sandbox/handlers/login';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { departmentsOf } from '@/sandbox/org-tables';

// The large seed (10,000 departments, 50,000 staff) is too big for localStorage and is regenerated
// on load; a reload must still keep the user signed in, as the default seed does.
afterEach(() => stopPersisting());

describe('the large seed across a reload', () => {
  it('keeps the session: the same token still answers, on the same large enterprise', async () => {
    loadPersistedDb();
    controls.reset('large');
    const token = openSession(ADMIN, MAIN_ENTERPRISE);
    persistDb(); // as the sandbox does after every write

    loadPersistedDb(); // the reload
    expect(db().size).toBe('large');
    expect(departmentsOf(MAIN_ENTERPRISE).length).toBeGreaterThanOrEqual(10000);
    const answer = await call(token, 'GET', '/enterprise-server/findCeo');
    expect(answer.body).toMatchObject({ code: 200 });
    expect(answer.body.data).toMatchObject({ name: '张伟' });
  }, 60000);

  it('stores only the sign-in tables of the large seed', () => {
    loadPersistedDb();
    controls.reset('large');
    openSession(ADMIN, MAIN_ENTERPRISE);
    persistDb();
    const saved = JSON.parse(localStorage.getItem('eac.sandbox.db')!) as {
      size: string;
      tables: Record<string, unknown[]>;
    };
    expect(saved.size).toBe('large');
    expect(Object.keys(saved.tables).sort()).toEqual(['oneTimeCodes', 'sessions']);
    expect(saved.tables.sessions).toHaveLength(1);
  }, 60000);

  it('a reload of the default seed after the large one is the default seed again', () => {
    loadPersistedDb();
    controls.reset('large');
    controls.reset('default');
    loadPersistedDb();
    expect(db().size).toBe('default');
    expect(departmentsOf(MAIN_ENTERPRISE).length).toBeLessThan(100);
  }, 60000);
});
