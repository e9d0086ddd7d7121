import { signInAs } from '../../sign-in';
import { changeRows } from '@/sandbox/changelog';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { appGroupsOf, appId, appsOf, APP_GROUPS } from '@/sandbox/seed/modules/apps';
import * as api from '@/features/apps/api/apps-api';
import { ApiError } from '@/lib/http/errors';
import { configureSession } from '@/lib/http/session-hooks';
import { useSession } from '@/stores/session';

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: ApiError) => e.message,
  );
const E = MAIN_ENTERPRISE;
const app = (key: string) => appId(E, key);
const FINANCE = `d-${E}-8`; // 财务部
const RD = `d-${E}-2`; // 研发中心, with sub-departments
const owner = () => ({
  enterpriseId: useSession.getState().enterprise!.id,
  lenovoId: useSession.getState().userInfo!.lenovoId,
});
const active = () => staffOf(E).filter((p) => p.status !== 'departure');

describe('applications in the sandbox', () => {
  beforeAll(() =>
    configureSession({ getToken: () => useSession.getState().token, onExpired: () => {}, onUnauthenticated: () => {} }),
  );
  beforeEach(() => signInAs());

  it('seeds 20 applications across the 4 categories in 4 groups', async () => {
    const all = await api.listApps('');
    expect(all).toHaveLength(20);
    expect(new Set(all.map((a) => a.categoryMark))).toEqual(new Set(['basic', 'free', 'subscribed', 'thirdParty']));
    expect(appGroupsOf(E).map((g) => g.groupName)).toEqual([...APP_GROUPS]);
    expect(all.every((a) => a.groupNames.length === 1)).toBe(true);
    const third = await api.listApps('thirdParty');
    expect(third.map((a) => a.name)).toEqual(['电子签章', '客户管理CRM', '发票助手', '智能招聘']);
    expect(all.find((a) => a.id === app('salary'))!.visibleDeparts.map((d) => d.departName)).toEqual([
      '财务部',
      '人力资源部',
    ]);
  });

  it('enables and stops an application with enable, id and categoryMark in the query, and logs it', async () => {
    const stopped = await api.enableApp({ id: app('crm'), enable: false, categoryMark: 'thirdParty' });
    expect(stopped.enable).toBe(false);
    expect(appsOf(E).find((a) => a.id === app('crm'))!.enable).toBe(false);
    expect(changeRows()[0]).toMatchObject({
      operationTypeId: 'f14',
      operationType: '应用管理',
      keyword: '停用第三方应用 客户管理CRM',
      objects: ['客户管理CRM'],
    });
    expect(await rejection(api.enableApp({ id: app('crm'), enable: false, categoryMark: 'thirdParty' }))).toBe(
      '应用已停用',
    );
    expect(await rejection(api.enableApp({ id: app('crm'), enable: true, categoryMark: 'basic' }))).toBe(
      '应用分类不符',
    );
    expect(await rejection(api.enableApp({ id: 'nope', enable: true, categoryMark: 'basic' }))).toBe('应用不存在');
  });

  it('sets a limited scope, answers who can see it, and adds or removes people in it', async () => {
    const person = active().find((p) => p.departIds.every((id) => !id.startsWith(FINANCE)))!;
    const range = await api.updateAppVisible({
      id: app('crm'),
      visibleRange: 3,
      departIds: [FINANCE],
      lenovoIds: [person.lenovoId],
    });
    const financeCount = active().filter((p) => p.departIds.includes(FINANCE)).length;
    expect(range).toMatchObject({
      visibleRange: 3,
      departs: [{ id: FINANCE, departName: '财务部', memberTotal: financeCount }],
      users: [{ lenovoId: person.lenovoId, name: person.name }],
      reachCount: financeCount + 1,
    });
    expect(changeRows()[0]).toMatchObject({
      operationTypeId: 'f14',
      keyword: `设置应用可见范围 客户管理CRM：财务部、${person.name}`,
      people: [person.name],
      objects: ['客户管理CRM', '财务部'],
    });

    const viewers = await api.appViewers({ id: app('crm'), keyword: '', page: 1, size: 100 });
    expect(viewers.total).toBe(financeCount + 1);
    expect(viewers.list.find((v) => v.lenovoId === person.lenovoId)!.via).toBe('指定人员');
    expect(viewers.list.filter((v) => v.via === '财务部')).toHaveLength(financeCount);

    const narrowed = await api.changeAppScope({ id: app('crm'), departIds: [FINANCE], lenovoIds: [], visible: false });
    expect(narrowed).toMatchObject({ departs: [], reachCount: 1 });
    expect(
      await rejection(
        api.changeAppScope({ id: app('crm'), departIds: [], lenovoIds: [person.lenovoId], visible: false }),
      ),
    ).toBe('可见范围不能为空，请至少保留一个部门或人员');
    const widened = await api.changeAppScope({ id: app('crm'), departIds: [RD], lenovoIds: [], visible: true });
    expect(widened.departs.map((d) => d.departName)).toEqual(['研发中心']);
    expect(widened.reachCount).toBeGreaterThan(5);

    expect(
      await rejection(api.updateAppVisible({ id: app('crm'), visibleRange: 3, departIds: [], lenovoIds: [] })),
    ).toBe('请选择可见的部门或人员');
    expect(
      await rejection(api.updateAppVisible({ id: app('crm'), visibleRange: 3, departIds: ['d-none'], lenovoIds: [] })),
    ).toBe('所选部门不存在');
    const everyone = await api.updateAppVisible({ id: app('crm'), visibleRange: 2, departIds: [], lenovoIds: [] });
    expect(everyone).toMatchObject({ visibleRange: 2, departs: [], users: [], reachCount: everyone.staffCount });
    expect(
      await rejection(api.changeAppScope({ id: app('crm'), departIds: [FINANCE], lenovoIds: [], visible: true })),
    ).toBe('该应用对全员可见，请先设置可见范围');
  });

  it('lists the enabled applications one person sees, by group', async () => {
    const named = new Set(appsOf(E).flatMap((a) => a.visibleUsers.map((u) => u.lenovoId)));
    const outsider = active().find(
      (p) =>
        !named.has(p.lenovoId) &&
        p.departIds.every((id) => id !== FINANCE && id !== `d-${E}-7` && !id.startsWith(`d-${E}-7-`)),
    )!;
    const mine = await api.userAppList(outsider.lenovoId);
    const names = mine.flatMap((g) => g.apps.map((a) => a.name));
    expect(names).toContain('考勤打卡');
    expect(names).not.toContain('薪资条'); // finance and HR only
    expect(names).not.toContain('访客管理'); // stopped
    expect(mine.map((g) => g.groupName)).toEqual(['办公协同', '人事行政', '财务管理', '业务与知识']);
  });

  it('saves groups: creates, renames, deletes and moves, refusing bad and duplicate names', async () => {
    const got = await api.appGroups(owner());
    expect(got.groups.map((g) => g.groupName)).toEqual([...APP_GROUPS]);
    const [office, hr, finance, biz] = got.groups;
    const ids = (g: { apps: Array<{ id: string }> }) => g.apps.map((a) => a.id);
    const save = (groups: Array<{ id?: string; groupName: string; appIds: string[] }>) =>
      api.saveAppGroups({ enterpriseId: owner().enterpriseId, groups });

    expect(await rejection(save([{ id: office.id, groupName: '  ', appIds: ids(office) }]))).toBe(
      '分组名称不能为空：第1个分组',
    );
    expect(await rejection(save([{ id: office.id, groupName: '一二三四五六七八九十一', appIds: [] }]))).toBe(
      '分组名称不能超过10个字：一二三四五六七八九十一',
    );
    expect(await rejection(save([{ id: office.id, groupName: '办公<b>', appIds: [] }]))).toBe(
      '分组名称只能包含中文、字母、数字、空格和 _-&()：办公<b>',
    );
    expect(
      await rejection(
        save([
          { id: office.id, groupName: '财务管理', appIds: [] },
          { id: finance.id, groupName: '财务管理 ', appIds: [] },
        ]),
      ),
    ).toBe('分组名称重复，请修改：财务管理');
    expect(
      await rejection(
        save([
          { id: office.id, groupName: '办公', appIds: [app('crm')] },
          { groupName: '其他', appIds: [app('crm')] },
        ]),
      ),
    ).toBe('应用客户管理CRM不能同时在两个分组中');
    expect(await rejection(api.appGroups({ ...owner(), enterpriseId: 'ent-x' }))).toBe('无权操作其他企业的应用分组');
    expect(appGroupsOf(E).map((g) => g.groupName)).toEqual([...APP_GROUPS]);

    const saved = await save([
      { id: office.id, groupName: '协同办公', appIds: [...ids(office), app('crm')] },
      { id: hr.id, groupName: hr.groupName, appIds: ids(hr) },
      { groupName: '销售工具', appIds: [] },
      { id: finance.id, groupName: finance.groupName, appIds: ids(finance) },
    ]);
    expect(saved.groups.map((g) => g.groupName)).toEqual(['协同办公', '人事行政', '销售工具', '财务管理']);
    expect(saved.groups[0].apps.at(-1)!.name).toBe('客户管理CRM');
    expect(saved.ungrouped.map((a) => a.name)).toEqual(
      ids(biz)
        .filter((id) => id !== app('crm'))
        .map((id) => biz.apps.find((a) => a.id === id)!.name),
    );
    expect(changeRows()[0]).toMatchObject({
      operationTypeId: 'f14',
      keyword: expect.stringContaining(
        '新增分组 销售工具；删除分组 业务与知识；重命名分组 办公协同→协同办公；移动应用 ',
      ),
    });
    expect(changeRows()[0].objects).toEqual(
      expect.arrayContaining(['协同办公', '销售工具', '业务与知识', '客户管理CRM']),
    );
  });

  it('answers usage over the four periods with a point per day, week or month', async () => {
    const counts = [];
    for (const dateType of [1, 2, 3, 4] as const) {
      const u = await api.appUsage({ id: app('attendance'), dateType });
      counts.push(u.series.length);
      expect(u.totals.opens).toBe(u.series.reduce((s, p) => s + p.opens, 0));
      expect(u.totals.activeUsers).toBeLessThanOrEqual(u.totals.visibleCount);
      expect(u.topDeparts.length).toBeGreaterThan(2);
    }
    expect(counts[0]).toBe(7);
    expect(counts[1]).toBe(30);
    expect(counts[2]).toBeGreaterThanOrEqual(26);
    expect(counts[3]).toBeGreaterThanOrEqual(12);
    expect(await rejection(api.appUsage({ id: app('attendance'), dateType: 5 as 1 }))).toBe('参数dateType不正确');
  });
});
