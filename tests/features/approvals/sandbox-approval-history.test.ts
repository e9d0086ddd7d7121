import { signInAs, ADMIN } from '../../sign-in';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { approvalRows } from '@/sandbox/seed/modules/approvals/tables';
import { adminRefs } from '@/sandbox/seed/modules/approvals';
import { db } from '@/sandbox/db';
import { changeRows } from '@/sandbox/changelog';
import { findApproval, listApprovals, moveApproval, saveApproval } from '@/features/approvals/api/approvals-api';
import {
  copyApproval,
  findApprovalVersion,
  listApprovalVersions,
  restoreApprovalVersion,
} from '@/features/approvals/api/versions-api';
import {
  deleteApprovalGroup,
  listApprovalGroups,
  moveApprovalsToGroup,
  saveApprovalGroup,
  sortApprovalGroups,
} from '@/features/approvals/api/groups-api';
import type { ApprovalDetail, SaveApprovalInput } from '@/features/approvals/api/types';
import { ApiError } from '@/lib/http/errors';
import { configureSession } from '@/lib/http/session-hooks';
import { useSession } from '@/stores/session';

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: ApiError) => e.message,
  );
const names = async (groupId?: string) =>
  (await listApprovals({ approveName: '', page: 1, size: 50, enterpriseNumber: MAIN_ENTERPRISE, groupId })).list.map(
    (a) => a.approveName,
  );

/** An edit of 报销 (apv-3) with another description. */
async function edit(description: string): Promise<ApprovalDetail> {
  const a = await findApproval('apv-3', ADMIN);
  const body: SaveApprovalInput = {
    id: a.id,
    enterpriseNumber: MAIN_ENTERPRISE,
    approveName: a.approveName,
    description,
    iconAddress: a.iconAddress,
    visibleRange: a.visibleRange,
    visibleUsers: a.visibleUsers,
    approveAdministrators: adminRefs(db().tables, MAIN_ENTERPRISE),
    formData: a.formData,
    processData: a.processData,
  };
  return saveApproval(body);
}

describe('approval versions and copies (sandbox)', () => {
  beforeAll(() =>
    configureSession({ getToken: () => useSession.getState().token, onExpired: () => {}, onUnauthenticated: () => {} }),
  );
  beforeEach(() => signInAs());

  it('keeps every save as a version, newest first and paged, and restores one as a new save', async () => {
    const original = (await findApproval('apv-3', ADMIN)).description;
    await edit('第二版说明');
    await edit('第三版说明');
    const page = await listApprovalVersions('apv-3', 1, 2);
    expect(page.total).toBe(3);
    expect(page.list.map((v) => [v.version, v.current, v.savedBy.name])).toEqual([
      [3, true, '张伟'],
      [2, false, '张伟'],
    ]);
    expect((await listApprovalVersions('apv-3', 2, 2)).list.map((v) => v.version)).toEqual([1]);
    const first = await findApprovalVersion('apv-3-v1');
    expect(first).toMatchObject({
      version: 1,
      current: false,
      content: { approveName: '报销', description: original },
    });
    const restored = await restoreApprovalVersion('apv-3-v1');
    expect(restored.description).toBe(original);
    expect((await findApproval('apv-3', ADMIN)).description).toBe(original);
    const after = (await listApprovalVersions('apv-3', 1, 10)).list;
    expect(after[0]).toMatchObject({ version: 4, current: true, restoredFrom: 1 });
    expect(changeRows()[0].keyword).toBe('恢复审批 报销 的第1版');
    expect(await rejection(restoreApprovalVersion('apv-3-v4'))).toBe('该版本已是当前版本');
    expect(await rejection(restoreApprovalVersion('apv-3-v9'))).toBe('版本不存在');
    expect(await rejection(listApprovalVersions('nope', 1, 10))).toBe('审批不存在或已被删除');
  });

  it('refuses to restore a name another approval has taken since', async () => {
    await edit('改过');
    const a = await findApproval('apv-3', ADMIN);
    await saveApproval({ ...a, approveName: '报销单', approveAdministrators: adminRefs(db().tables, MAIN_ENTERPRISE) });
    await copyApproval('apv-1'); // 请假副本
    const other = approvalRows().find((r) => r.approveName === '请假副本') as { approveName: string };
    other.approveName = '报销';
    expect(await rejection(restoreApprovalVersion('apv-3-v1'))).toBe('名称重复，请修改');
  });

  it('copies as a disabled draft named 副本, 副本2 … with the same form and process', async () => {
    const source = await findApproval('apv-3', ADMIN);
    const copy = await copyApproval('apv-3');
    expect(copy).toMatchObject({
      approveName: '报销副本',
      enable: false,
      initFlag: false,
      approveType: 0,
      formData: source.formData,
      processData: source.processData,
    });
    expect((await copyApproval('apv-3')).approveName).toBe('报销副本2');
    expect((await copyApproval('apv-3')).approveName).toBe('报销副本3');
    expect((await names()).slice(-3)).toEqual(['报销副本', '报销副本2', '报销副本3']);
    expect(changeRows()[0].keyword).toBe('复制审批 报销 为 报销副本3');
    expect((await listApprovalVersions(copy.id, 1, 10)).list.map((v) => v.version)).toEqual([1]);
    approvalRows().find((r) => r.id === 'apv-3')!.approveName = '一二三四五六七八九十一二三四五六七八九';
    expect(await rejection(copyApproval('apv-3'))).toBe(
      '复制后的名称「一二三四五六七八九十一二三四五六七八九副本」超过20个字，请先缩短原审批名称',
    );
  });
});

