import { send } from './send';
import { departments, type StaffRow } from '@/sandbox/org-tables';
import { gone } from './lifecycle-workplace-fixtures';
import { printers } from '@/sandbox/printer-tables';
import { appId, appsOf } from '@/sandbox/seed/modules/apps';
import { announcementRows } from '@/sandbox/seed/modules/announcements';
import { department, E_MAIN as E, plain } from './lifecycle-fixtures';

// Saves of printers, applications and announcements given a person who has since departed or been
// deleted, or a department since deleted (a form opened before someone else's change,
// docs/product.md Part D §3): left out and named in `pruned`, the rest saved; ids never known still
// refused. And the answers name such references, never by id.
const S = '/enterprise-server';
const A = '/apps-manage-server';

const printer = (id: string) => printers().find((p) => p.printerId === id)!;
const app = (key: string) => appsOf(E).find((a) => a.id === appId(E, key))!;
const announcement = (id: string) => announcementRows().find((a) => a.id === id)!;
const ref = (p: StaffRow) => ({ lenovoId: p.lenovoId, name: p.name });

const prunedOf = (
  x: { departed: StaffRow; deleted: StaffRow; budget: { id: string } },
  by: 'lenovoId' | 'id' = 'lenovoId',
) => [
  { kind: 'person', id: x.departed[by], name: x.departed.name, state: 'departed' },
  { kind: 'person', id: x.deleted[by], name: x.deleted.name, state: 'deleted' },
  { kind: 'department', id: x.budget.id, name: '预算组', state: 'deleted' },
];

describe('printer authorisation (/printer/authorization)', () => {
  it('leaves out who has gone, saves the rest and says so; unknown ids are still refused', async () => {
    const x = await gone();
    const stay = plain([x.deleted]);
    const finance = department('财务部');
    const res = await send(`${S}/printer/authorization`, {
      printerId: 'prt-2',
      range: 'custom',
      departIds: [x.budget.id, finance.id],
      lenovoIds: [x.departed.lenovoId, stay.lenovoId, x.deleted.lenovoId],
    });
    expect(res).toMatchObject({ code: 200, pruned: expect.arrayContaining(prunedOf(x)) });
    expect(printer('prt-2')).toMatchObject({ range: 'custom', departIds: [finance.id], lenovoIds: [stay.lenovoId] });
    expect(
      await send(`${S}/printer/authorization`, {
        printerId: 'prt-2',
        range: 'custom',
        departIds: [],
        lenovoIds: ['29999999'],
      }),
    ).toMatchObject({ code: 400, message: '人员不存在或已离职：29999999' });
    expect(printer('prt-2').lenovoIds).toEqual([stay.lenovoId]);
    // sent empty is refused; left empty only because the one person sent has gone, it is for nobody
    expect(
      await send(`${S}/printer/authorization`, { printerId: 'prt-2', range: 'custom', departIds: [], lenovoIds: [] }),
    ).toMatchObject({ code: 400, message: '请选择可使用打印机的部门或人员' });
    expect(
      await send(`${S}/printer/authorization`, {
        printerId: 'prt-2',
        range: 'custom',
        departIds: [],
        lenovoIds: [x.departed.lenovoId],
      }),
    ).toMatchObject({ code: 200, pruned: [{ kind: 'person', id: x.departed.lenovoId, state: 'departed' }] });
    expect(printer('prt-2')).toMatchObject({ range: 'custom', departIds: [], lenovoIds: [] });
  });

  it('the list names a departed or deleted person and a deleted department, never by id or blank', async () => {
    const x = await gone();
    Object.assign(printer('prt-2'), {
      range: 'custom',
      departIds: [x.budget.id],
      lenovoIds: [x.departed.lenovoId, x.deleted.lenovoId],
    });
    const list = (await send(`${S}/printer/queryList`, undefined, { method: 'GET' })).data as Array<{
      printerId: string;
      authorization: unknown;
    }>;
    expect(list.find((p) => p.printerId === 'prt-2')!.authorization).toMatchObject({
      departments: [{ id: x.budget.id, departName: '预算组' }],
      users: [ref(x.departed), ref(x.deleted)],
    });
  });
});

