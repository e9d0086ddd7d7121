import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { findButton, findDialog, LONG } from '../support/dom';
import { orderRows } from '@/sandbox/shop-tables';
import { changeRows } from '@/sandbox/changelog';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { failNext, setDelay } from '@/sandbox/faults';
import { recordRequests } from '../support/requests';

const cards = () =>
  within(screen.getByRole('list', { name: '应用列表' }))
    .getAllByRole('listitem')
    .map((c) => c.getAttribute('aria-label'));

async function open() {
  renderApp('/home/AppShop');
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await screen.findByRole('listitem', { name: '考勤打卡' }, LONG);
  return user;
}

describe('application shop', { timeout: 45000 }, () => {
  it('filters the catalogue by category and search', async () => {
    const user = await open();
    expect(cards()).toHaveLength(19);
    await user.click(screen.getByText('第三方应用', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(cards()).toEqual(['电子签章', '客户管理CRM', '项目管理']), LONG);
    await user.click(screen.getByText('全部', { selector: '.ant-segmented-item-label' }));
    await user.type(screen.getByLabelText('搜索应用'), '合同');
    await waitFor(() => expect(cards()).toEqual(['电子合同']), LONG);
    await user.clear(screen.getByLabelText('搜索应用'));
    await user.type(screen.getByLabelText('搜索应用'), '不存在的应用');
    expect(await screen.findByText('没有找到应用', {}, LONG)).toBeInTheDocument();
  });

  it('shows an application’s detail and subscribes to a paid plan, which creates an unpaid order', async () => {
    const user = await open();
    const card = screen.getByRole('listitem', { name: 'OKR目标管理' });
    expect(card).toHaveTextContent('¥1,599/年 起');
    await user.click(within(card).getByRole('button', { name: '查看详情' }));
    const drawer = await findDialog('OKR目标管理');
    expect(drawer).toHaveTextContent('公司、部门与个人目标逐级对齐');
    expect(drawer).toHaveTextContent(/专业版\s*¥3,599\/年/);
    await user.click(within(drawer).getByLabelText(/专业版/));
    const before = orderRows().length;
    await user.click(await findButton('立即订阅', drawer));
    expect(await screen.findByText(/订单已创建：DD\d+，请尽快完成支付/, {}, LONG)).toBeInTheDocument();
    expect(orderRows()).toHaveLength(before + 1);
    expect(orderRows()[0]).toMatchObject({
      enterpriseNumber: MAIN_ENTERPRISE,
      appName: 'OKR目标管理',
      planName: '专业版',
      amount: 3599,
      status: 0,
      buyerName: '张伟',
    });
    expect(changeRows()[0]).toMatchObject({ keyword: '订阅应用 OKR目标管理（专业版）' });
    // the detail now says an order waits, and a second order is not offered
    await waitFor(() => expect(drawer).toHaveTextContent('该应用有待支付的订单'), LONG);
    expect(await findButton('立即订阅', drawer)).toBeDisabled();
    expect(await screen.findByRole('listitem', { name: 'OKR目标管理' })).toHaveTextContent('待支付');
  });

  it('opens a free application with one order, even on a double-click', async () => {
    const requests = recordRequests();
    const user = await open();
    await user.click(
      within(screen.getByRole('listitem', { name: '健康上报' })).getByRole('button', { name: '查看详情' }),
    );
    const drawer = await findDialog('健康上报');
    setDelay(300);
    await user.dblClick(await findButton('立即开通', drawer));
    expect(await screen.findByText('已开通健康上报', {}, LONG)).toBeInTheDocument();
    setDelay(0);
    expect(requests.all.filter((r) => r.url.includes('/subscribe/createOrder'))).toHaveLength(1);
    expect(orderRows()[0]).toMatchObject({ appName: '健康上报', amount: 0, status: 1 });
    expect(await findButton('已开通', drawer)).toBeDisabled();
  });

  it('keeps the drawer open and the plan chosen when the order fails', async () => {
    const user = await open();
    await user.click(
      within(screen.getByRole('listitem', { name: '项目管理' })).getByRole('button', { name: '查看详情' }),
    );
    const drawer = await findDialog('项目管理');
    await user.click(within(drawer).getByLabelText(/年付版/));
    failNext('/apps-manage-server/subscribe/createOrder', { code: 500, message: '订单服务繁忙' });
    await user.click(await findButton('立即订阅', drawer));
    expect(await screen.findByText('订单服务繁忙', {}, LONG)).toBeInTheDocument();
    expect(within(drawer).getByLabelText(/年付版/)).toBeChecked();
    expect(await findButton('立即订阅', drawer)).toBeEnabled();
  });
});