describe('approval groups (sandbox)', () => {
  beforeAll(() =>
    configureSession({ getToken: () => useSession.getState().token, onExpired: () => {}, onUnauthenticated: () => {} }),
  );
  beforeEach(() => signInAs());

  it('has the default group 其他 holding every approval', async () => {
    const groups = await listApprovalGroups(MAIN_ENTERPRISE);
    expect(groups).toEqual([expect.objectContaining({ groupName: '其他', isDefault: true, count: 8 })]);
    expect(
      await rejection(saveApprovalGroup({ id: groups[0].id, enterpriseNumber: MAIN_ENTERPRISE, groupName: '别的' })),
    ).toBe('默认分组不能重命名');
    expect(await rejection(deleteApprovalGroup(groups[0].id))).toBe('默认分组不能删除');
  });

  it('creates, renames and validates group names', async () => {
    const made = await saveApprovalGroup({ enterpriseNumber: MAIN_ENTERPRISE, groupName: ' 人事 ' });
    expect(made).toMatchObject({ groupName: '人事', isDefault: false, count: 0 });
    expect(changeRows()[0].keyword).toBe('新建审批分组 人事');
    expect(await rejection(saveApprovalGroup({ enterpriseNumber: MAIN_ENTERPRISE, groupName: '人事' }))).toBe(
      '分组名称已存在，请修改',
    );
    expect(await rejection(saveApprovalGroup({ enterpriseNumber: MAIN_ENTERPRISE, groupName: '其他' }))).toBe(
      '分组名称已存在，请修改',
    );
    expect(await rejection(saveApprovalGroup({ enterpriseNumber: MAIN_ENTERPRISE, groupName: '  ' }))).toBe(
      '分组名称不能为空',
    );
    expect(await rejection(saveApprovalGroup({ enterpriseNumber: MAIN_ENTERPRISE, groupName: '一'.repeat(21) }))).toBe(
      '分组名称不能超过20个字',
    );
    expect(
      await rejection(saveApprovalGroup({ id: 'agrp-nope', enterpriseNumber: MAIN_ENTERPRISE, groupName: '财务' })),
    ).toBe('分组不存在或已被删除');
    await saveApprovalGroup({ id: made.id, enterpriseNumber: MAIN_ENTERPRISE, groupName: '人事行政' });
    expect((await listApprovalGroups(MAIN_ENTERPRISE)).map((g) => g.groupName)).toEqual(['其他', '人事行政']);
    expect(changeRows()[0].keyword).toBe('重命名审批分组为 人事行政');
  });

  it('moves approvals into a group, lists by group, reorders within it and sorts the groups', async () => {
    const hr = await saveApprovalGroup({ enterpriseNumber: MAIN_ENTERPRISE, groupName: '人事' });
    await moveApprovalsToGroup(['apv-2', 'apv-1'], hr.id);
    expect(changeRows()[0].keyword).toBe('移动审批 补卡、请假 到分组 人事');
    expect(await names(hr.id)).toEqual(['请假', '补卡']);
    expect((await names(`agrp-${MAIN_ENTERPRISE}-default`))[0]).toBe('报销');
    const inHr = (
      await listApprovals({ approveName: '', page: 1, size: 10, enterpriseNumber: MAIN_ENTERPRISE, groupId: hr.id })
    ).list;
    expect(inHr[0].groupId).toBe(hr.id);
    // neighbours within the group are adjacent even though other approvals lie between them overall
    await moveApproval({ approveId: inHr[0].id, prevSortNumber: inHr[1].sortNumber, nextSortNumber: null });
    expect(await names(hr.id)).toEqual(['补卡', '请假']);
    const other = (
      await listApprovals({
        approveName: '',
        page: 1,
        size: 10,
        enterpriseNumber: MAIN_ENTERPRISE,
        groupId: `agrp-${MAIN_ENTERPRISE}-default`,
      })
    ).list;
    expect(
      await rejection(
        moveApproval({ approveId: inHr[0].id, prevSortNumber: other[0].sortNumber, nextSortNumber: null }),
      ),
    ).toBe('排序号不存在，请刷新后重试');
    const groups = await listApprovalGroups(MAIN_ENTERPRISE);
    expect(groups.map((g) => g.count)).toEqual([6, 2]);
    await sortApprovalGroups([hr.id, groups[0].id]);
    expect((await listApprovalGroups(MAIN_ENTERPRISE)).map((g) => g.groupName)).toEqual(['人事', '其他']);
    expect(await rejection(sortApprovalGroups([hr.id]))).toBe('分组已变化，请刷新后重试');
    expect(await rejection(moveApprovalsToGroup(['apv-1'], 'agrp-nope'))).toBe('分组不存在或已被删除');
    expect(await rejection(moveApprovalsToGroup(['nope'], hr.id))).toBe('审批不存在或已被删除');
    expect(await rejection(moveApprovalsToGroup([], hr.id))).toBe('参数approveIds不能为空');
    expect(
      await rejection(
        listApprovals({ approveName: '', page: 1, size: 10, enterpriseNumber: MAIN_ENTERPRISE, groupId: 'agrp-nope' }),
      ),
    ).toBe('分组不存在或已被删除');
  });

  it('deleting a group moves its approvals to 其他', async () => {
    const hr = await saveApprovalGroup({ enterpriseNumber: MAIN_ENTERPRISE, groupName: '人事' });
    await moveApprovalsToGroup(['apv-1', 'apv-2'], hr.id);
    expect(await deleteApprovalGroup(hr.id)).toEqual({ groupName: '人事', moved: 2 });
    expect(changeRows()[0].keyword).toBe('删除审批分组 人事，2个审批移至其他');
    expect((await listApprovalGroups(MAIN_ENTERPRISE)).map((g) => [g.groupName, g.count])).toEqual([['其他', 8]]);
    expect((await names()).slice(-2)).toEqual(['请假', '补卡']);
    expect(await rejection(deleteApprovalGroup(hr.id))).toBe('分组不存在或已被删除');
  });
});
