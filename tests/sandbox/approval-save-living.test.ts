import { send } from './send';
import { departments } from '@/sandbox/org-tables';
import { approvalVersions } from '@/sandbox/seed/modules/approvals/history';
import type { ApprovalRow } from '@/sandbox/seed/modules/approvals/tables';
import { ADMIN } from '../sign-in';
import { approval, conditionOn, department, E_MAIN, nameInFlow, ordinary, plain } from './lifecycle-fixtures';

// An approval saved from a form opened before someone left or a department was deleted
// (docs/product.md Part D §2, §3): /approve/save leaves them out and says so, and what is left
// empty falls back as a departure without a hand-over would leave it.
const A = '/approve-server/approve';
const E = '/enterprise-server';
type Flow = Record<string, unknown>;

const depart = async (id: string) => expect((await send(`${E}/admin/users/departure`, { ids: [id] })).code).toBe(200);
const ref = (p: { lenovoId: string; name: string }) => ({ lenovoId: p.lenovoId, name: p.name });

/** The body the designer would send for this approval as it is now (or as `patch` makes it). */
function bodyOf(row: ApprovalRow, patch: Partial<ApprovalRow> = {}) {
  const {
    id,
    approveName,
    description,
    iconAddress,
    visibleRange,
    visibleUsers,
    approveAdministrators,
    formData,
    processData,
  } = { ...row, ...patch };
  return {
    id,
    enterpriseNumber: E_MAIN,
    approveName,
    description,
    iconAddress,
    visibleRange,
    visibleUsers,
    approveAdministrators,
    formData,
    processData,
  };
}

/** Every node of the flow with this id. */
function node(processData: string, id: string): Flow | undefined {
  let found: Flow | undefined;
  const walk = (v: unknown) => {
    if (found || !v || typeof v !== 'object') return;
    if (!Array.isArray(v) && (v as Flow).id === id) found = v as Flow;
    Object.values(v).forEach(walk);
  };
  walk(JSON.parse(processData));
  return found;
}

/** The flow with the node of this id changed by `change`. */
function withNode(processData: string, id: string, change: (n: Flow) => Flow): string {
  const walk = (v: unknown): unknown => {
    if (!v || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map(walk);
    const next = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)])) as Flow;
    return next.id === id ? change(next) : next;
  };
  return JSON.stringify(walk(JSON.parse(processData)));
}

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

