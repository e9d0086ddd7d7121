import { send } from './send';
import { assistantRows, biRuleRows, pluginRows } from '@/sandbox/ai-tables';
import { departments } from '@/sandbox/org-tables';
import { changeRows } from '@/sandbox/changelog';
import type { StaffRow } from '@/sandbox/org-tables';
import { department, E_MAIN, plain } from './lifecycle-fixtures';

// The AI assistant area's scopes through the lifecycle (docs/product.md Part D §2 "AI assistant /
// plugin / BI scopes"): a receiver may take the leaver's place, else the leaver is removed; a
// plugin or BI rule left with nobody is switched off; a department a scope uses cannot be deleted;
// a save leaves out whom someone else departed or deleted meanwhile.
const E = '/enterprise-server';
const U = `${E}/admin/users`;

const ref = (p: StaffRow) => ({ lenovoId: p.lenovoId, name: p.name });
const assistant = () => assistantRows().find((a) => a.enterpriseNumber === E_MAIN)!;
const plugin = (name: string) => pluginRows().find((p) => p.enterpriseNumber === E_MAIN && p.name === name)!;
const bi = (source: string) => biRuleRows().find((r) => r.enterpriseNumber === E_MAIN && r.source === source)!;
const ASSISTANT = { name: '小联', avatar: '', greeting: '你好', description: '', answerStyle: 'balanced' };
const allFor = { visibleRange: 'all', departIds: [], users: [] };

/** Three ordinary people; `a` is in every scope, `b` beside a in each. */
function arrange() {
  const a = plain();
  const b = plain([a]);
  const heir = plain([a, b]);
  Object.assign(assistant(), { visibleRange: 'part', departIds: [], users: [ref(a), ref(b)] });
  Object.assign(plugin('公告检索'), { enabled: true, visibleRange: 'part', departIds: [], users: [ref(a)] });
  Object.assign(plugin('发起审批'), { users: [ref(b), ref(a)] });
  Object.assign(bi('leave'), { enabled: true, visibleRange: 'part', departIds: [], users: [ref(a)] });
  return { a, b, heir };
}

/** An empty department under 财务部. */
async function emptyDepartment(name: string) {
  const finance = department('财务部');
  const root = departments().find((d) => d.enterpriseNumber === E_MAIN && d.parentDepartId === '0')!;
  expect(
    (
      await send(`${E}/depart/insert`, {
        departName: name,
        parentDepartId: finance.id,
        enterpriseNumber: E_MAIN,
        departIdList: [root.id, finance.id],
        usedIds: [],
      })
    ).code,
  ).toBe(200);
  return department(name);
}

