import { ADMIN, RESTRICTED_ADMIN, signInAs } from '../sign-in';
import { call } from './call';
import { staff } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';

// An administrator may not depart or delete himself, nor the enterprise head (admin-modules §7
// "Departure"): the server refuses with a code 500 envelope and nothing changes.
const SELF = '不能对当前登录的管理员执行此操作';
const HEAD = '企业负责人不能离职或删除，请先更换企业负责人';

const main = () => staff().filter((p) => p.enterpriseNumber === MAIN_ENTERPRISE);
const rowOf = (lenovoId: string) => main().find((p) => p.lenovoId === lenovoId)!;
const ordinary = () => main().filter((p) => p.status === '' && !p.isCeo && !p.lenovoId.startsWith('1000'));
const refused = (message: string) => ({ status: 200, body: { code: 500, success: false, message } });

const departure = (token: string, ids: string[]) =>
  call(token, 'POST', '/enterprise-server/admin/users/departure', { ids });
const transfer = (token: string, id: string, transferId: string) =>
  call(token, 'POST', '/enterprise-server/admin/users/departureAndTransfer', { id, transferId });
const remove = (token: string, ids: string[]) => call(token, 'POST', '/enterprise-server/admin/users/delete', { ids });

/** Makes an ordinary member the enterprise head instead of 张伟. */
function anotherHead() {
  for (const p of main()) p.isCeo = false;
  const head = ordinary()[0];
  head.isCeo = true;
  return head;
}

describe('departure and delete refuse the caller himself', () => {
  it('departing oneself, with others or alone, is refused and nobody leaves', async () => {
    anotherHead();
    const token = signInAs(ADMIN);
    const me = rowOf(ADMIN);
    const other = ordinary()[1];
    expect(await departure(token, [other.id, me.id])).toMatchObject(refused(SELF));
    expect(await transfer(token, me.id, other.id)).toMatchObject(refused(SELF));
    expect(me.status).toBe('');
    expect(other.status).toBe('');
  });

  it('deleting oneself is refused and nobody is deleted', async () => {
    anotherHead();
    const token = signInAs(ADMIN);
    const me = rowOf(ADMIN);
    const other = ordinary()[1];
    expect(await remove(token, [other.id, me.id])).toMatchObject(refused(SELF));
    expect(main()).toContain(me);
    expect(main()).toContain(other);
  });
});

describe('departure and delete refuse the enterprise head', () => {
  it('departing the head, directly or with a transfer, is refused', async () => {
    const head = anotherHead();
    const token = signInAs(ADMIN);
    const other = ordinary()[1];
    expect(await departure(token, [other.id, head.id])).toMatchObject(refused(HEAD));
    expect(await transfer(token, head.id, other.id)).toMatchObject(refused(HEAD));
    expect(head.status).toBe('');
    expect(other.status).toBe('');
  });

  it('deleting the head is refused', async () => {
    const head = anotherHead();
    const token = signInAs(ADMIN);
    expect(await remove(token, [head.id])).toMatchObject(refused(HEAD));
    expect(main()).toContain(head);
  });

  it('another administrator may not depart the seeded head (张伟) either', async () => {
    const token = signInAs(RESTRICTED_ADMIN);
    expect(rowOf(ADMIN).isCeo).toBe(true);
    expect(await departure(token, [rowOf(ADMIN).id])).toMatchObject(refused(HEAD));
    expect(await remove(token, [rowOf(ADMIN).id])).toMatchObject(refused(HEAD));
  });

  it('an ordinary member still departs', async () => {
    const token = signInAs(ADMIN);
    const other = ordinary()[0];
    expect(await departure(token, [other.id])).toMatchObject({ status: 200, body: { code: 200 } });
    expect(other.status).toBe('departure');
  });
});
