import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ADMIN, RESTRICTED_ADMIN, renderApp } from '../../render-app';
import { server } from '@/sandbox/node';
import { failNext } from '@/sandbox/faults';
import { approvalRows } from '@/sandbox/seed/modules/approvals/tables';
import { DRAFT_STORAGE_KEY } from '@/features/approvals/stores/approval-draft';
import { clickSave, confirmDialog, designerReady, draft, goToStep, label, resetDraft } from './designer-helpers';

const DESIGNER = '/home/examine_management/designer';

async function fillValidApproval(user: Parameters<typeof goToStep>[0], name: string) {
  await user.type(await label('审批名称'), name);
  await goToStep(user, '表单设计');
  await user.click(await label('单行输入框：添加控件'));
  await goToStep(user, '流程设计');
  await user.click(await label('在发起人后添加节点'));
  await user.click(await screen.findByText('审批人', { selector: '.ant-dropdown-menu-title-content' }));
  await user.click(await label('设置：审批人'));
  await user.click(await screen.findByText('发起人自己'));
  await user.click(screen.getByText(/^确\s*定$/));
}

describe('approval designer: basic info, save, draft', () => {
  beforeEach(resetDraft);

  it('prefills the enterprise administrator, who cannot be removed; other console administrators are not prefilled', async () => {
    renderApp(DESIGNER);
    await designerReady();
    const labels = await screen.findAllByText('（企业管理员）');
    expect(labels).toHaveLength(1);
    expect(labels[0].closest('.ant-tag')).toHaveTextContent('张伟（企业管理员）');
    expect(draft().basic.approveAdministrators.map((a) => a.name)).toEqual(['张伟']);
    expect(screen.queryByLabelText('移除张伟')).not.toBeInTheDocument();
  });

  it('labels only the enterprise administrator: a console administrator chosen as approval administrator is removable', async () => {
    approvalRows().find((r) => r.id === 'apv-3')!.approveAdministrators = [
      { lenovoId: RESTRICTED_ADMIN, name: '王芳' },
      { lenovoId: ADMIN, name: '张伟' },
    ];
    renderApp(`${DESIGNER}?id=apv-3`);
    expect(await label('审批名称')).toHaveValue('报销');
    const wangfang = (await screen.findByText('王芳', { selector: '.ant-tag' })) as HTMLElement;
    expect(wangfang).not.toHaveTextContent('（企业管理员）');
    expect(screen.getByLabelText('移除王芳')).toBeInTheDocument();
    expect(await screen.findAllByText('（企业管理员）')).toHaveLength(1);
    expect(screen.getByText('张伟', { selector: '.ant-tag', exact: false })).toHaveTextContent('张伟（企业管理员）');
  });

  it('refuses to save an empty name and a duplicate name with the spec texts', async () => {
    const { user } = renderApp(DESIGNER);
    await designerReady();
    await clickSave(user);
    expect((await screen.findAllByText('审批名称：内容为空，请填写')).length).toBeGreaterThan(0);
    expect(screen.getByText('内容为空，请填写')).toBeInTheDocument();
    expect(screen.getByText('表单中还没有控件，请至少添加一个控件')).toBeInTheDocument();
    const name = await label('审批名称');
    await user.type(name, '报销');
    await user.tab();
    expect(await screen.findByText('名称重复，请修改')).toBeInTheDocument();
  });

  it('creates an approval and returns to the list', async () => {
    const { user } = renderApp(DESIGNER);
    await designerReady();
    await fillValidApproval(user, '采购申请');
    await waitFor(() => expect(draft().flow.child).toMatchObject({ settings: { mode: 'self' } }));
    await clickSave(user);
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/home/examine_management'));
    const row = approvalRows().find((r) => r.approveName === '采购申请');
    expect(row).toMatchObject({ approveType: 0, visibleRange: 2 });
    expect(draft().key).toBeNull();
  });

  it('keeps the draft when the save fails and says 创建或编辑审批失败', async () => {
    const { user } = renderApp(DESIGNER);
    await designerReady();
    await fillValidApproval(user, '采购申请');
    failNext('/approve/save', { code: 500, message: '服务繁忙' });
    await clickSave(user);
    expect((await screen.findAllByText('创建或编辑审批失败')).length).toBeGreaterThan(0);
    expect(screen.getByText('服务繁忙')).toBeInTheDocument();
    expect(draft()).toMatchObject({ key: 'new', dirty: true });
    expect(draft().basic.approveName).toBe('采购申请');
    expect(approvalRows().some((r) => r.approveName === '采购申请')).toBe(false);
  });

  it("an HTML page answering 保存 (a static host's index.html, an SSO page) is a failed save: the page and its values stay", async () => {
    const { user } = renderApp(DESIGNER);
    await designerReady();
    await fillValidApproval(user, '采购申请');
    server.use(
      http.post(
        '*/approve-server/approve/save',
        () =>
          new HttpResponse('<!doctype html><html><body><div id="root"></div></body></html>', {
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    await clickSave(user);
    expect((await screen.findAllByText('创建或编辑审批失败')).length).toBeGreaterThan(0);
    expect(screen.getByText('服务器返回的数据无法识别，请稍后重试')).toBeInTheDocument();
    expect(screen.queryByText('保存成功')).not.toBeInTheDocument();
    expect(window.location.hash).toBe(`#${DESIGNER}`);
    await goToStep(user, '基本信息');
    expect(await label('审批名称')).toHaveValue('采购申请');
    expect(draft()).toMatchObject({ key: 'new', dirty: true });
  });

  it('restores the draft after a reload, encrypted in session storage', async () => {
    const { user } = renderApp(DESIGNER);
    await designerReady();
    await user.type(await label('审批名称'), '草稿审批');
    // a reload hides the page first, which writes the draft at once (its writes are otherwise coalesced)
    act(() => void window.dispatchEvent(new Event('pagehide')));
    const stored = sessionStorage.getItem(DRAFT_STORAGE_KEY);
    expect(stored).toBeTruthy();
    expect(stored).not.toContain('草稿审批');
    cleanup();
    // a reload: the store rehydrates from storage
    draft().reset();
    sessionStorage.setItem(DRAFT_STORAGE_KEY, stored as string);
    const { useApprovalDraft } = await import('@/features/approvals/stores/approval-draft');
    await act(() => useApprovalDraft.persist.rehydrate());
    renderApp(DESIGNER);
    expect(await screen.findByText('已恢复上次未保存的草稿')).toBeInTheDocument();
    expect(await label('审批名称')).toHaveValue('草稿审批');
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user } = renderApp(DESIGNER);
    await designerReady();
    await user.type(await label('审批名称'), '未保存');
    await user.click(screen.getByText(/^返\s*回$/));
    await confirmDialog(user, '当前修改尚未保存，离开后将丢失，确定离开吗？');
    await waitFor(() => expect(window.location.hash).toBe('#/home/examine_management'));
    expect(draft().key).toBeNull();
  });

  it('asks before the side menu or the browser back button takes the user away; staying keeps the draft', async () => {
    const { user } = renderApp('/home/examine_management', { chrome: true });
    await user.click(await screen.findByRole('button', { name: /新建审批/ }));
    await designerReady();
    await user.type(await label('审批名称'), '菜单离开');
    await user.click(
      await screen.findByText('组织架构', { selector: '.ant-menu-title-content *, .ant-menu-title-content' }),
    );
    const question = await screen.findByText('当前修改尚未保存，离开后将丢失，确定离开吗？');
    const dialog = question.closest('.ant-modal') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() =>
      expect(screen.queryByText('当前修改尚未保存，离开后将丢失，确定离开吗？')).not.toBeInTheDocument(),
    );
    expect(window.location.hash).toBe(`#${DESIGNER}`);
    expect(await label('审批名称')).toHaveValue('菜单离开');

    act(() => window.history.back());
    await confirmDialog(user, '当前修改尚未保存，离开后将丢失，确定离开吗？');
    await waitFor(() => expect(window.location.hash).toBe('#/home/examine_management'));
    expect(draft().dirty).toBe(false);
  });

  it('opens an existing approval for editing and refuses malformed form data', async () => {
    renderApp(`${DESIGNER}?id=apv-3`);
    expect(await screen.findByText('编辑审批')).toBeInTheDocument();
    expect(await label('审批名称')).toHaveValue('报销');
    cleanup();
    resetDraft();
    approvalRows().find((r) => r.id === 'apv-2')!.formData = '[{"type":';
    renderApp(`${DESIGNER}?id=apv-2`);
    expect(await screen.findByText('表单数据格式错误')).toBeInTheDocument();
  });

  it('the public designer does not call the empty administrator list an error before the user does anything', async () => {
    renderApp('/createExamineApp', { as: null });
    expect(await label('审批名称')).toBeInTheDocument();
    expect(screen.getByText('审批管理员', { selector: 'label' })).toBeInTheDocument();
    expect(screen.queryByText('审批管理员不能为空，请至少添加一位审批管理员')).not.toBeInTheDocument();
  });

  it('renders the public designer without a session and says saving needs login', async () => {
    renderApp('/createExamineApp', { as: null });
    expect(await screen.findByText('保存审批需要先登录，请登录后再保存')).toBeInTheDocument();
    expect(await label('审批名称')).toBeInTheDocument();
  });
});