describe('/approve/save with people who left and departments deleted since the form was opened', () => {
  it('leaves out a departed approver, administrator and viewer, and names them in pruned', async () => {
    const [stay, leave] = [plain(), plain([plain()])];
    const row = approval('请假');
    const withBoth = { processData: row.processData } as ApprovalRow;
    nameInFlow(stay, withBoth);
    nameInFlow(leave, withBoth);
    const body = bodyOf(row, {
      processData: withBoth.processData,
      visibleRange: 3,
      visibleUsers: [ref(stay), ref(leave)],
      approveAdministrators: [...row.approveAdministrators, ref(leave)],
    });
    await depart(leave.id);
    const res = (await send(`${A}/save`, body)) as { code: number; pruned?: unknown[] };
    expect(res.code).toBe(200);
    expect(res.pruned).toEqual([{ kind: 'person', id: leave.lenovoId, name: leave.name, state: 'departed' }]);
    expect(row.approveAdministrators.map((u) => u.lenovoId)).toEqual([ADMIN]);
    expect(row.visibleUsers).toEqual([ref(stay)]);
    expect(row.processData).toContain(`"${stay.lenovoId}"`);
    expect(row.processData).not.toContain(`"${leave.lenovoId}"`);
  });

  it("gives a node left with nobody, and an empty node's person who left, to the approval's first administrator", async () => {
    const [admin, leave] = [plain(), plain([plain()])];
    const row = approval('资产申请');
    const processData = withNode(row.processData, 'seed_2', (n) => ({
      ...n,
      settings: { ...(n.settings as Flow), members: [ref(leave)], emptyAction: 'toMember', emptyMember: ref(leave) },
    }));
    const body = bodyOf(row, { processData, approveAdministrators: [ref(admin), ...row.approveAdministrators] });
    await depart(leave.id);
    expect((await send(`${A}/save`, body)).code).toBe(200);
    const saved = node(row.processData, 'seed_2')!.settings as Flow;
    expect(saved.members).toEqual([ref(admin)]);
    expect(saved.emptyMember).toEqual(ref(admin));
  });

  it('specified viewers all gone: the approval is visible to its administrators only', async () => {
    const leave = plain();
    const row = approval('补卡');
    await depart(leave.id);
    expect((await send(`${A}/save`, bodyOf(row, { visibleRange: 3, visibleUsers: [ref(leave)] }))).code).toBe(200);
    expect(row.visibleRange).toBe(3);
    expect(row.visibleUsers).toEqual(row.approveAdministrators);
  });

  it('a deleted department leaves its condition; a branch that named only deleted departments goes, and its condition node with it', async () => {
    const [kept, gone] = [await emptyDepartment('预算组'), await emptyDepartment('档案组')];
    const row = approval('请假');
    const draft = conditionOn({ processData: row.processData } as ApprovalRow, gone);
    const body = bodyOf(row, { processData: draft.processData });
    expect((await send(`${E}/depart/del`, { departId: gone.id, del: true }, { method: 'PUT' })).code).toBe(200);
    const res = (await send(`${A}/save`, body)) as { code: number; pruned?: unknown[] };
    expect(res.code).toBe(200);
    expect(res.pruned).toEqual([{ kind: 'department', id: gone.id, name: '档案组', state: 'deleted' }]);
    // 病假's branch could never be met: every request now goes the way 其他情况 went
    expect(row.processData).not.toContain('"seed_1"');
    expect(row.processData).not.toContain('"seed_3"');
    expect(node(row.processData, 'seed_5')).toMatchObject({
      type: 'approver',
      child: { id: 'seed_6', child: { type: 'end' } },
    });

    // a rule with a department still here keeps it, and the branch
    const refund = approval('报销');
    const rule = {
      kind: 'department',
      fieldId: 'initiatorDepartment',
      fieldName: '发起人部门',
      departments: [
        { id: kept.id, name: '预算组' },
        { id: gone.id, name: '档案组' },
      ],
    };
    const sent = withNode(refund.processData, 'seed_2', (n) => ({ ...n, rules: [...(n.rules as Flow[]), rule] }));
    expect((await send(`${A}/save`, bodyOf(refund, { processData: sent }))).code).toBe(200);
    expect((node(refund.processData, 'seed_2')!.rules as Flow[]).find((r) => r.kind === 'department')).toMatchObject({
      departments: [{ id: kept.id, name: '预算组' }],
    });
  });

  it('still refuses a person the enterprise never had', async () => {
    const row = approval('补卡');
    expect(
      await send(
        `${A}/save`,
        bodyOf(row, { visibleRange: 3, visibleUsers: [{ lenovoId: '99999999', name: '陌生人' }] }),
      ),
    ).toMatchObject({ code: 400, message: '可见范围中有不属于本企业的成员' });
  });

  it('restores a version that names someone who left since, without them', async () => {
    const leave = ordinary().find((p) => p.id === plain().id)!;
    const row = approval('补卡');
    expect((await send(`${A}/save`, bodyOf(row, { visibleRange: 3, visibleUsers: [ref(leave)] }))).code).toBe(200);
    expect((await send(`${A}/save`, bodyOf(row, { visibleRange: 2, visibleUsers: [] }))).code).toBe(200);
    const old = approvalVersions().find((v) => v.approveId === row.id && v.content.visibleRange === 3)!;
    await depart(leave.id);
    const res = (await send(`${A}/version/restore`, { versionId: old.id })) as { code: number; pruned?: unknown[] };
    expect(res).toMatchObject({ code: 200, pruned: [{ kind: 'person', id: leave.lenovoId, state: 'departed' }] });
    expect(row.visibleUsers).toEqual(row.approveAdministrators);
  });
});

describe('approval history naming a person deleted since', () => {
  it('names the creator of a version made after the creator was deleted by name, not by id', async () => {
    const creator = plain();
    const row = approval('用印申请');
    row.lenovoId = creator.lenovoId;
    expect((await send(`${E}/admin/users/delete`, { ids: [creator.id] })).code).toBe(200);
    const versions = (await send(`${A}/version/list`, { approveId: row.id, page: 1, size: 10 })).data as {
      list: Array<{ savedBy: { lenovoId: string; name: string } }>;
    };
    expect(versions.list.at(-1)!.savedBy).toEqual(ref(creator));
  });
});
