import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/sandbox/node';
import { renderApp, ADMIN } from '../../render-app';
import { failNext } from '@/sandbox/faults';
import { approvalRows } from '@/sandbox/seed/modules/approvals/tables';
import { SECOND_ENTERPRISE } from '@/sandbox/seed/core';
import { pressEach, stackLayout } from './dnd-layout';
import { recordRequests } from '../support/requests';

const names = () =>
  Array.from(document.querySelectorAll('tr[data-row-key] td:nth-child(2)')).map(
    (td) => td.textContent?.replace(/^./, '') ?? '',
  );

configure({ asyncUtilTimeout: 10000 });
const byLabel = (label: string) => screen.findByLabelText(label);

describe('approval list', () => {
  it('initialises, lists in sort order without internal approvals and searches by name', async () => {
    const { user } = renderApp('/home/examine_management');
    expect(await screen.findByText('通用审批')).toBeInTheDocument();
    expect(names()).toEqual(['请假', '补卡', '报销', '资产申请', '出差', '加班', '用印申请', '通用审批']);
    expect(screen.queryByText('假期余额调整')).not.toBeInTheDocument();
    expect(screen.getByText('共 8 条')).toBeInTheDocument();
    await user.type(screen.getByLabelText('搜索审批名称'), '报');
    await waitFor(() => expect(names()).toEqual(['报销']), { timeout: 8000 });
    await user.clear(screen.getByLabelText('搜索审批名称'));
    await user.type(screen.getByLabelText('搜索审批名称'), '不存在的审批');
    expect(await screen.findByText('没有找到相关审批', undefined, { timeout: 8000 })).toBeInTheDocument();
  });

  it('creates the templates on the first visit of an enterprise', async () => {
    renderApp('/home/examine_management', { as: ADMIN, enterprise: SECOND_ENTERPRISE });
    expect(await screen.findByText('资产申请')).toBeInTheDocument();
    expect(approvalRows().filter((r) => r.enterpriseNumber === SECOND_ENTERPRISE)).toHaveLength(7);
  });

  it('disables and enables an approval', async () => {
    const { user } = renderApp('/home/examine_management');
    const toggle = await byLabel('启用：补卡');
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('已停用')).toBeInTheDocument();
    await waitFor(() => expect(approvalRows().find((r) => r.approveName === '补卡')?.enable).toBe(false));
    await waitFor(() => expect(screen.getByLabelText('启用：补卡')).not.toBeChecked());
  });

  it('deletes after confirmation; system templates cannot be deleted', async () => {
    const { user } = renderApp('/home/examine_management');
    expect(await byLabel('删除：请假')).toBeDisabled();
    await user.click(screen.getByLabelText('删除：用印申请'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除审批「用印申请」吗？删除后不可恢复。')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(approvalRows().some((r) => r.approveName === '用印申请')).toBe(true);
    await user.click(screen.getByLabelText('删除：用印申请'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('用印申请')).not.toBeInTheDocument());
    expect(approvalRows().some((r) => r.approveName === '用印申请')).toBe(false);
  });

  it('shows the detail of an approval with its form and flow', async () => {
    const { user } = renderApp('/home/examine_management');
    await user.click(await byLabel('详情：报销'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText(/报销明细（明细）/)).toBeInTheDocument();
    expect(within(drawer).getByText('大额报销：报销总额 大于 5000')).toBeInTheDocument();
    expect(within(drawer).getByText('财务审批：角色：财务')).toBeInTheDocument();
    // the 明细's controls: no line of its own starting with a stray "："
    const detail = within(drawer)
      .getByText(/^报销明细（明细）/)
      .closest('li')!;
    expect(detail).toHaveTextContent('报销金额（金额（元），必填）、报销类别（单选框，必填）、费用明细（多行输入框）');
    expect([...detail.querySelectorAll('*')].some((el) => /^\s*：/.test(el.textContent ?? ''))).toBe(false);
    // a branch's chain is indented below its branch; what follows the group is back at the group's depth
    const indent = (text: string) => parseInt(within(drawer).getByText(text).closest('li')!.style.paddingLeft, 10);
    expect(indent('第二级主管：第二级主管')).toBeGreaterThan(indent('大额报销：报销总额 大于 5000'));
    expect(indent('大额报销：报销总额 大于 5000')).toBeGreaterThan(indent('条件分支（2个）'));
    expect(indent('抄送财务：角色：财务；审批通过后抄送')).toBe(indent('条件分支（2个）'));
  });

  it('reorders by keyboard drag and sends the neighbours’ sort numbers', async () => {
    const layout = stackLayout('tr[data-row-key]');
    const { user } = renderApp('/home/examine_management');
    const handle = await byLabel('拖动排序：通用审批');
    const requests = recordRequests();
    act(() => handle.focus());
    await pressEach(user, ['[Space]', '[ArrowUp]', '[Space]']);
    expect(await screen.findByText('排序已更新')).toBeInTheDocument();
    expect(requests.bodies('/approve/move')).toEqual([{ approveId: 'apv-9', prevSortNumber: 60, nextSortNumber: 80 }]);
    await waitFor(() => expect(names().slice(-2)).toEqual(['通用审批', '用印申请']));
    layout.mockRestore();
  });

  it('puts the rows back when the reorder is refused', async () => {
    const layout = stackLayout('tr[data-row-key]');
    const { user } = renderApp('/home/examine_management');
    const handle = await byLabel('拖动排序：通用审批');
    failNext('/approve/move', { code: 500, message: '排序失败，请稍后重试' });
    act(() => handle.focus());
    await pressEach(user, ['[Space]', '[ArrowUp]', '[Space]']);
    expect(await screen.findByText('排序失败，请稍后重试')).toBeInTheDocument();
    await waitFor(() => expect(names().slice(-2)).toEqual(['用印申请', '通用审批']));
    expect(screen.queryByText('排序已更新')).not.toBeInTheDocument();
    layout.mockRestore();
  });

  it('shows the error state with a retry when the list fails', async () => {
    failNext('/approve/list', { code: 500, message: '服务器异常' });
    const { user } = renderApp('/home/examine_management');
    expect(await screen.findByText('获取数据失败，请稍后重试')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('通用审批')).toBeInTheDocument();
  });

  it("an HTML page instead of the groups or a group's list is a failed load, never rows or a crash", async () => {
    const page = () =>
      new HttpResponse('<!doctype html><html><body><div id="root"></div></body></html>', {
        headers: { 'Content-Type': 'text/html' },
      });
    server.use(http.get('*/approve-server/approve/group/list', page, { once: true }));
    const { user } = renderApp('/home/examine_management');
    expect(await screen.findByText('获取数据失败，请稍后重试')).toBeInTheDocument();
    expect(screen.queryByText('页面加载失败')).not.toBeInTheDocument();
    server.use(http.post('*/approve-server/approve/list', page, { once: true }));
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('获取数据失败，请稍后重试')).toBeInTheDocument();
    expect(screen.getByText('其他')).toBeInTheDocument();
    expect(screen.queryByText('暂无审批')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('通用审批')).toBeInTheDocument();
  });
});
