import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, ADMIN } from '../../render-app';
import { fastUser, fill } from '../fill';
import { findButton, findDialog, LONG } from '../support/dom';
import { doubleClick, doubleClickOk, expectOneWrite, watchRequests } from '../support/double-submit';
import { approvalRows } from '@/sandbox/seed/modules/approvals/tables';
import { approvalGroups } from '@/sandbox/seed/modules/approvals/groups';
import { findApproval, saveApproval } from '@/features/approvals/api/approvals-api';
import { adminRefs } from '@/sandbox/seed/modules/approvals';
import { db } from '@/sandbox/db';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { designerReady, draft, goToStep, label, resetDraft } from './designer-helpers';

// Every submit of 审批管理 (the list, its groups, versions) and of the designer, double-clicked over a
// slow server, sends one write.

const byLabel = (text: string) => screen.findByLabelText(text, {}, LONG);

describe('审批管理: one write per double-click', { timeout: 120000 }, () => {
  beforeEach(resetDraft);

  it('groups: 新建分组, 重命名, 移动到, 上移分组, 删除分组', async () => {
    const watch = watchRequests();
    renderApp('/home/examine_management');
    const user = fastUser();
    await screen.findByText('通用审批', {}, LONG);

    await user.click(await findButton('新建分组'));
    let dialog = await findDialog('新建分组');
    await fill(user, within(dialog).getByLabelText('分组名称'), '人事');
    await expectOneWrite(watch, 'POST', '/approve/group/save', async () =>
      doubleClick(await findButton('保存', dialog)),
    );
    expect(approvalGroups().filter((g) => g.groupName === '人事')).toHaveLength(1);

    await user.click(await byLabel('重命名分组：人事'));
    dialog = await findDialog('重命名分组');
    await fill(user, within(dialog).getByLabelText('分组名称'), '人事行政');
    await expectOneWrite(watch, 'POST', '/approve/group/save', async () =>
      doubleClick(await findButton('保存', dialog)),
    );

    await user.click(await byLabel('移动到：请假'));
    dialog = await findDialog('移动「请假」到分组');
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByTitle('人事行政'));
    await expectOneWrite(watch, 'POST', '/approve/group/moveApprovals', async () =>
      doubleClick(await findButton('移动', dialog)),
    );

    await expectOneWrite(watch, 'POST', '/approve/group/sort', async () =>
      doubleClick(await byLabel('上移分组：人事行政')),
    );

    await expectOneWrite(watch, 'DELETE', '/approve/group/del', async () => {
      await doubleClick(await byLabel('删除分组：人事行政'));
      await doubleClickOk();
    });
    expect(await screen.findByText('分组已删除')).toBeInTheDocument();
  });

  it('rows: 启用, 复制, 删除, 恢复此版本', async () => {
    const watch = watchRequests();
    renderApp('/home/examine_management');
    const user = fastUser();
    await screen.findByText('通用审批', {}, LONG);
    const a = await findApproval('apv-3', ADMIN); // 报销, saved once more: two versions
    await saveApproval({
      id: a.id,
      enterpriseNumber: MAIN_ENTERPRISE,
      approveName: a.approveName,
      description: '第二版',
      iconAddress: a.iconAddress,
      visibleRange: a.visibleRange,
      visibleUsers: a.visibleUsers,
      approveAdministrators: adminRefs(db().tables, MAIN_ENTERPRISE),
      formData: a.formData,
      processData: a.processData,
    });

    await expectOneWrite(watch, 'POST', '/approve/enable', async () => doubleClick(await byLabel('启用：补卡')));
    expect(await screen.findByText('已停用')).toBeInTheDocument();

    await expectOneWrite(watch, 'POST', '/approve/copy', async () => doubleClick(await byLabel('复制：报销')));
    expect(approvalRows().filter((r) => r.approveName.startsWith('报销副本'))).toHaveLength(1);

    await expectOneWrite(watch, 'DELETE', '/approve/del', async () => {
      await doubleClick(await byLabel('删除：用印申请'));
      await doubleClickOk();
    });

    await user.click(await byLabel('版本记录：报销'));
    const drawer = await findDialog('版本记录：报销');
    await expectOneWrite(watch, 'POST', '/approve/version/restore', async () => {
      await doubleClick(await within(drawer).findByLabelText('恢复此版本：V1', {}, LONG));
      await doubleClickOk();
    });
    expect(await screen.findByText('已恢复到版本 V1')).toBeInTheDocument();
  });

  it('the designer: 保存', async () => {
    const watch = watchRequests();
    renderApp('/home/examine_management/designer');
    const user = fastUser();
    await designerReady();
    await user.type(await label('审批名称'), '采购申请');
    await goToStep(user, '表单设计');
    await user.click(await label('单行输入框：添加控件'));
    await goToStep(user, '流程设计');
    await user.click(await label('在发起人后添加节点'));
    await user.click(await screen.findByText('审批人', { selector: '.ant-dropdown-menu-title-content' }));
    await user.click(await label('设置：审批人'));
    await user.click(await screen.findByText('发起人自己'));
    await user.click(screen.getByText(/^确\s*定$/));
    await waitFor(() => expect(draft().flow.child).toMatchObject({ settings: { mode: 'self' } }));
    await expectOneWrite(
      watch,
      'POST',
      '/approve/save',
      () => doubleClick(screen.getAllByRole('button', { name: /^保\s*存$/ })[0]),
      ['/approve/initApprove'],
    );
    expect(approvalRows().filter((r) => r.approveName === '采购申请')).toHaveLength(1);
  });
});
