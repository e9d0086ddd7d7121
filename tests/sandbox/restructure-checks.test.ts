import { refusal, send } from './send';
import { departments, staff } from '@/sandbox/org-tables';
import { invalidateDirectory } from '@/sandbox/directory-views';
import { meetingRoomRows } from '@/sandbox/seed/modules/meeting-rooms';
import type { PlanChangeInput } from '@/features/org-chart/api/plan-types';
import { department, E_MAIN, main } from './lifecycle-fixtures';
import { changed, createPlan, R, review } from './restructure-fixtures';

// The checks of a plan (docs/assumed-contract.md "Restructure plans", "Checks"): each refuses a
// change that cannot apply when it is recorded, and is a problem of the review when an earlier
// change or the live organisation makes it one.

const E = '/enterprise-server';
const id = (name: string) => department(name).id;
const membersOf = (name: string) => main().filter((p) => p.status !== 'departure' && p.departIds.includes(id(name)));
const root = () => departments().find((d) => d.enterpriseNumber === E_MAIN && d.parentDepartId === '0')!;

let plans = 0;
async function refused(input: PlanChangeInput | Record<string, unknown>) {
  const plan = await createPlan(`方案${++plans}`);
  return refusal(`${R}/plan/change`, { planId: plan.id, change: input });
}

describe('a change that cannot apply is refused with the check of the contract', () => {
  it('root: 根部门不能调整 (a move, merge or delete of the root; a rename is allowed)', async () => {
    const r = root().id;
    const expected = { code: 400, message: '根部门不能调整' };
    expect(await refused({ kind: 'move', departId: r, parentDepartId: id('财务部') })).toEqual(expected);
    expect(await refused({ kind: 'merge', departId: r, targetId: id('财务部') })).toEqual(expected);
    expect(await refused({ kind: 'delete', departId: r })).toEqual(expected);
    expect((await refused({ kind: 'rename', departId: r, departName: '联创集团' })).code).toBe(200);
  });

  it('cycle: under itself or below it, by a move or a merge', async () => {
    expect(await refused({ kind: 'move', departId: id('研发中心'), parentDepartId: id('测试组') })).toEqual({
      code: 400,
      message: '不能将“研发中心”调整到其自身或下级部门下',
    });
    expect(await refused({ kind: 'merge', departId: id('研发中心'), targetId: id('研发中心') })).toEqual({
      code: 400,
      message: '不能将“研发中心”调整到其自身或下级部门下',
    });
  });

  it('duplicateName: a create, rename or move next to a department of that name', async () => {
    const expected = { code: 400, message: '“研发中心”下已有名为“测试组”的部门' };
    expect(await refused({ kind: 'create', departName: '测试组', parentDepartId: id('研发中心') })).toEqual(expected);
    expect(await refused({ kind: 'rename', departId: id('架构组'), departName: '测试组' })).toEqual(expected);
    const plan = await createPlan('方案乙');
    await changed(plan.id, { kind: 'create', departName: '测试组', parentDepartId: id('产品部') });
    const created = (await review(plan.id)).plan.changes[0].createdDepartId;
    expect(
      await refusal(`${R}/plan/change`, {
        planId: plan.id,
        change: { kind: 'move', departId: created, parentDepartId: id('研发中心') },
      }),
    ).toEqual(expected);
  });

  it('hasMembers, hasChildren, referenced: a delete of what is still used', async () => {
    expect(await refused({ kind: 'delete', departId: id('财务部') })).toEqual({
      code: 400,
      message: `“财务部”仍有${membersOf('财务部').length}名在职成员，请先调走或合并到其他部门`,
    });
    for (const p of staff()) if (p.departIds.includes(id('研发中心'))) p.status = 'departure';
    invalidateDirectory(E_MAIN); // the rows were changed behind the sandbox's back
    expect(await refused({ kind: 'delete', departId: id('研发中心') })).toEqual({
      code: 400,
      message: '“研发中心”仍有下级部门',
    });
    for (const p of staff()) if (p.departIds.includes(id('行政部'))) p.status = 'departure';
    invalidateDirectory(E_MAIN);
    meetingRoomRows().find((r) => r.name === '长江厅')!.bookingDepartIds = [id('行政部')];
    expect(await refused({ kind: 'delete', departId: id('行政部') })).toEqual({
      code: 400,
      message: '“行政部”仍被使用：会议室「长江厅」可预订部门',
    });
  });

  it('missing: a person not in the department moved from, a departed supervisor', async () => {
    const [someone] = membersOf('财务部');
    expect(
      await refused({
        kind: 'moveStaff',
        staffIds: [someone.id],
        fromDepartId: id('行政部'),
        toDepartId: id('产品部'),
      }),
    ).toEqual({ code: 400, message: `“${someone.name}”不在部门“行政部”中` });
    const plan = await createPlan('方案丙');
    await changed(plan.id, { kind: 'supervisor', departId: id('行政部'), supervisorId: someone.id });
    someone.status = 'departure';
    const { problems, plan: detail } = await review(plan.id);
    expect(problems).toEqual([
      {
        code: 'missing',
        message: `员工“${someone.name}”已离职`,
        changeId: detail.changes[0].id,
        departId: id('行政部'),
      },
    ]);
  });
});

