import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, renderApp, RESTRICTED_ADMIN, signInAs } from '../../render-app';
import { findButton, findDialog, findRow, LONG } from '../support/dom';
import { call } from '../../sandbox/call';
import { orderRows } from '@/sandbox/shop-tables';
import { changeRows } from '@/sandbox/changelog';
import { memberships, menuCatalogue } from '@/sandbox/core-tables';
import { FORBIDDEN_MESSAGE } from '@/sandbox/permissions';
import { MAIN_ENTERPRISE, SECOND_ENTERPRISE } from '@/sandbox/seed/core';
import { useSession } from '@/stores/session';

// A pending order's way out: paid or cancelled on 应用订单, after which the shop takes a new order.
const P = '/apps-manage-server/subscribe';
const mine = () => orderRows().filter((o) => o.enterpriseNumber === MAIN_ENTERPRISE);
/** The seeded unpaid 客户管理CRM order of the main enterprise. */
const crm = () => mine().find((o) => o.appName === '客户管理CRM' && o.status === 0)!;

async function openPending() {
  renderApp('/home/workbench_orderListManagement');
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await screen.findByText(`共 ${mine().length} 条`, {}, LONG);
  await user.click(screen.getByLabelText('订单状态'));
  await user.click(await screen.findByText('待支付', { selector: '.ant-select-item-option-content' }));
  await screen.findByText(`共 ${mine().filter((o) => o.status === 0).length} 条`, {}, LONG);
  return user;
}

describe('a pending order', { timeout: 45000 }, () => {
  it('is paid after confirming: the order is paid, logged, and the application owned', async () => {
    const order = crm();
    const user = await openPending();
    await user.click(await findButton('支付', await findRow(order.orderNo)));
    const ask = await findDialog(`支付订单 ${order.orderNo}`);
    expect(ask).toHaveTextContent(`客户管理CRM（${order.planName}）应付金额`);
    await user.click(await findButton('确认支付', ask));
    expect(await screen.findByText('支付成功，已开通客户管理CRM', {}, LONG)).toBeInTheDocument();
    expect(orderRows().find((o) => o.orderId === order.orderId)).toMatchObject({
      status: 1,
      payTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect(changeRows()[0]).toMatchObject({
      operationTypeId: 'f14',
      keyword: `支付订单 ${order.orderNo}（客户管理CRM ${order.planName}）`,
    });
    // the list asks again: the paid order has left the 待支付 filter
    await waitFor(() => expect(screen.queryByText(order.orderNo)).not.toBeInTheDocument(), LONG);
    const shop = await call(
      useSession.getState().token ?? '',
      'GET',
      `/apps-manage-server/shop/appDetail?id=${order.appId}`,
    );
    expect(shop.body.data).toMatchObject({ owned: true, pendingOrder: false });
  });

  it('is cancelled only after confirming, and a new order of the application can then be placed', async () => {
    const order = crm();
    const token = signInAs(ADMIN);
    const again = () => call(token, 'POST', `${P}/createOrder`, { appId: order.appId, planId: order.planId });
    expect((await again()).body).toMatchObject({ code: 500, message: '该应用已有待支付订单，请先完成支付或取消' });

    const user = await openPending();
    await user.click(await findButton('取消订单', await findRow(order.orderNo)));
    await user.click(await findButton('暂不取消', await findDialog(`取消订单 ${order.orderNo}`)));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: `取消订单 ${order.orderNo}` })).not.toBeInTheDocument(),
    );
    expect(orderRows().find((o) => o.orderId === order.orderId)!.status).toBe(0);

    await user.click(await findButton('取消订单', await findRow(order.orderNo)));
    const ask = await findDialog(`取消订单 ${order.orderNo}`);
    await user.click(within(ask).getByRole('button', { name: '取消订单' }));
    expect(await screen.findByText('订单已取消', {}, LONG)).toBeInTheDocument();
    expect(orderRows().find((o) => o.orderId === order.orderId)).toMatchObject({ status: 2, payTime: '' });
    expect(changeRows()[0]).toMatchObject({
      operationTypeId: 'f14',
      keyword: `取消订单 ${order.orderNo}（客户管理CRM ${order.planName}）`,
    });

    expect((await again()).body).toMatchObject({ code: 200, data: { appName: '客户管理CRM', status: 0 } });
  });

  it('offers 支付 and 取消订单 on a waiting order only', async () => {
    renderApp('/home/workbench_orderListManagement');
    // newest first, ten a page: the three-day-old order is on the first page, beside settled ones
    const page = mine().slice(0, 10);
    expect(page).toContain(crm());
    const pending = await findRow(crm().orderNo, 15000);
    expect(within(pending).getByRole('button', { name: '支付' })).toBeEnabled();
    expect(within(pending).getByRole('button', { name: '取消订单' })).toBeEnabled();
    for (const o of page.filter((x) => x.status !== 0)) {
      const row = await findRow(o.orderNo);
      expect(within(row).queryByRole('button', { name: '支付' })).not.toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: '取消订单' })).not.toBeInTheDocument();
    }
  });
});

