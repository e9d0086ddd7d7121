import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { captureDownloads, findButton, findRow, LONG } from '../support/dom';
import { orderRows } from '@/sandbox/shop-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { failNext } from '@/sandbox/faults';
import { recordRequests } from '../support/requests';

const mine = () => orderRows().filter((o) => o.enterpriseNumber === MAIN_ENTERPRISE);
const day = (o: { createTime: string }) => o.createTime.slice(0, 10);

async function open() {
  renderApp('/home/workbench_orderListManagement');
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await screen.findByText(`共 ${mine().length} 条`, {}, LONG);
  return user;
}

/** Records the requests whose URL contains `part`. */
function listen(part: string) {
  const requests = recordRequests();
  const seen = () => requests.all.filter((r) => r.url.includes(part));
  return {
    get urls() {
      return seen().map((r) => r.url);
    },
    get bodies() {
      return seen()
        .filter((r) => r.method === 'POST')
        .map((r) => r.body);
    },
  };
}

describe('application orders', { timeout: 45000 }, () => {
  it('pages the orders on the server, newest first', async () => {
    const user = await open();
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10);
    expect(await findRow(mine()[0].orderNo)).toHaveTextContent(mine()[0].appName);
    await user.click(screen.getByTitle('2'));
    expect(await findRow(mine()[10].orderNo, 8000)).toHaveTextContent(mine()[10].buyerName);
  });

  it('filters by status and by a date range, back on page 1', async () => {
    const seen = listen('/subscribe/findOrders');
    const user = await open();
    await user.click(screen.getByTitle('2'));
    await findRow(mine()[10].orderNo, 8000);
    await user.click(screen.getByLabelText('订单状态'));
    await user.click(await screen.findByText('已支付', { selector: '.ant-select-item-option-content' }));
    const paid = mine().filter((o) => o.status === 1);
    expect(await screen.findByText(`共 ${paid.length} 条`, {}, LONG)).toBeInTheDocument();
    expect(seen.bodies.at(-1)).toMatchObject({ status: 1, page: 1 });
    const days = [...new Set(mine().map(day))].sort();
    const [from, to] = [days[4], days[20]];
    await user.click(screen.getByPlaceholderText('开始日期'));
    await user.type(screen.getByPlaceholderText('开始日期'), `${from}{Enter}`);
    await user.type(screen.getByPlaceholderText('结束日期'), `${to}{Enter}`);
    const hits = paid.filter((o) => day(o) >= from && day(o) <= to);
    expect(await screen.findByText(`共 ${hits.length} 条`, {}, LONG)).toBeInTheDocument();
    expect(seen.bodies.at(-1)).toMatchObject({ startDate: from, endDate: to, status: 1, page: 1 });
  });

  it('exports with the filters shown as .xlsx', async () => {
    const files = captureDownloads();
    const seen = listen('/subscribe/exportExcel');
    const user = await open();
    await user.click(screen.getByLabelText('订单状态'));
    await user.click(await screen.findByText('已退款', { selector: '.ant-select-item-option-content' }));
    await screen.findByText(`共 ${mine().filter((o) => o.status === 3).length} 条`, {}, LONG);
    await user.click(await findButton('导出'));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].name).toBe('应用订单.xlsx');
    const url = new URL(seen.urls[0]);
    expect(url.searchParams.get('status')).toBe('3');
    expect(url.searchParams.get('startDate')).toBe('');
  });

  it('says when nothing matches and shows a failed load with a retry', async () => {
    failNext('/apps-manage-server/subscribe/findOrders', { code: 500, message: '服务器繁忙' });
    renderApp('/home/workbench_orderListManagement');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await findButton('重试', document.body, 8000));
    await screen.findByText(`共 ${mine().length} 条`, {}, LONG);
    orderRows().splice(0, orderRows().length);
    await user.click(screen.getByLabelText('订单状态'));
    await user.click(await screen.findByText('待支付', { selector: '.ant-select-item-option-content' }));
    expect(await screen.findByText('暂无订单', {}, LONG)).toBeInTheDocument();
    expect(within(document.body).getByRole('button', { name: '导出' })).toBeDisabled();
  });
});
