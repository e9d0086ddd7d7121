import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { send } from '../../sandbox/send';
import { approval, conditionOn, department, E_MAIN, plain } from '../../sandbox/lifecycle-fixtures';
import { expectToasts } from '../../toasts';
import { departments } from '@/sandbox/org-tables';
import { invalidateDirectory } from '@/sandbox/directory-views';
import type { ApprovalRow } from '@/sandbox/seed/modules/approvals/tables';
import { useSession } from '@/stores/session';
import { useApprovalDraft } from '@/features/approvals/stores/approval-draft';
import { fromFormData } from '@/features/approvals/designer/model/serialize';
import { fromProcessData } from '@/features/approvals/process/model/serialize-flow';
import { clickSave, goToStep } from './designer-helpers';

// Approvals name people and departments that change (docs/product.md Part D §3): the designer, the
// detail and the versions show them by current name with 已离职 / 已删除, and a save from a draft
// made before someone left succeeds without them and says so.
configure({ asyncUtilTimeout: 10000 });
const A = '/approve-server/approve';
const E = '/enterprise-server';
const NOTICE = (name: string) => `已自动移除已离职或已删除的成员：${name}（已离职）`;
const ref = (p: { lenovoId: string; name: string }) => ({ lenovoId: p.lenovoId, name: p.name });
/** in the signed-in console's session (a new sign-in would be a change of identity, dropping drafts) */
const depart = async (id: string) =>
  expect(
    (await send(`${E}/admin/users/departure`, { ids: [id] }, { token: useSession.getState().token ?? '' })).code,
  ).toBe(200);

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

/** The flow with the settings of node `id` patched. */
function withSettings(processData: string, id: string, patch: Record<string, unknown>) {
  return JSON.stringify(JSON.parse(processData), (_k, v: unknown) => {
    const n = v as { id?: string; settings?: Record<string, unknown> } | null;
    return n && typeof n === 'object' && n.id === id ? { ...n, settings: { ...n.settings, ...patch } } : v;
  });
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

describe('approvals naming people and departments that changed', { timeout: 60000 }, () => {
  it('a draft made before someone left: 已离职 on the tag and the node card, removable; the save succeeds without them and says so', async () => {
    const [gone, stays] = [plain(), plain([plain()])];
    const row = approval('资产申请');
    const admins = row.approveAdministrators;
    const { user } = renderApp('/home/examine_management');
    await screen.findByText('通用审批');
    useApprovalDraft.getState().begin(row.id, {
      basic: {
        approveName: row.approveName,
        description: row.description,
        iconAddress: row.iconAddress,
        visibleRange: 3,
        visibleUsers: [ref(gone), ref(stays)],
        approveAdministrators: admins,
      },
      fields: fromFormData(row.formData),
      flow: fromProcessData(withSettings(row.processData, 'seed_2', { members: [...admins, ref(gone)] })),
    });
    useApprovalDraft.getState().setBasic({ description: '草稿' });
    await depart(gone.id);
    act(() => void (window.location.hash = `#/home/examine_management/designer?id=${row.id}`));
    expect(await screen.findByText('已恢复上次未保存的草稿')).toBeInTheDocument();
    const tag = (await screen.findByLabelText(`移除${gone.name}`)).closest('.ant-tag') as HTMLElement;
    await waitFor(() => expect(tag.textContent).toContain(`${gone.name} 已离职`));
    await goToStep(user, '流程设计');
    const card = await screen.findByRole('button', { name: /设置：行政审批$/ });
    await waitFor(() => expect(card.textContent).toBe(`${admins[0].name}、${gone.name}（已离职）`));

    await clickSave(user);
    await expectToasts([NOTICE(gone.name), '保存成功']);
    expect(row.visibleUsers).toEqual([ref(stays)]);
    expect(row.processData).not.toContain(`"${gone.lenovoId}"`);
  });

  it("the detail names a condition's department by its current name", async () => {
    conditionOn(approval('请假'), department('财务部'));
    department('财务部').departName = '财务中心';
    invalidateDirectory(E_MAIN);
    const { user } = renderApp('/home/examine_management');
    await user.click(await screen.findByLabelText('详情：请假'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('病假：请假类型 属于 病假 且 发起人部门 属于 财务中心')).toBeInTheDocument();
  });

  it('a saved version shows a viewer who left since as 已离职 and a department deleted since as 已删除', async () => {
    const gone = plain();
    const budget = await emptyDepartment('预算组');
    const row = approval('请假');
    const before = bodyOf(row);
    const withCondition = conditionOn({ processData: row.processData } as ApprovalRow, budget).processData;
    expect(
      (await send(`${A}/save`, bodyOf(row, { visibleRange: 3, visibleUsers: [ref(gone)], processData: withCondition })))
        .code,
    ).toBe(200);
    expect((await send(`${A}/save`, before)).code).toBe(200);
    await depart(gone.id);
    expect((await send(`${E}/depart/del`, { departId: budget.id, del: true }, { method: 'PUT' })).code).toBe(200);

    const { user } = renderApp('/home/examine_management');
    await user.click(await screen.findByLabelText('版本记录：请假'));
    await user.click(await screen.findByLabelText('查看：V2'));
    const view = (await screen.findByText('版本 V2')).closest('[role="dialog"]') as HTMLElement;
    const visible = (await within(view).findByText('可见范围')).closest('tr') as HTMLElement;
    await waitFor(() => expect(visible.textContent).toContain(`${gone.name} 已离职`));
    expect(
      await within(view).findByText('病假：请假类型 属于 病假 且 发起人部门 属于 预算组（已删除）'),
    ).toBeInTheDocument();
  });
});