describe('AI scopes: a departure (Part D §2)', () => {
  it('lists the three scope kinds as optional hand-overs', async () => {
    const { a } = arrange();
    const res = await send(`${U}/handover/holdings`, { ids: [a.id] });
    const kinds = (
      res.data as {
        list: Array<{
          kinds: Array<{
            kind: string;
            label: string;
            handover: string;
            unit: string;
            released: string;
            items: Array<{ name: string }>;
          }>;
        }>;
      }
    ).list[0].kinds;
    const of = (kind: string) => kinds.find((k) => k.kind === kind);
    expect(of('aiAssistantScope')).toMatchObject({
      label: 'AI助理可使用范围',
      handover: 'optional',
      unit: '项',
      released: '直接移除',
      items: [{ name: '小联' }],
    });
    expect(of('aiPluginScope')).toMatchObject({
      label: 'AI插件使用范围',
      handover: 'optional',
      unit: '个',
      items: [{ name: '发起审批' }, { name: '公告检索' }],
    });
    expect(of('aiBiScope')).toMatchObject({
      label: 'BI数据可查看范围',
      handover: 'optional',
      unit: '项',
      items: [{ name: '请假数据' }],
    });
  });

  it("a receiver takes the leaver's place in each scope (once), and the change log says so", async () => {
    const { a, b, heir } = arrange();
    plugin('发起审批').users.push(ref(heir));
    const handovers = ['aiAssistantScope', 'aiPluginScope', 'aiBiScope'].map((kind) => ({
      leaverId: a.id,
      kind,
      receiverId: heir.id,
    }));
    expect((await send(`${U}/departureAndTransfer`, { ids: [a.id], handovers })).code).toBe(200);
    expect(assistant().users).toEqual([ref(heir), ref(b)]);
    expect(plugin('公告检索')).toMatchObject({ enabled: true, users: [ref(heir)] });
    expect(plugin('发起审批').users).toEqual([ref(b), ref(heir)]);
    expect(bi('leave')).toMatchObject({ enabled: true, users: [ref(heir)] });
    // other modules' kinds may come before or after these
    expect(changeRows()[0].keyword).toContain(
      `AI助理可使用范围 1 项交接给${heir.name}，AI插件使用范围 2 个交接给${heir.name}，BI数据可查看范围 1 项交接给${heir.name}`,
    );
    expect(changeRows()[0].changes).toContainEqual({
      field: '插件「公告检索」使用范围',
      before: a.name,
      after: heir.name,
    });
  });

  it('without a receiver the leaver is removed; a plugin or BI rule left with nobody is switched off', async () => {
    const { a, b } = arrange();
    expect((await send(`${U}/departure`, { ids: [a.id] })).code).toBe(200);
    expect(assistant()).toMatchObject({ visibleRange: 'part', users: [ref(b)] });
    expect(plugin('发起审批')).toMatchObject({ enabled: true, users: [ref(b)], departIds: [department('财务部').id] });
    expect(plugin('公告检索')).toMatchObject({ enabled: false, visibleRange: 'part', departIds: [], users: [] });
    expect(bi('leave')).toMatchObject({ enabled: false, visibleRange: 'part', departIds: [], users: [] });
    const entry = changeRows()[0];
    expect(entry.keyword).toContain(
      'AI助理可使用范围 1 项直接移除，AI插件使用范围 2 个直接移除，BI数据可查看范围 1 项直接移除',
    );
    expect(entry.changes).toContainEqual({ field: 'BI配置「请假」可查看范围', before: a.name, after: '' });
    expect(entry.changes).toContainEqual({ field: '插件「公告检索」', before: '已启用', after: '已停用' });
  });

  it('the assistant left with nobody is for nobody (never for more people than before)', async () => {
    const a = plain();
    Object.assign(assistant(), { visibleRange: 'part', departIds: [], users: [ref(a)] });
    expect((await send(`${U}/delete`, { ids: [a.id] })).code).toBe(200);
    expect(assistant()).toMatchObject({ visibleRange: 'part', departIds: [], users: [] });
  });
});

describe('AI scopes: deleting a department (Part D §2)', () => {
  it('is refused while a scope uses it, naming where', async () => {
    const d = await emptyDepartment('预算组');
    Object.assign(assistant(), { visibleRange: 'part', departIds: [d.id], users: [] });
    plugin('发起审批').departIds.push(d.id);
    Object.assign(bi('approval'), { enabled: false, departIds: [d.id] });
    expect(await send(`${E}/depart/del`, { departId: d.id, del: true }, { method: 'PUT' })).toMatchObject({
      code: 500,
      message:
        '部门“预算组”仍被使用：AI助理可使用范围、插件「发起审批」使用范围、BI配置「审批」可查看范围，请先移除后再删除',
    });
    expect(departments()).toContain(d);
  });
});

