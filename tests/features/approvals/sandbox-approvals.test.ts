import { signInAs, ADMIN, RESTRICTED_ADMIN } from '../../sign-in';
import { MAIN_ENTERPRISE, SECOND_ENTERPRISE } from '@/sandbox/seed/core';
import { approvalRows } from '@/sandbox/seed/modules/approvals/tables';
import { adminRefs } from '@/sandbox/seed/modules/approvals';
import { db } from '@/sandbox/db';
import type { EnterpriseRow, MembershipRow } from '@/sandbox/core-tables';
import { changeRows } from '@/sandbox/changelog';
import {
  approvalNameExists,
  deleteApproval,
  enableApproval,
  fetchEnterpriseUserInfo,
  findApproval,
  initApprove,
  listApprovals,
  moveApproval,
  saveApproval,
} from '@/features/approvals/api/approvals-api';
import type { SaveApprovalInput } from '@/features/approvals/api/types';
import { fromFormData, toFormData } from '@/features/approvals/designer/model/serialize';
import { createField } from '@/features/approvals/designer/model/templates';
import type { FormField } from '@/features/approvals/designer/model/types';
import { fromProcessData, toProcessData } from '@/features/approvals/process/model/serialize-flow';
import { addApprover, createFlow } from '@/features/approvals/process/model/flow-tree';
import { ApiError } from '@/lib/http/errors';
import { configureSession } from '@/lib/http/session-hooks';
import { useSession } from '@/stores/session';

const list = (approveName = '', page = 1, size = 50, enterpriseNumber = MAIN_ENTERPRISE) =>
  listApprovals({ approveName, page, size, enterpriseNumber });
const rejection = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: ApiError) => e.message,
  );

function input(patch: Partial<SaveApprovalInput> = {}): SaveApprovalInput {
  const flow = addApprover(createFlow(), 'start', {
    id: 'a1',
    type: 'approver',
    name: '审批人',
    child: null,
    settings: {
      mode: 'self',
      members: [],
      supervisorLevel: 1,
      role: '',
      chooseMultiple: false,
      signMode: 'any',
      emptyAction: 'autoPass',
      emptyMember: null,
    },
  });
  return {
    enterpriseNumber: MAIN_ENTERPRISE,
    approveName: '采购申请',
    description: '',
    iconAddress: 'asset',
    visibleRange: 2,
    visibleUsers: [],
    approveAdministrators: adminRefs(db().tables, MAIN_ENTERPRISE),
    formData: toFormData([{ ...createField('SingleText'), name: '采购物品' }]),
    processData: toProcessData(flow),
    ...patch,
  };
}