describe('application visibility (/admin/updateAppVisible, /app/visibleApp, /admin/appRangeQuery)', () => {
  it('setting the scope leaves out who has gone and says so', async () => {
    const x = await gone();
    const stay = plain([x.deleted]);
    const res = await send(`${A}/admin/updateAppVisible`, {
      id: app('crm').id,
      visibleRange: 3,
      departIds: [x.budget.id],
      lenovoIds: [x.departed.lenovoId, x.deleted.lenovoId, stay.lenovoId],
    });
    expect(res).toMatchObject({ code: 200, pruned: expect.arrayContaining(prunedOf(x)) });
    expect(app('crm')).toMatchObject({ visibleRange: 3, visibleDepartIds: [], visibleUsers: [ref(stay)] });
    expect(
      await send(`${A}/admin/updateAppVisible`, {
        id: app('crm').id,
        visibleRange: 3,
        departIds: [],
        lenovoIds: ['29999999'],
      }),
    ).toMatchObject({ code: 404, message: '所选人员不存在或已离职' });
  });

  it('adding who has gone adds nobody; removing a departed or deleted person works', async () => {
    const x = await gone();
    const stay = plain([x.deleted]);
    Object.assign(app('crm'), {
      visibleRange: 3,
      visibleDepartIds: [x.budget.id],
      visibleUsers: [ref(x.departed), ref(x.deleted), ref(stay)],
    });
    expect(
      await send(`${A}/app/visibleApp`, { id: app('crm').id, departIds: [], lenovoIds: [], visible: true }),
    ).toMatchObject({ code: 400, message: '请选择部门或人员' });
    expect(
      await send(`${A}/app/visibleApp`, {
        id: app('crm').id,
        departIds: [],
        lenovoIds: [x.departed.lenovoId],
        visible: true,
      }),
    ).toMatchObject({ code: 200, pruned: [{ kind: 'person', id: x.departed.lenovoId, state: 'departed' }] });
    expect(app('crm').visibleUsers).toEqual([ref(x.departed), ref(x.deleted), ref(stay)]);
    expect(
      (
        await send(`${A}/app/visibleApp`, {
          id: app('crm').id,
          departIds: [],
          lenovoIds: [x.departed.lenovoId],
          visible: false,
        })
      ).code,
    ).toBe(200);
    expect(
      (
        await send(`${A}/app/visibleApp`, {
          id: app('crm').id,
          departIds: [x.budget.id],
          lenovoIds: [x.deleted.lenovoId],
          visible: false,
        })
      ).code,
    ).toBe(200);
    expect(app('crm')).toMatchObject({ visibleDepartIds: [], visibleUsers: [ref(stay)] });
  });

  it("the scope names every stored department and person, with the departed person's department", async () => {
    const x = await gone();
    Object.assign(app('crm'), {
      visibleRange: 3,
      visibleDepartIds: [x.budget.id],
      visibleUsers: [ref(x.departed), ref(x.deleted)],
    });
    const range = (await send(`${A}/admin/appRangeQuery`, { id: app('crm').id })).data as {
      departs: unknown[];
      users: unknown[];
    };
    expect(range.departs).toEqual([{ id: x.budget.id, departName: '预算组', memberTotal: 0 }]);
    const departName = departments().find((d) => d.id === x.departed.departIds[0])?.departName ?? '';
    expect(range.users).toEqual([
      { ...ref(x.departed), departName },
      { ...ref(x.deleted), departName: '' },
    ]);
    const listed = (await send(`${A}/app/listAll?categoryMark=thirdParty`, undefined, { method: 'GET' }))
      .data as Array<{ id: string; visibleDeparts: unknown[] }>;
    expect(listed.find((a) => a.id === app('crm').id)!.visibleDeparts).toEqual([
      { id: x.budget.id, departName: '预算组' },
    ]);
  });
});

describe('announcement audience (/announcement/save, /announcement/detail)', () => {
  const body = { title: '通知', content: '<p>内容</p>', attachments: [], scheduledTime: null };

  it('leaves out who has gone and says so', async () => {
    const x = await gone();
    const stay = plain([x.deleted]);
    const people = await send(`${S}/announcement/save`, {
      ...body,
      id: 'an3',
      audienceType: 2,
      departIds: [],
      lenovoIds: [x.departed.lenovoId, stay.lenovoId, x.deleted.lenovoId],
    });
    expect(people).toMatchObject({ code: 200, pruned: prunedOf(x).slice(0, 2) });
    expect(announcement('an3').lenovoIds).toEqual([stay.lenovoId]);
    const departs = await send(`${S}/announcement/save`, {
      ...body,
      id: 'an3',
      audienceType: 1,
      departIds: [x.budget.id, department('财务部').id],
      lenovoIds: [],
    });
    expect(departs).toMatchObject({ code: 200, pruned: prunedOf(x).slice(2) });
    expect(announcement('an3').departIds).toEqual([department('财务部').id]);
    expect(
      await send(`${S}/announcement/save`, {
        ...body,
        audienceType: 2,
        departIds: [],
        lenovoIds: [x.departed.lenovoId],
      }),
    ).toMatchObject({ code: 400, message: '所选接收人员均已离职或删除，请重新选择' });
  });

  it("the detail names a deleted person by name and gives the author's lenovoId", async () => {
    const x = await gone();
    Object.assign(announcement('an3'), { audienceType: 2, lenovoIds: [x.deleted.lenovoId] });
    const detail = (await send(`${S}/announcement/detail?id=an3`, undefined, { method: 'GET' })).data;
    expect(detail).toMatchObject({ author: '张伟', authorLenovoId: '10000001', people: [ref(x.deleted)] });
  });
});
