import { screen, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { fastUser } from '../fill';
import { findButton, findDialog, LONG } from '../support/dom';
import { doubleClick, expectOneWrite, watchRequests } from '../support/double-submit';

// 应用商店's one write, the order, double-clicked over a slow server, is sent once. (立即开通 of a free
// application is in tests/features/app-shop/app-shop.test.tsx.)

describe('应用商店: one write per double-click', { timeout: 90000 }, () => {
  it('立即订阅', async () => {
    const watch = watchRequests();
    renderApp('/home/AppShop');
    const user = fastUser();
    const card = await screen.findByRole('listitem', { name: 'OKR目标管理' }, LONG);
    await user.click(within(card).getByRole('button', { name: '查看详情' }));
    const drawer = await findDialog('OKR目标管理');
    await user.click(within(drawer).getByLabelText(/专业版/));
    await expectOneWrite(watch, 'POST', '/subscribe/createOrder', async () =>
      doubleClick(await findButton('立即订阅', drawer)),
    );
    expect(await screen.findByText(/订单已创建：DD\d+，请尽快完成支付/, {}, LONG)).toBeInTheDocument();
  });
});
