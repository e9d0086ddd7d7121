import { vi } from 'vitest';
import { send } from './send';
import { changeRows } from '@/sandbox/changelog';
import { memberships } from '@/sandbox/core-tables';
import { db } from '@/sandbox/db';
import { invalidateDirectory } from '@/sandbox/directory-views';
import { departments, groups, staff } from '@/sandbox/org-tables';
import { meetingRoomRows } from '@/sandbox/seed/modules/meeting-rooms';
import { appsOf } from '@/sandbox/seed/modules/apps';
import { deletedDepartments } from '@/sandbox/lifecycle/tombstones';
import { PLACES } from '@/sandbox/lifecycle/registry';
import { brokenReferences } from '@/sandbox/lifecycle/invariants';
import { departmentsInFlow, parseFlow } from '@/sandbox/lifecycle/places/approval-flow-refs';
import type { PlanConflict, PlanProblem, PlanSummary } from '@/features/org-chart/api/plan-types';
import { approval, conditionOn, department, E_MAIN, main } from './lifecycle-fixtures';
import { apply, changed, createPlan, R, review, revert } from './restructure-fixtures';

// Applying a plan in one step and undoing it (docs/assumed-contract.md "Restructure plans",
// "Apply and revert").

const E = '/enterprise-server';
const id = (name: string) => department(name).id;
const membersOf = (departId: string) =>
  main().filter((p) => p.status !== 'departure' && p.departIds.includes(departId));
/** What a plan may change, as comparable text (a table not there yet and an empty one are alike). */
const IGNORED = new Set(['changelog', 'sessions', 'restructurePlans']);
const organisation = () =>
  JSON.stringify(Object.entries(db().tables).filter(([name, rows]) => rows.length && !IGNORED.has(name)));

async function planOf(...changes: Array<Parameters<typeof changed>[1]>) {
  const plan = await createPlan();
  for (const c of changes) await changed(plan.id, c);
  return plan;
}

