import { refusal, send } from './send';
import { changeRows } from '@/sandbox/changelog';
import type { PlanSummary } from '@/features/org-chart/api/plan-types';
import { memberships, menuCatalogue } from '@/sandbox/core-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { loadPersistedDb, stopPersisting } from '@/sandbox/db';
import { ADMIN, RESTRICTED_ADMIN, signInAs } from '../sign-in';
import { department } from './lifecycle-fixtures';
import { scopedToken } from './scope-fixtures';
import { changed, createPlan, R, review } from './restructure-fixtures';

// The plans' calls and refusals (docs/assumed-contract.md "Restructure plans", "Calls").

describe('plans (/restructure/plan/create, edit, duplicate, delete, plans)', () => {
  it('creates a draft with no change, listed first, and logs it', async () => {
    await createPlan('方案一');
    const second = await createPlan('方案二', '1月1日生效');
    expect(second).toMatchObject({
      name: '方案二',
      note: '1月1日生效',
      status: 'draft',
      changeCount: 0,
      creatorName: '张伟',
      updaterName: '张伟',
      appliedTime: '',
      revertDeadline: '',
    });
    const list = await send(`${R}/plans?page=1&size=10`, undefined, { method: 'GET' });
    expect((list.data as { list: PlanSummary[]; total: number }).list.map((p) => p.name)).toEqual(['方案二', '方案一']);
    expect(changeRows()[0].keyword).toBe('新建调整方案“方案二”');
  });

  it('refuses a name missing, too long, or taken by a draft, and a note too long', async () => {
    await createPlan('方案一');
    expect(await refusal(`${R}/plan/create`, { name: '  ' })).toEqual({ code: 400, message: '参数name不能为空' });
    expect(await refusal(`${R}/plan/create`, { name: '名'.repeat(31) })).toEqual({
      code: 400,
      message: '方案名称不能超过30个字符',
    });
    expect(await refusal(`${R}/plan/create`, { name: '方案二', note: '说'.repeat(201) })).toEqual({
      code: 400,
      message: '生效说明不能超过200个字符',
    });
    expect(await refusal(`${R}/plan/create`, { name: ' 方案一 ' })).toEqual({ code: 400, message: '已存在同名方案' });
  });

  it('edits a draft; an unknown plan is 404 方案不存在', async () => {
    const plan = await createPlan('方案一');
    const res = await send(`${R}/plan/edit`, { id: plan.id, name: '方案甲', note: '说明' });
    expect(res.data).toMatchObject({ id: plan.id, name: '方案甲', note: '说明' });
    expect(await refusal(`${R}/plan/edit`, { id: 'nope', name: 'x' })).toEqual({ code: 404, message: '方案不存在' });
    expect(await refusal(`${R}/plan/review?id=nope`, undefined, { method: 'GET' })).toEqual({
      code: 404,
      message: '方案不存在',
    });
  });

  it('duplicates a plan with new change ids; a created department gets a new id the later changes follow', async () => {
    const plan = await createPlan('方案一');
    await changed(plan.id, { kind: 'create', departName: '数据组', parentDepartId: department('研发中心').id });
    const created = (await review(plan.id)).plan.changes[0].createdDepartId;
    await changed(plan.id, { kind: 'rename', departId: created, departName: '数据平台组' });
    const copy = (await send(`${R}/plan/duplicate`, { id: plan.id })).data as PlanSummary;
    expect(copy).toMatchObject({ name: '方案一（副本）', status: 'draft', changeCount: 2 });
    const again = (await send(`${R}/plan/duplicate`, { id: plan.id })).data as PlanSummary;
    expect(again.name).toBe('方案一（副本2）');
    const copied = await review(copy.id);
    const [create, rename] = copied.plan.changes;
    expect(create.createdDepartId).not.toBe(created);
    expect(rename).toMatchObject({ kind: 'rename', departId: create.createdDepartId, departName: '数据平台组' });
    expect(copied.problems).toEqual([]);
    expect(copied.departments.find((d) => d.id === create.createdDepartId)).toMatchObject({
      departName: '数据平台组',
      marks: ['added'],
    });
  });

  it('deletes a draft; an applied plan is refused until reverted', async () => {
    const plan = await createPlan('方案一');
    await changed(plan.id, { kind: 'rename', departId: department('财务部').id, departName: '财务中心' });
    expect((await send(`${R}/plan/apply`, { id: plan.id })).code).toBe(200);
    expect(await refusal(`${R}/plan/delete`, { id: plan.id })).toEqual({
      code: 400,
      message: '已应用的方案不能删除，请先撤销',
    });
    expect(await refusal(`${R}/plan/edit`, { id: plan.id, name: 'x' })).toEqual({
      code: 400,
      message: '方案已应用，不能修改',
    });
    const change = { kind: 'rename', departId: department('行政部').id, departName: '综合部' };
    expect(await refusal(`${R}/plan/change`, { planId: plan.id, change })).toEqual({
      code: 400,
      message: '方案已应用，不能修改',
    });
    expect(await refusal(`${R}/plan/rebase`, { id: plan.id })).toEqual({ code: 400, message: '方案已应用，不能修改' });
    expect(await refusal(`${R}/plan/apply`, {})).toEqual({ code: 400, message: '参数id不能为空' });
    expect((await send(`${R}/plan/revert`, { id: plan.id })).code).toBe(200);
    expect(await send(`${R}/plan/delete`, { id: plan.id })).toMatchObject({ code: 200, data: { name: '方案一' } });
    const list = await send(`${R}/plans`, undefined, { method: 'GET' });
    expect((list.data as { total: number }).total).toBe(0);
  });

  it('drafts survive a reload of the sandbox', async () => {
    loadPersistedDb();
    try {
      const plan = await createPlan('方案一');
      await changed(plan.id, { kind: 'rename', departId: department('财务部').id, departName: '财务中心' });
      loadPersistedDb(); // the reload: the store read back from browser storage
      const { plan: again } = await review(plan.id);
      expect(again).toMatchObject({ name: '方案一', status: 'draft', changeCount: 1 });
      expect(again.changes[0].label).toBe('将“财务部”更名为“财务中心”');
    } finally {
      stopPersisting();
    }
  });

  it('filters the list by status and refuses an unknown one', async () => {
    await createPlan('方案一');
    const res = await send(`${R}/plans?status=applied`, undefined, { method: 'GET' });
    expect(res.data).toMatchObject({ list: [], total: 0, page: 1, size: 10 });
    expect(await refusal(`${R}/plans?status=gone`, undefined, { method: 'GET' })).toEqual({
      code: 400,
      message: '参数status不正确',
    });
  });
});