describe('approvals sandbox', () => {
  beforeAll(() =>
    configureSession({ getToken: () => useSession.getState().token, onExpired: () => {}, onUnauthenticated: () => {} }),
  );
  beforeEach(() => signInAs());

  it('lists by sort number, hides approveType 2, searches by name and pages', async () => {
    const all = await list();
    expect(all.list.map((a) => a.approveName)).toEqual([
      '请假',
      '补卡',
      '报销',
      '资产申请',
      '出差',
      '加班',
      '用印申请',
      '通用审批',
    ]);
    expect(all.total).toBe(8);
    expect((await list('报')).list.map((a) => a.approveName)).toEqual(['报销']);
    const second = await list('', 2, 3);
    expect(second).toMatchObject({ page: 2, size: 3, total: 8 });
    expect(second.list.map((a) => a.approveName)).toEqual(['资产申请', '出差', '加班']);
  });

  it('seeds forms and flows the designer models can read', async () => {
    for (const row of approvalRows()) {
      expect(() => fromFormData(row.formData)).not.toThrow();
      expect(() => fromProcessData(row.processData)).not.toThrow();
    }
    const leave = await findApproval('apv-1', ADMIN);
    expect(fromFormData(leave.formData)[0].type).toBe('AskLeave');
    expect(leave.enterpriseAdministrators).toEqual([{ lenovoId: ADMIN, name: '张伟' }]);
    expect(await rejection(findApproval('apv-1', '10000003'))).toBe('无权查看该审批');
    expect(await rejection(findApproval('nope', ADMIN))).toBe('审批不存在或已被删除');
  });

  it('creates the templates once per enterprise', async () => {
    expect(await initApprove(MAIN_ENTERPRISE)).toEqual({ created: false, count: 0 });
    signInAs(ADMIN, SECOND_ENTERPRISE);
    expect(await initApprove(SECOND_ENTERPRISE)).toEqual({ created: true, count: 7 });
    expect((await list('', 1, 50, SECOND_ENTERPRISE)).total).toBe(6);
    expect(await initApprove(SECOND_ENTERPRISE)).toEqual({ created: false, count: 0 });
    expect(await rejection(initApprove(MAIN_ENTERPRISE))).toBe('无权操作其他企业的审批');
  });

  it('moves between the previous and next sort numbers and refuses stale numbers', async () => {
    const before = (await list()).list;
    // 通用审批 (last) between 请假 and 补卡
    await moveApproval({
      approveId: before[7].id,
      prevSortNumber: before[0].sortNumber,
      nextSortNumber: before[1].sortNumber,
    });
    expect((await list()).list.map((a) => a.approveName).slice(0, 3)).toEqual(['请假', '通用审批', '补卡']);
    const now = (await list()).list;
    await moveApproval({ approveId: now[0].id, prevSortNumber: null, nextSortNumber: now[7].sortNumber });
    expect((await list()).list.map((a) => a.approveName).slice(-2)).toEqual(['请假', '用印申请']);
    expect(await rejection(moveApproval({ approveId: now[1].id, prevSortNumber: null, nextSortNumber: null }))).toBe(
      '参数prevSortNumber和nextSortNumber不能同时为空',
    );
    expect(await rejection(moveApproval({ approveId: now[1].id, prevSortNumber: 12345, nextSortNumber: null }))).toBe(
      '排序号不存在，请刷新后重试',
    );
    const fresh = (await list()).list;
    expect(
      await rejection(
        moveApproval({
          approveId: fresh[0].id,
          prevSortNumber: fresh[1].sortNumber,
          nextSortNumber: fresh[4].sortNumber,
        }),
      ),
    ).toBe('排序号不相邻，请刷新后重试');
    expect(changeRows()[0]).toMatchObject({ operationTypeId: 'f09', operationType: '审批管理' });
  });

  it('enables, disables and deletes; system templates cannot be deleted', async () => {
    await enableApproval('apv-2', false);
    expect((await list()).list.find((a) => a.id === 'apv-2')?.enable).toBe(false);
    expect(changeRows()[0].keyword).toBe('停用审批 补卡');
    expect(await rejection(deleteApproval('apv-1'))).toBe('系统预置审批不能删除，可以停用');
    await deleteApproval('apv-8');
    expect((await list()).total).toBe(7);
    expect(changeRows()[0].keyword).toBe('删除审批 用印申请');
  });

  it('saves only valid approvals', async () => {
    expect(await approvalNameExists('报销', MAIN_ENTERPRISE)).toBe(true);
    expect(await approvalNameExists('采购申请', MAIN_ENTERPRISE)).toBe(false);
    expect(await rejection(saveApproval(input({ approveName: '报销' })))).toBe('名称重复，请修改');
    expect(await rejection(saveApproval(input({ formData: '[{"type":"SingleText"' })))).toBe('表单数据格式错误');
    expect(
      await rejection(
        saveApproval(
          input({
            formData: toFormData([{ ...createField('MultipleRadio'), name: '多选', dataSource: [] } as FormField]),
          }),
        ),
      ),
    ).toBe('「多选」请至少添加一个选项');
    expect(
      await rejection(saveApproval(input({ processData: toProcessData(addApprover(createFlow(), 'start')) }))),
    ).toBe('审批节点「审批人」未设置审批人');
    expect(await rejection(saveApproval(input({ approveAdministrators: [] })))).toBe('审批管理员不能为空');
    expect(
      await rejection(saveApproval(input({ approveAdministrators: [{ lenovoId: RESTRICTED_ADMIN, name: '王芳' }] }))),
    ).toBe('企业管理员张伟不能从审批管理员中移除');
    expect(await rejection(saveApproval(input({ visibleRange: 3 })))).toBe('可见范围为指定人员时不能为空');
    const saved = await saveApproval(input());
    expect(saved).toMatchObject({ approveName: '采购申请', approveType: 0, initFlag: false, enable: true });
    expect((await list()).list.at(-1)?.approveName).toBe('采购申请');
    const edited = await saveApproval(input({ id: saved.id, approveName: '采购申请（新）' }));
    expect(edited.sortNumber).toBe(saved.sortNumber);
    expect(changeRows()[0].keyword).toBe('编辑审批 采购申请（新）');
  });

  it('answers the enterprise administrator only, not every console administrator', async () => {
    const memberships = db().tables.memberships as MembershipRow[];
    expect(memberships.filter((m) => m.enterpriseNumber === MAIN_ENTERPRISE && m.admin).length).toBeGreaterThan(1);
    const info = await fetchEnterpriseUserInfo(MAIN_ENTERPRISE);
    expect(info.administrators).toEqual([{ lenovoId: ADMIN, name: '张伟' }]);
    expect(info.enterpriseName).toBe('联创未来科技有限公司');
    // the answer follows the enterprise's administrator, e.g. after a transfer
    const enterprise = (db().tables.enterprises as EnterpriseRow[]).find(
      (e) => e.enterpriseNumber === MAIN_ENTERPRISE,
    ) as EnterpriseRow;
    enterprise.adminLenovoId = RESTRICTED_ADMIN;
    expect((await fetchEnterpriseUserInfo(MAIN_ENTERPRISE)).administrators).toEqual([
      { lenovoId: RESTRICTED_ADMIN, name: '王芳' },
    ]);
  });
});