describe('apply', () => {
  it('a merge moves members, sub-departments and every reference to the target; history keeps the name', async () => {
    const channel = id('渠道组');
    const brand = id('品牌组');
    const channelMembers = membersOf(channel);
    const group = groups().find((g) => g.enterpriseNumber === E_MAIN)!;
    group.departId = channel;
    meetingRoomRows().find((r) => r.name === '长江厅')!.bookingDepartIds = [channel, brand];
    appsOf(E_MAIN)[0].visibleDepartIds = [channel];
    conditionOn(approval('请假'), department('渠道组'));
    const scoped = memberships().find((m) => m.enterpriseNumber === E_MAIN && m.manageScope?.type === 'departments')!;
    if (scoped.manageScope?.type === 'departments') scoped.manageScope.departmentIds.push(channel);
    // a sub-department of 渠道组, created by the plan, goes under 品牌组 too
    const plan = await createPlan();
    await changed(plan.id, { kind: 'create', departName: '线上渠道', parentDepartId: channel });
    const created = (await review(plan.id)).plan.changes[0].createdDepartId;
    await changed(plan.id, { kind: 'merge', departId: channel, targetId: brand });

    const res = await apply(plan.id);
    expect(res).toMatchObject({ code: 200, data: { changeCount: 2, appliedTime: expect.any(String) } });
    expect(departments().some((d) => d.id === channel)).toBe(false);
    expect(departments().find((d) => d.id === created)).toMatchObject({
      departName: '线上渠道',
      parentDepartId: brand,
    });
    for (const p of channelMembers) expect(staff().find((x) => x.id === p.id)!.departIds).toContain(brand);
    expect(meetingRoomRows().find((r) => r.name === '长江厅')!.bookingDepartIds).toEqual([brand]);
    expect(appsOf(E_MAIN)[0].visibleDepartIds).toEqual([brand]);
    expect(departmentsInFlow(parseFlow(approval('请假').processData)).map((d) => d.id)).toContain(brand);
    expect(scoped.manageScope).toMatchObject({ departmentIds: expect.arrayContaining([brand]) });
    expect(scoped.manageScope?.type === 'departments' && scoped.manageScope.departmentIds).not.toContain(channel);
    expect(groups().find((g) => g.groupId === group.groupId)!.departId).toBeUndefined();
    expect(brokenReferences(E_MAIN)).toEqual([]);
    // the plan's log entry names where the merge re-pointed the department (its search finds them)
    expect(changeRows()[0].objects).toEqual(
      expect.arrayContaining([
        '会议室「长江厅」可预订部门',
        `应用「${appsOf(E_MAIN)[0].name}」可见部门`,
        '管理员「欧阳敏」管理范围',
      ]),
    );
    // the merged department is a tombstone: history shows 「渠道组（已删除）」
    expect(deletedDepartments()).toContainEqual(expect.objectContaining({ id: channel, departName: '渠道组' }));
    const resolved = await send(`${E}/directory/resolve`, { departIds: [channel] });
    expect(resolved.data).toMatchObject({ departments: [{ id: channel, name: '渠道组', state: 'deleted' }] });
  });

  it('changes the live organisation at once and logs one entry with a row per change', async () => {
    const moving = membersOf(id('测试组')).slice(0, 3);
    const plan = await planOf(
      { kind: 'move', departId: id('华东大区'), parentDepartId: id('市场部') },
      { kind: 'merge', departId: id('渠道组'), targetId: id('品牌组') },
      { kind: 'rename', departId: id('财务部'), departName: '财务中心' },
      { kind: 'moveStaff', staffIds: moving.map((p) => p.id), fromDepartId: id('测试组'), toDepartId: id('架构组') },
    );
    const logged = changeRows().length;
    expect((await apply(plan.id)).code).toBe(200);
    expect(department('华东大区').parentDepartId).toBe(id('市场部'));
    expect(department('财务中心')).toBeDefined();
    expect(changeRows()).toHaveLength(logged + 1);
    expect(changeRows()[0]).toMatchObject({
      operationTypeId: 'f02',
      keyword: '应用调整方案“2027年组织调整”：4项调整',
      changes: [
        { field: '调整上级', before: '销售部/华东大区', after: '市场部/华东大区' },
        { field: '合并部门', before: '渠道组', after: '品牌组' },
        { field: '部门更名', before: '财务部', after: '财务中心' },
        {
          field: '人员调动',
          before: `${moving.map((p) => p.name).join('、')}：测试组`,
          after: `${moving.map((p) => p.name).join('、')}：架构组`,
        },
      ],
    });
    expect(changeRows()[0].people).toEqual(expect.arrayContaining(moving.map((p) => p.name)));
    // each moved person's history has the entry
    expect(changeRows()[0].personIds).toEqual(expect.arrayContaining(moving.map((p) => p.id)));
    const list = (await send(`${R}/plans?status=applied`, undefined, { method: 'GET' })).data as {
      list: PlanSummary[];
    };
    expect(list.list[0]).toMatchObject({ status: 'applied', appliedByName: '张伟' });
  });

  it('refuses a plan with problems (RESTRUCTURE_INVALID) or none at all', async () => {
    const plan = await planOf({ kind: 'rename', departId: id('行政部'), departName: '综合部' });
    const tests = department('测试组');
    tests.departName = '综合部';
    tests.parentDepartId = id('联创未来科技有限公司');
    invalidateDirectory(E_MAIN); // changed behind the sandbox's back
    const res = await apply(plan.id);
    expect(res).toMatchObject({
      code: 400,
      errorCode: 'RESTRUCTURE_INVALID',
      message: '方案存在1个问题，请先处理后再应用',
    });
    expect((res.data as { problems: PlanProblem[] }).problems).toEqual([
      expect.objectContaining({ code: 'duplicateName', message: '“联创未来科技有限公司”下已有名为“综合部”的部门' }),
    ]);
    const empty = await createPlan('空方案');
    expect(await apply(empty.id)).toMatchObject({ code: 400, message: '方案没有调整项' });
  });

  it('is all or nothing: a write failing part-way leaves every table as it was', async () => {
    const plan = await planOf(
      { kind: 'rename', departId: id('财务部'), departName: '财务中心' },
      { kind: 'merge', departId: id('渠道组'), targetId: id('品牌组') },
    );
    meetingRoomRows().find((r) => r.name === '长江厅')!.bookingDepartIds = [id('渠道组')];
    const before = organisation();
    const room = PLACES.find((p) => p.kind === 'meetingRoomBooker')!;
    const original = room.departmentReplaced!;
    const spy = vi.spyOn(room, 'departmentReplaced').mockImplementation((c, from, to) => {
      original(c, from, to);
      throw new Error('disk full');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await apply(plan.id);
    spy.mockRestore();
    expect(res.code).toBe(500);
    expect(organisation()).toBe(before);
    expect((await review(plan.id)).plan.status).toBe('draft');
  });

  it('answers a conflict when live changed since; after 更新方案 it applies', async () => {
    const plan = await planOf({ kind: 'move', departId: id('华东大区'), parentDepartId: id('市场部') });
    const moveId = (await review(plan.id)).plan.changes[0].id;
    department('华东大区').departName = '华东区';
    const res = await apply(plan.id);
    expect(res).toMatchObject({
      code: 409,
      errorCode: 'RESTRUCTURE_CONFLICT',
      message: '组织架构已变更，请更新方案后再应用',
    });
    expect((res.data as { conflicts: PlanConflict[] }).conflicts).toEqual([
      { kind: 'department', id: id('华东区'), name: '华东大区', message: '名称已被修改', changeId: moveId },
    ]);
    expect(department('华东区').parentDepartId).toBe(id('销售部'));
    expect((await send(`${R}/plan/rebase`, { id: plan.id })).code).toBe(200);
    expect((await apply(plan.id)).code).toBe(200);
    expect(department('华东区').parentDepartId).toBe(id('市场部'));
  });
});

describe('revert', () => {
  afterEach(() => vi.useRealTimers());

  it('puts every row back exactly, merged and deleted departments with their ids, members and references', async () => {
    for (const p of staff()) if (p.departIds.includes(id('行政部'))) p.status = 'departure';
    meetingRoomRows().find((r) => r.name === '长江厅')!.bookingDepartIds = [id('渠道组')];
    const before = organisation();
    const plan = await planOf(
      { kind: 'merge', departId: id('渠道组'), targetId: id('品牌组') },
      { kind: 'delete', departId: id('行政部') },
      { kind: 'create', departName: '数据组', parentDepartId: id('研发中心') },
      { kind: 'supervisor', departId: id('财务部'), supervisorId: '' },
    );
    expect((await apply(plan.id)).code).toBe(200);
    expect(organisation()).not.toBe(before);
    const res = await revert(plan.id);
    expect(res).toMatchObject({ code: 200, data: { changeCount: 4 } });
    expect(organisation()).toBe(before);
    expect(changeRows()[0].keyword).toBe('撤销调整方案“2027年组织调整”：4项调整');
    expect((await review(plan.id)).plan).toMatchObject({ status: 'reverted', revertedTime: expect.any(String) });
    expect(await apply(plan.id)).toMatchObject({ code: 400, message: '方案已应用，不能修改' });
  });

  it('is refused for a plan not applied, and 7 days after the apply', async () => {
    const plan = await planOf({ kind: 'rename', departId: id('财务部'), departName: '财务中心' });
    expect(await revert(plan.id)).toMatchObject({ code: 400, message: '方案未应用' });
    expect((await apply(plan.id)).code).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7 * 24 * 3600 * 1000 + 2000);
    expect(await revert(plan.id)).toMatchObject({ code: 400, message: '方案应用已超过7天，不能撤销' });
    expect(department('财务中心')).toBeDefined();
  });

  it('is refused with the conflicts when a row the apply changed was changed again', async () => {
    const moving = membersOf(id('测试组')).slice(0, 1);
    const plan = await planOf(
      { kind: 'rename', departId: id('财务部'), departName: '财务中心' },
      { kind: 'moveStaff', staffIds: moving.map((p) => p.id), fromDepartId: id('测试组'), toDepartId: id('架构组') },
    );
    expect((await apply(plan.id)).code).toBe(200);
    const edit = await send(
      `${E}/depart/move`,
      { departId: id('财务中心'), parentDepartId: id('研发中心') },
      { method: 'PUT' },
    );
    expect(edit.code).toBe(200);
    staff().find((p) => p.id === moving[0].id)!.departIds = [id('产品部')];
    const res = await revert(plan.id);
    expect(res).toMatchObject({
      code: 409,
      errorCode: 'RESTRUCTURE_CONFLICT',
      message: '方案应用后组织架构又有变更，不能撤销',
    });
    expect((res.data as { conflicts: PlanConflict[] }).conflicts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'staff', id: moving[0].id, message: '所在部门已被修改' }),
        expect.objectContaining({ kind: 'department', id: id('财务中心'), name: '财务中心' }),
      ]),
    );
    expect(department('财务中心').parentDepartId).toBe(id('研发中心'));
  });
});