describe('changes (/restructure/plan/change, undoChange)', () => {
  it('records a change with who and when, and its words', async () => {
    const plan = await createPlan();
    await changed(plan.id, {
      kind: 'move',
      departId: department('华东大区').id,
      parentDepartId: department('市场部').id,
    });
    const { plan: detail } = await review(plan.id);
    expect(detail.changes).toEqual([
      expect.objectContaining({
        kind: 'move',
        authorName: '张伟',
        label: '将“华东大区”调整到“市场部”下',
        createdDepartId: '',
        time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      }),
    ]);
    expect(detail).not.toHaveProperty('record');
    expect(detail.changes[0]).not.toHaveProperty('found');
  });

  it('refuses a wrong kind, a missing field, an unknown department or person', async () => {
    const plan = await createPlan();
    const c = (change: unknown) => refusal(`${R}/plan/change`, { planId: plan.id, change });
    expect(await c({ kind: 'shuffle' })).toEqual({ code: 400, message: '参数kind不正确' });
    expect(await c({ kind: 'rename', departId: department('财务部').id })).toEqual({
      code: 400,
      message: '部门名称不能为空',
    });
    expect(await c({ kind: 'delete', departId: 'd-nope' })).toEqual({
      code: 400,
      message: '部门不存在或已删除：d-nope',
    });
    expect(
      await c({
        kind: 'moveStaff',
        staffIds: ['u-nope'],
        fromDepartId: department('财务部').id,
        toDepartId: department('行政部').id,
      }),
    ).toEqual({ code: 400, message: '员工不存在或已离职：u-nope' });
    expect(await refusal(`${R}/plan/change`, { planId: 'nope', change: { kind: 'delete', departId: 'x' } })).toEqual({
      code: 404,
      message: '方案不存在',
    });
  });

  it('undoes a change; later changes that needed it become problems; an unknown change is 404', async () => {
    const plan = await createPlan();
    const create = await changed(plan.id, {
      kind: 'create',
      departName: '数据组',
      parentDepartId: department('研发中心').id,
    });
    const created = (await review(plan.id)).plan.changes[0].createdDepartId;
    const move = await changed(plan.id, {
      kind: 'move',
      departId: department('测试组').id,
      parentDepartId: created,
    });
    expect(await send(`${R}/plan/undoChange`, { planId: plan.id, changeId: create })).toMatchObject({
      code: 200,
      data: null,
    });
    const after = await review(plan.id);
    expect(after.plan.changes.map((c) => c.id)).toEqual([move]);
    expect(after.problems).toEqual([
      { code: 'noParent', message: '“测试组”的上级部门已不存在', changeId: move, departId: department('测试组').id },
    ]);
    expect(await refusal(`${R}/plan/undoChange`, { planId: plan.id, changeId: create })).toEqual({
      code: 404,
      message: '调整项不存在',
    });
  });

  it('refuses the 1001st change', async () => {
    const plan = await createPlan();
    const target = department('财务部').id;
    for (let i = 0; i < 1000; i++) await changed(plan.id, { kind: 'rename', departId: target, departName: `财务${i}` });
    expect(
      await refusal(`${R}/plan/change`, {
        planId: plan.id,
        change: { kind: 'rename', departId: target, departName: 'x' },
      }),
    ).toEqual({ code: 400, message: '一个方案最多1000项调整' });
  }, 120000);
});

