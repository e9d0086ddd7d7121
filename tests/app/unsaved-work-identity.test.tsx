import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { browser } from '@/lib/browser';
import { post } from '@/lib/http/client';
import { services } from '@/config/services';
import { expireSessions, failNext } from '@/sandbox/faults';
import { issueCode } from '@/sandbox/handlers/login';
import { MAIN_ENTERPRISE, SECOND_ENTERPRISE } from '@/sandbox/seed/core';
import { useSession } from '@/stores/session';
import { useMenu } from '@/stores/menu';
import { useCertification } from '@/stores/certification';
import { useApprovalDraft } from '@/features/approvals/stores/approval-draft';
import { logout } from '@/features/login/session-flows';
import { ADMIN, RESTRICTED_ADMIN, renderApp } from '../render-app';

// Unsaved work (the approval designer's draft, the arrangement grid's changes) belongs to one
// identity, a user in an enterprise (platform-shell §4.2): an enterprise switch asks
// before it drops the work; an expiry or a 401 keeps it for the same person's return to the same
// enterprise, and nobody else ever sees it.

vi.setConfig({ testTimeout: 60000 });

const DESIGNER = '/home/examine_management/designer';
const SWITCH_TEXT = '当前页面有未保存的修改，切换企业后将丢失，确定切换吗？';
const RESTORED = '已恢复上次未保存的草稿';
const nameBox = () => screen.findByLabelText('审批名称');
/** The designer's chunk compiles on first use; a loaded 2-core machine needs more than 5 s. */
const designerUp = () => screen.findByText('创建审批', {}, { timeout: 15000 });

async function typeDraft(name: string) {
  const r = renderApp(DESIGNER, { chrome: true });
  await designerUp();
  await r.user.type(await nameBox(), name);
  return r;
}

async function chooseEnterprise(user: UserEvent, name: string) {
  await user.click(screen.getByRole('button', { name: /：切换企业$/ }));
  await user.click(await screen.findByText(name, { selector: '.ant-dropdown-menu-title-content' }));
}

async function answer(user: UserEvent, text: string, button: RegExp) {
  const dialog = (await screen.findByText(text)).closest('.ant-modal') as HTMLElement;
  await user.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
}

/** The tab reloads (after an expiry) and the stores come back from browser storage. */
async function reloadTab() {
  cleanup();
  await act(async () => {
    await useSession.persist.rehydrate();
    await useMenu.persist.rehydrate();
    await useCertification.persist.rehydrate();
    await useApprovalDraft.persist.rehydrate();
  });
}

/** The provider returns to this tab with `lenovoId` signed in; they enter `enterpriseName`. */
async function signInAgain(lenovoId: string, enterpriseName = '联创未来科技有限公司') {
  await reloadTab();
  const { user } = renderApp(`/login/l-has?lpsust=${issueCode('ust', lenovoId)}`, { as: null, chrome: true });
  await waitFor(() => expect(useSession.getState().userInfo?.lenovoId).toBe(lenovoId));
  const enter =
    screen.queryByRole('button', { name: `进入${enterpriseName}` }) ??
    (await screen.findByRole('button', { name: `进入${enterpriseName}` }));
  await user.click(enter);
  await waitFor(() => expect(window.location.hash).toBe('#/home/enterprise_certification'));
  return user;
}

/** 新建审批 in the signed-in console. */
async function openNewApproval() {
  window.location.hash = DESIGNER;
  await designerUp();
  return nameBox();
}

const GRID = `/home/attendance_management/arrangement?groupId=tg-${MAIN_ENTERPRISE}-2`;
const LEAVE_GRID_TEXT = '排班修改尚未保存，离开后将丢失，确定离开吗？';

/** 销售客服排班组's grid with its first member's first day set to 两头班, not saved. */
async function openGridWithOneChange() {
  const r = renderApp(GRID, { chrome: true });
  const grid = await screen.findByRole('grid', {}, { timeout: 15000 });
  const cell = within(grid.querySelector('tbody tr[data-r]') as HTMLElement).getAllByRole('gridcell')[0];
  fireEvent.mouseDown(cell, { button: 0, buttons: 1 });
  fireEvent.mouseUp(window);
  await r.user.click(within(screen.getByRole('toolbar', { name: '排班工具' })).getByRole('button', { name: /两头班/ }));
  expect(screen.getByText('1 处修改未保存')).toBeInTheDocument();
  return r;
}

const anyCall = () => post(`${services.enterprise}/temp/querySwitchStatus`).catch(() => undefined);

