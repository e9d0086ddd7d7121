import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { expectNoToast } from '../../toasts';
import { captureDownloads, findButton, findRow, LONG } from '../support/dom';
import { fastUser } from '../fill';
import { recordRequests } from '../support/requests';
import { printJobs, printTokens } from '@/sandbox/printer-tables';
import { MAIN_ENTERPRISE, SECOND_ENTERPRISE } from '@/sandbox/seed/core';

const E = MAIN_ENTERPRISE;
const jobs = () => printJobs().filter((j) => j.enterpriseNumber === E);

async function open(enterprise = E) {
  renderApp('/home/workbench_deviceManagement/print_service', { enterprise });
  const user = fastUser();
  await screen.findByText(enterprise === E ? /共 \d+ 条/ : '暂无打印记录', {}, LONG);
  return user;
}

describe('printer service usage page', { timeout: 45000 }, () => {
  it('is reached from 设备管理', async () => {
    renderApp('/home/workbench_deviceManagement', { chrome: true });
    const user = fastUser();
    await user.click(await findButton('打印服务使用情况', document.body, 15000));
    await waitFor(() => expect(window.location.hash).toBe('#/home/workbench_deviceManagement/print_service'));
    expect(await screen.findByLabelText('租赁价格', {}, LONG)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: '打印服务使用情况' })).toBeInTheDocument();
    // a sub-page: its menu entry stays selected
    const menu = await screen.findByRole('menu', { name: '主菜单' });
    expect(menu.querySelector('.ant-menu-item-selected')?.textContent).toBe('设备管理');
  });

  it('logs in to the service, shows the remaining points, the rental price and the history, each call with the printToken', async () => {
    const requests = recordRequests();
    await open();
    expect(await screen.findByText(`共 ${jobs().length} 条`)).toBeInTheDocument();
    const used = jobs().reduce((s, j) => s + j.points, 0);
    await waitFor(() =>
      expect(screen.getByLabelText('可用打印点数')).toHaveTextContent((200000 - used).toLocaleString('en-US')),
    );
    const price = screen.getByLabelText('租赁价格');
    await waitFor(() => expect(price).toHaveTextContent('¥0.10/页'));
    expect(price).toHaveTextContent('¥0.50/页');
    expect(price).toHaveTextContent('¥199.00/台·月');
    expect(price).toHaveTextContent('2 台');
    const token = printTokens()[0].token;
    expect(requests.all.filter((r) => r.path.endsWith('/printService/tokenLogin'))).toHaveLength(1);
    expect(
      requests.all.find((r) => r.path.endsWith('/printService/printedHistory'))!.searchParams.get('printToken'),
    ).toBe(token);
    expect(requests.all.find((r) => r.path.endsWith('/printService/rentalPrice'))!.searchParams.get('printToken')).toBe(
      token,
    );
    await findRow(jobs()[0].printTime);
  });

  it('filters the history by dates and keyword on the server and exports what it shows', async () => {
    const requests = recordRequests();
    const files = captureDownloads();
    const user = await open();
    const days = [...new Set(jobs().map((j) => j.printTime.slice(0, 10)))].sort();
    const [from, to] = [days[10], days[60]];
    await user.click(screen.getByPlaceholderText('开始日期'));
    await user.type(screen.getByPlaceholderText('开始日期'), `${from}{Enter}`);
    await user.type(screen.getByPlaceholderText('结束日期'), `${to}{Enter}`);
    const inRange = jobs().filter((j) => j.printTime.slice(0, 10) >= from && j.printTime.slice(0, 10) <= to);
    expect(await screen.findByText(`共 ${inRange.length} 条`, {}, LONG)).toBeInTheDocument();
    const name = inRange[0].userName;
    await user.type(screen.getByLabelText('搜索打印记录'), name);
    const hits = inRange.filter((j) =>
      [j.userName, j.fileName, j.printerSn, j.location].some((t) => t.toLowerCase().includes(name.toLowerCase())),
    );
    expect(await screen.findByText(`共 ${hits.length} 条`, {}, LONG)).toBeInTheDocument();
    expect(requests.all.filter((r) => r.path.endsWith('/printService/printedHistory')).at(-1)!.body).toMatchObject({
      startTime: from,
      endTime: to,
      keyword: name,
      page: 1,
    });
    await user.click(await findButton('导出记录'));
    await waitFor(() => expect(files.map((f) => f.name)).toEqual(['打印服务使用记录.xlsx']));
    const q = requests.all.find((r) => r.path.endsWith('/printService/exportHistory'))!.searchParams;
    expect([q.get('startTime'), q.get('endTime'), q.get('keyword')]).toEqual([from, to, name]);
    expect(q.get('printToken')).toBe(printTokens().at(-1)!.token);
  });

  it('logs in again, without a toast, when the printToken has expired', async () => {
    const requests = recordRequests();
    const user = await open();
    const logins = () => requests.all.filter((r) => r.path.endsWith('/printService/tokenLogin')).length;
    expect(logins()).toBe(1);
    for (const t of printTokens()) t.expireAt = 0;
    await user.click(within(document.querySelector('.ant-pagination') as HTMLElement).getByTitle('2'));
    await waitFor(() => expect(logins()).toBe(2), LONG);
    await findRow(jobs()[10].printTime, 15000);
    // every call the page made has been answered and handled: an error toast would have been asked for by now
    await requests.settled();
    await expectNoToast();
  });

  it('shows 0 points for an enterprise without a package (ENTERPRISE_0072), no error toast', async () => {
    const requests = recordRequests();
    await open(SECOND_ENTERPRISE);
    await waitFor(() => expect(screen.getByLabelText('可用打印点数')).toHaveTextContent('暂未购买打印套餐'));
    // every call the page made has been answered and handled: an error toast would have been asked for by now
    await requests.settled();
    await expectNoToast();
  });
});