describe('the sandbox settles only a pending order of the caller’s enterprise', () => {
  const statusOf = (id: string) => orderRows().find((o) => o.orderId === id)!.status;

  it('refuses an unknown order, another enterprise’s, one already settled and a missing id, changing nothing', async () => {
    const token = signInAs(ADMIN);
    const other =
      orderRows().find((o) => o.enterpriseNumber === SECOND_ENTERPRISE && o.status === 0) ??
      orderRows().find((o) => o.enterpriseNumber === SECOND_ENTERPRISE)!;
    const paid = mine().find((o) => o.status === 1)!;
    const cancelled = mine().find((o) => o.status === 2)!;
    const before = changeRows().length;
    expect((await call(token, 'POST', `${P}/cancelOrder`, { orderId: 'o-nowhere' })).body).toMatchObject({
      code: 404,
      message: '订单不存在',
    });
    expect((await call(token, 'POST', `${P}/payOrder`, { orderId: other.orderId })).body).toMatchObject({
      code: 404,
      message: '订单不存在',
    });
    expect((await call(token, 'POST', `${P}/cancelOrder`, { orderId: paid.orderId })).body).toMatchObject({
      code: 500,
      message: '订单已支付，无法取消',
    });
    expect((await call(token, 'POST', `${P}/payOrder`, { orderId: cancelled.orderId })).body).toMatchObject({
      code: 500,
      message: '订单已取消，无法支付',
    });
    expect((await call(token, 'POST', `${P}/payOrder`, {})).body).toMatchObject({ code: 400, message: '订单不能为空' });
    expect([statusOf(other.orderId), statusOf(paid.orderId), statusOf(cancelled.orderId)]).toEqual([
      other.status,
      1,
      2,
    ]);
    expect(changeRows()).toHaveLength(before);
  });

  it('refuses a caller whose menu lacks 应用订单 with 403', async () => {
    const token = signInAs(RESTRICTED_ADMIN);
    const hers = memberships().find((m) => m.lenovoId === RESTRICTED_ADMIN && m.enterpriseNumber === MAIN_ENTERPRISE)!;
    const orders = menuCatalogue().find((m) => m.url === 'workbench_orderListManagement')!.id;
    hers.menuIds = (hers.menuIds as string[]).filter((id) => id !== orders);
    const refused = { status: 403, body: { code: 403, message: FORBIDDEN_MESSAGE } };
    expect(await call(token, 'POST', `${P}/cancelOrder`, { orderId: crm().orderId })).toMatchObject(refused);
    expect(await call(token, 'POST', `${P}/payOrder`, { orderId: crm().orderId })).toMatchObject(refused);
    expect(crm().status).toBe(0);
  });
});