describe('an enterprise switch with unsaved work asks first', () => {
  it('in the approval designer: 取消 keeps the draft and the enterprise; 切换 switches and drops it', async () => {
    const { user } = await typeDraft('未保存的审批');
    await chooseEnterprise(user, '星河智造（深圳）有限公司');
    await answer(user, SWITCH_TEXT, /取\s*消/);
    expect(window.location.hash).toBe(`#${DESIGNER}`);
    expect(await nameBox()).toHaveValue('未保存的审批');
    expect(useSession.getState().enterprise?.enterpriseNumber).toBe(MAIN_ENTERPRISE);

    await chooseEnterprise(user, '星河智造（深圳）有限公司');
    await answer(user, SWITCH_TEXT, /切\s*换/);
    await waitFor(() => expect(useSession.getState().enterprise?.enterpriseNumber).toBe(SECOND_ENTERPRISE));
    await waitFor(() => expect(window.location.hash).not.toContain('designer'));
    expect(screen.queryByText('当前修改尚未保存，离开后将丢失，确定离开吗？')).not.toBeInTheDocument();
    expect(await openNewApproval()).toHaveValue('');
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
  });

  it('in the shift arrangement grid: 取消 keeps the changes', async () => {
    const { user } = await openGridWithOneChange();

    await chooseEnterprise(user, '星河智造（深圳）有限公司');
    await answer(user, SWITCH_TEXT, /取\s*消/);
    expect(screen.getByText('1 处修改未保存')).toBeInTheDocument();
    expect(useSession.getState().enterprise?.enterpriseNumber).toBe(MAIN_ENTERPRISE);
  });

  it('asks nothing when nothing is unsaved', async () => {
    const { user } = renderApp('/home/enterprise_certification', { chrome: true });
    await screen.findByRole('menu', { name: '主菜单' });
    await chooseEnterprise(user, '星河智造（深圳）有限公司');
    await waitFor(() => expect(useSession.getState().enterprise?.enterpriseNumber).toBe(SECOND_ENTERPRISE));
    expect(screen.queryByText(SWITCH_TEXT)).not.toBeInTheDocument();
  });
});

describe('an expiry or a 401 keeps the unsaved draft for the same identity only', () => {
  it('after an expiry, the same person back in the same enterprise gets the draft offered back', async () => {
    await typeDraft('过期前的审批');
    expireSessions();
    await act(anyCall);
    expect(browser.reload).toHaveBeenCalled();
    expect(sessionStorage.getItem('eac.approvalDraft') ?? '').not.toContain('过期前的审批');

    await signInAgain(ADMIN);
    expect(await openNewApproval()).toHaveValue('过期前的审批');
    expect(screen.getByText(RESTORED)).toBeInTheDocument();
  });

  it('after a 401, the same person back in the same enterprise gets the draft offered back', async () => {
    await typeDraft('401前的审批');
    failNext('/temp/querySwitchStatus', { code: 401, message: '请先登录' });
    await act(anyCall);
    expect(browser.assign).toHaveBeenCalled();

    await signInAgain(ADMIN);
    expect(await openNewApproval()).toHaveValue('401前的审批');
    expect(screen.getByText(RESTORED)).toBeInTheDocument();
  });

  it('another person signing in after the expiry never sees it, and it is gone for good', async () => {
    await typeDraft('张伟的审批');
    expireSessions();
    await act(anyCall);

    await signInAgain(RESTRICTED_ADMIN);
    expect(await openNewApproval()).toHaveValue('');
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();

    await signInAgain(ADMIN);
    expect(await openNewApproval()).toHaveValue('');
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
  });

  it('the arrangement grid’s changes too: nothing asks as the session ends, and they come back with the same person', async () => {
    await openGridWithOneChange();
    expireSessions();
    await act(anyCall);
    await waitFor(() => expect(window.location.hash).toBe('#/login?loginStatus=expired'));
    expect(screen.queryByText(LEAVE_GRID_TEXT)).not.toBeInTheDocument();

    await signInAgain(ADMIN);
    window.location.hash = GRID;
    expect(await screen.findByText(/已恢复上次未保存的排班修改（1 处）/, {}, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.getByText('1 处修改未保存')).toBeInTheDocument();
  });

  it('the same person entering another enterprise does not get it', async () => {
    await typeDraft('联创的审批');
    expireSessions();
    await act(anyCall);

    await signInAgain(ADMIN, '星河智造（深圳）有限公司');
    expect(await openNewApproval()).toHaveValue('');
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
  });

  it('a logout drops it', async () => {
    await typeDraft('退出前的审批');
    await act(() => logout());
    await signInAgain(ADMIN);
    expect(await openNewApproval()).toHaveValue('');
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
  });
});