describe('AI scopes: saves keep the living references (Part D §3)', () => {
  /** A department deleted since the form was opened, and a person departed since. */
  async function stale() {
    const gone = await emptyDepartment('档案组');
    expect((await send(`${E}/depart/del`, { departId: gone.id, del: true }, { method: 'PUT' })).code).toBe(200);
    const [left, stay] = [plain(), plain([plain()])];
    expect((await send(`${U}/departure`, { ids: [left.id] })).code).toBe(200);
    return { gone, left, stay };
  }

  it('the assistant: saved without them, and the answer says who was left out', async () => {
    const { gone, left, stay } = await stale();
    const res = (await send(`${E}/ai/assistant/save`, {
      ...ASSISTANT,
      visibleRange: 'part',
      departIds: [gone.id, department('财务部').id],
      users: [ref(left), ref(stay)],
    })) as unknown as { code: number; pruned: unknown[]; data: { departNames: string[] } };
    expect(res.code).toBe(200);
    expect(res.pruned).toEqual([
      { kind: 'person', id: left.lenovoId, name: left.name, state: 'departed' },
      { kind: 'department', id: gone.id, name: '档案组', state: 'deleted' },
    ]);
    expect(assistant()).toMatchObject({ departIds: [department('财务部').id], users: [ref(stay)] });
    expect(res.data.departNames).toEqual(['财务部']);
    // an id the enterprise never had is still refused
    expect(
      await send(`${E}/ai/assistant/save`, {
        ...ASSISTANT,
        visibleRange: 'part',
        departIds: [],
        users: [ref(left), { lenovoId: 'p-nobody', name: '无名' }],
      }),
    ).toMatchObject({ code: 404, message: '人员不存在或已离职：p-nobody' });
  });

  it('a plugin: saved without them; left with nobody, it is saved for nobody and switched off', async () => {
    const { left, stay } = await stale();
    const id = plugin('公告检索').id;
    const res = (await send(`${E}/ai/plugin/scope`, {
      id,
      visibleRange: 'part',
      departIds: [],
      users: [ref(stay), ref(left)],
    })) as unknown as { code: number; pruned: unknown[] };
    expect(res).toMatchObject({ code: 200, pruned: [{ kind: 'person', id: left.lenovoId, state: 'departed' }] });
    expect(plugin('公告检索').users).toEqual([ref(stay)]);
    await send(`${E}/ai/plugin/enable`, { id, enabled: true });
    expect(
      (await send(`${E}/ai/plugin/scope`, { id, visibleRange: 'part', departIds: [], users: [ref(left)] })).code,
    ).toBe(200);
    expect(plugin('公告检索')).toMatchObject({ enabled: false, visibleRange: 'part', departIds: [], users: [] });
  });

  it('BI: one stale reference no longer blocks the page; a rule left with nobody is switched off', async () => {
    const { gone, left, stay } = await stale();
    const finance = department('财务部').id;
    const rules = [
      { source: 'attendance', enabled: true, visibleRange: 'part', departIds: [gone.id, finance], users: [ref(stay)] },
      { source: 'leave', enabled: true, visibleRange: 'part', departIds: [], users: [ref(left)] },
      { source: 'approval', enabled: true, visibleRange: 'part', departIds: [finance], users: [] },
      { source: 'staff', enabled: false, ...allFor },
    ];
    const res = (await send(`${E}/ai/bi/config/save`, { rules })) as unknown as {
      code: number;
      pruned: Array<{ name: string }>;
    };
    expect(res.code).toBe(200);
    expect(res.pruned.map((p) => p.name)).toEqual(['档案组', left.name]);
    expect(bi('attendance')).toMatchObject({ enabled: true, departIds: [finance], users: [ref(stay)] });
    expect(bi('leave')).toMatchObject({ enabled: false, visibleRange: 'part', departIds: [], users: [] });
    expect(bi('approval')).toMatchObject({ enabled: true, departIds: [finance] });
    // sent empty, a limited range is still refused
    expect(
      await send(`${E}/ai/bi/config/save`, {
        rules: rules.map((r) => (r.source === 'leave' ? { ...r, users: [] } : r)),
      }),
    ).toMatchObject({ code: 400, message: '请选择可查看请假汇总的部门或人员' });
  });
});