describe('who may use the plans', () => {
  it('a scoped administrator is refused every call with 403 超出您的管理范围', async () => {
    const plan = await createPlan();
    const token = scopedToken(true); // with the 组织架构调整 menu, so only her scope refuses
    for (const [path, body, method] of [
      [`${R}/plans`, undefined, 'GET'],
      [`${R}/plan/review?id=${plan.id}`, undefined, 'GET'],
      [`${R}/plan/create`, { name: 'x' }, 'POST'],
      [`${R}/plan/apply`, { id: plan.id }, 'POST'],
    ] as const)
      expect(await refusal(path, body, { method, token })).toEqual({ code: 403, message: '超出您的管理范围' });
  });

  it('the plans belong to the enterprise: another administrator sees and edits them, with who changed what', async () => {
    const plan = await createPlan();
    const wang = memberships().find((m) => m.enterpriseNumber === MAIN_ENTERPRISE && m.lenovoId === RESTRICTED_ADMIN)!;
    wang.menuIds = menuCatalogue().map((m) => m.id);
    const token = signInAs(RESTRICTED_ADMIN);
    const list = await send(`${R}/plans`, undefined, { method: 'GET', token });
    expect((list.data as { list: PlanSummary[] }).list.map((p) => p.id)).toEqual([plan.id]);
    const res = await send(
      `${R}/plan/change`,
      { planId: plan.id, change: { kind: 'rename', departId: department('财务部').id, departName: '财务中心' } },
      { token },
    );
    expect(res.code).toBe(200);
    const { plan: detail } = await review(plan.id);
    expect(detail).toMatchObject({ creatorName: '张伟', updaterName: '王芳', changeCount: 1 });
    expect(detail.changes[0].authorName).toBe('王芳');
    // people by lenovoId, the form the console resolves them by (the stand-ins of the page tests too)
    expect(detail).toMatchObject({ creatorId: ADMIN, updaterId: RESTRICTED_ADMIN });
    expect(detail.changes[0].authorId).toBe(RESTRICTED_ADMIN);
  });
});