describe('the review: problems an earlier change or live makes, marks and counts', () => {
  it('noParent and missing: a department the plan needs was deleted live since', async () => {
    const plan = await createPlan();
    for (const p of staff()) if (p.departIds.includes(id('行政部'))) p.departIds = [id('财务部')];
    invalidateDirectory(E_MAIN);
    const office = id('行政部');
    const move = await changed(plan.id, { kind: 'move', departId: id('测试组'), parentDepartId: office });
    const rename = await changed(plan.id, { kind: 'rename', departId: office, departName: '综合部' });
    expect((await send(`${E}/depart/del`, { departId: office, del: true }, { method: 'PUT' })).code).toBe(200);
    expect((await review(plan.id)).problems).toEqual([
      { code: 'noParent', message: '“测试组”的上级部门已不存在', changeId: move, departId: id('测试组') },
      { code: 'missing', message: '部门“行政部”已不存在', changeId: rename, departId: office },
    ]);
  });

  it('conflict: what a change found live was changed since; rebase takes the live state', async () => {
    const plan = await createPlan();
    const move = await changed(plan.id, { kind: 'move', departId: id('华东大区'), parentDepartId: id('市场部') });
    department('华东大区').departName = '华东区';
    const { problems } = await review(plan.id);
    expect(problems).toEqual([
      { code: 'conflict', message: '“华东大区”在方案创建后已被修改（名称）', changeId: move, departId: id('华东区') },
    ]);
    expect((await send(`${R}/plan/rebase`, { id: plan.id })).code).toBe(200);
    expect((await review(plan.id)).problems).toEqual([]);
  });

  it('marks each department against live, with members and totals before → after', async () => {
    const plan = await createPlan();
    const moved = membersOf('测试组').slice(0, 3);
    await changed(plan.id, { kind: 'move', departId: id('华东大区'), parentDepartId: id('市场部') });
    await changed(plan.id, { kind: 'rename', departId: id('品牌组'), departName: '品牌传播组' });
    await changed(plan.id, { kind: 'merge', departId: id('渠道组'), targetId: id('品牌组') });
    await changed(plan.id, {
      kind: 'moveStaff',
      staffIds: moved.map((p) => p.id),
      fromDepartId: id('测试组'),
      toDepartId: id('架构组'),
    });
    const { departments: chart, people, problems } = await review(plan.id);
    expect(problems).toEqual([]);
    const row = (name: string) => chart.find((d) => d.id === id(name))!;
    const east = membersOf('华东大区').length;
    expect(row('华东大区')).toMatchObject({ marks: ['moved'], parentDepartId: id('市场部'), gone: false });
    expect(row('品牌组')).toMatchObject({ departName: '品牌传播组', marks: ['renamed', 'members'] });
    expect(row('渠道组')).toMatchObject({ gone: true, mergedInto: id('品牌组'), marks: ['merged'] });
    expect(row('渠道组').members.after).toBe(0);
    expect(row('测试组').members).toEqual({
      before: membersOf('测试组').length,
      after: membersOf('测试组').length - 3,
    });
    expect(row('架构组').members).toEqual({
      before: membersOf('架构组').length,
      after: membersOf('架构组').length + 3,
    });
    expect(row('销售部').total.after).toBe(row('销售部').total.before - east);
    expect(row('市场部').total.after).toBe(row('市场部').total.before + east);
    expect(people.filter((p) => moved.some((m) => m.id === p.staffId))).toHaveLength(3);
    expect(people.find((p) => p.staffId === moved[0].id)).toMatchObject({
      beforeDepartIds: moved[0].departIds,
      afterDepartIds: moved[0].departIds.map((d) => (d === id('测试组') ? id('架构组') : d)),
    });
  });
});
