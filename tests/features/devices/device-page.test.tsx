import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { expectNoToast, expectToasts } from '../../toasts';
import { captureDownloads, findButton, findDialog, findRow, LONG } from '../support/dom';
import { scanQr } from '../support/scan-qr';
import { fastUser, fill } from '../fill';
import { recordRequests } from '../support/requests';
import { setDelay } from '@/sandbox/faults';
import { printJobs, printers, printersOf } from '@/sandbox/printer-tables';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE, SECOND_ENTERPRISE } from '@/sandbox/seed/core';
import { OTHER_ENTERPRISE_SN, UNBOUND_SNS } from '@/sandbox/seed/modules/devices';

const E = MAIN_ENTERPRISE;
type User = ReturnType<typeof fastUser>;

async function open(enterprise = E) {
  renderApp('/home/workbench_deviceManagement', { enterprise });
  const user = fastUser();
  await screen.findByText(/共 \d+ 台/, {}, LONG);
  return user;
}

async function rowAction(user: User, sn: string, action: string) {
  const row = await findRow(sn, 8000);
  await user.click(await findButton(action, row));
}

describe('devices and printers page', { timeout: 45000 }, () => {
  it('shows the categories, the available points and the printers', async () => {
    await open();
    const categories = await screen.findByRole('list', { name: '设备分类' });
    await waitFor(() => expect(within(categories).getByLabelText('打印机')).toHaveTextContent('6 台'));
    const used = printJobs()
      .filter((j) => j.enterpriseNumber === E)
      .reduce((s, j) => s + j.points, 0);
    const points = screen.getByLabelText('可用打印点数');
    await waitFor(() => expect(points).toHaveTextContent((200000 - used).toLocaleString('en-US')));
    for (const p of printersOf(E)) await findRow(p.printerSn);
  });

  it('treats ENTERPRISE_0072 on the points call as success: 0 points, no error toast', async () => {
    const requests = recordRequests();
    await open(SECOND_ENTERPRISE);
    const points = screen.getByLabelText('可用打印点数');
    await waitFor(() => expect(points).toHaveTextContent('暂未购买打印套餐'));
    expect(points).toHaveTextContent('0');
    expect(requests.all.some((r) => r.path.endsWith('/printPackage/getAvailableValue'))).toBe(true);
    // every call the page made has been answered and handled: an error toast would have been asked for by now
    await requests.settled();
    await expectNoToast();
  });

  it('adds a printer by SN: the form checks the format, the server refuses unknown and bound SNs with its message', async () => {
    const user = await open();
    await user.click(await findButton('添加打印机'));
    const dialog = await findDialog('添加打印机');
    await fill(user, within(dialog).getByLabelText('序列号'), 'lp-12');
    await fill(user, within(dialog).getByLabelText('位置'), '七楼 打印间');
    await user.click(await findButton('添加', dialog));
    expect(await within(dialog).findByText('序列号为12位大写字母或数字，以字母开头')).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText('序列号'), 'LP9999999999');
    await user.click(await findButton('添加', dialog));
    await expectToasts(['该序列号不存在，请核对打印机机身上的序列号']);
    expect(within(dialog).getByLabelText('位置')).toHaveValue('七楼 打印间');

    await fill(user, within(dialog).getByLabelText('序列号'), OTHER_ENTERPRISE_SN);
    await user.click(await findButton('添加', dialog));
    expect(await screen.findByText('该打印机已被其他企业绑定')).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText('序列号'), printersOf(E)[0].printerSn);
    await user.click(await findButton('添加', dialog));
    expect(await screen.findByText('该打印机已添加，无需重复添加')).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText('序列号'), UNBOUND_SNS[1].toLowerCase());
    await user.click(within(dialog).getByLabelText('租赁'));
    await user.click(await findButton('添加', dialog));
    expect(await screen.findByText(`打印机 ${UNBOUND_SNS[1]} 已添加`)).toBeInTheDocument();
    const row = await findRow(UNBOUND_SNS[1]);
    expect(row).toHaveTextContent('七楼 打印间');
    expect(row).toHaveTextContent('租赁');
    expect(printersOf(E).find((p) => p.printerSn === UNBOUND_SNS[1])).toMatchObject({
      location: '七楼 打印间',
      type: 'rental',
    });
  });

  it('sets a price: starts from the stored one, refuses a negative price, saves once', async () => {
    const requests = recordRequests();
    const user = await open();
    const p = printersOf(E).find((x) => x.price === 0.2)!;
    await rowAction(user, p.printerSn, '设置单价');
    const dialog = await findDialog(`设置单价 · ${p.printerSn}`, 8000);
    const input = within(dialog).getByLabelText('单价（元/页）');
    await waitFor(() => expect(input).toHaveValue('0.20'));
    expect(requests.all.find((r) => r.path.endsWith('/printer/getPrinterPrice'))?.searchParams.get('printerId')).toBe(
      p.printerId,
    );
    await fill(user, input, '-1');
    await user.click(await findButton('保存', dialog));
    expect(await within(dialog).findByText('单价不能小于0')).toBeInTheDocument();
    await fill(user, input, '0.45');
    setDelay(200);
    const save = await findButton('保存', dialog);
    await user.dblClick(save);
    expect(await screen.findByText('单价已设置', {}, LONG)).toBeInTheDocument();
    setDelay(0);
    expect(requests.all.filter((r) => r.path.endsWith('/printer/setPrice'))).toHaveLength(1);
    expect(printers().find((x) => x.printerId === p.printerId)!.price).toBe(0.45);
    await waitFor(async () => expect(await findRow(p.printerSn)).toHaveTextContent('0.45'));
  });

  it('shows the QR code image and downloads it', async () => {
    const files = captureDownloads();
    const user = await open();
    const p = printersOf(E)[2];
    await rowAction(user, p.printerSn, '二维码');
    const dialog = await findDialog(`打印机二维码 · ${p.printerSn}`);
    const img = await within(dialog).findByAltText(`打印机 ${p.printerSn} 二维码`, {}, LONG);
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await user.click(await findButton('下载二维码', dialog));
    expect(files.map((f) => f.name)).toEqual([`打印机二维码-${p.printerSn}.svg`]);
    expect(files[0].blob.type).toBe('image/svg+xml');
  });

  it("shows a QR code that scans: it reads as the printer's print address", async () => {
    const user = await open();
    const p = printersOf(E)[1];
    await rowAction(user, p.printerSn, '二维码');
    const dialog = await findDialog(`打印机二维码 · ${p.printerSn}`);
    const img = await within(dialog).findByAltText(`打印机 ${p.printerSn} 二维码`, {}, LONG);
    expect(scanQr(img.getAttribute('src')!)).toBe(`https://print.example.com/p/${p.printerSn}`);
  });

  it('authorization round trip: chosen people saved, shown in the list and in the dialog again', async () => {
    const user = await open();
    const p = printersOf(E)[1];
    const person = staffOf(E).find(
      (s) => s.status === '' && s.lenovoId !== '10000001' && staffOf(E).filter((x) => x.name === s.name).length === 1,
    )!;
    await rowAction(user, p.printerSn, '使用权限');
    let dialog = await findDialog(`使用权限 · ${p.printerSn}`);
    await user.click(within(dialog).getByLabelText('指定部门和人员'));
    await user.click(await findButton('保存', dialog));
    expect(await within(dialog).findByText('请选择可使用打印机的部门或人员')).toBeInTheDocument();
    await user.click(await findButton('选择人员', dialog));
    const picker = await findDialog('选择可使用人员');
    await fill(user, within(picker).getByLabelText('搜索成员'), person.name);
    await user.click(
      await within(picker).findByText(
        person.name,
        { selector: '.ant-checkbox-label, .ant-checkbox-wrapper span' },
        LONG,
      ),
    );
    await user.click(await findButton('确定', picker));
    await within(dialog).findByText(person.name);
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('使用权限已保存')).toBeInTheDocument();
    expect(printers().find((x) => x.printerId === p.printerId)).toMatchObject({
      range: 'custom',
      lenovoIds: [person.lenovoId],
    });
    await waitFor(async () => expect(await findRow(p.printerSn)).toHaveTextContent(person.name));

    await rowAction(user, p.printerSn, '使用权限');
    dialog = await findDialog(`使用权限 · ${p.printerSn}`);
    expect(within(dialog).getByLabelText('指定部门和人员')).toBeChecked();
    expect(within(dialog).getByText(person.name)).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('全部成员'));
    await user.click(await findButton('保存', dialog));
    await waitFor(() =>
      expect(printers().find((x) => x.printerId === p.printerId)).toMatchObject({ range: 'all', lenovoIds: [] }),
    );
  });

  it('batch delete asks first, then sends the ids joined', async () => {
    const requests = recordRequests();
    const user = await open();
    const [a, b] = printersOf(E).slice(0, 2);
    for (const p of [a, b]) await user.click(within(await findRow(p.printerSn)).getByRole('checkbox'));
    await user.click(await findButton('批量操作（2）'));
    await user.click(await screen.findByText('删除', { selector: '.ant-dropdown-menu-title-content' }));
    let confirm = await findDialog('删除打印机');
    expect(confirm).toHaveTextContent(a.printerSn);
    await user.click(await findButton('取消', confirm));
    expect(requests.all.some((r) => r.path.endsWith('/printer/deleteAll'))).toBe(false);
    expect(printersOf(E)).toHaveLength(6);

    await user.click(await findButton('批量操作（2）'));
    await user.click(await screen.findByText('删除', { selector: '.ant-dropdown-menu-title-content' }));
    confirm = await findDialog('删除打印机');
    await user.click(await findButton('确定', confirm));
    expect(await screen.findByText('已删除 2 台打印机')).toBeInTheDocument();
    const sent = requests.all.find((r) => r.path.endsWith('/printer/deleteAll'))!.body as { printerIds: string };
    expect(sent.printerIds.split(',').sort()).toEqual([a.printerId, b.printerId].sort());
    expect(printersOf(E).map((p) => p.printerId)).not.toContain(a.printerId);
    expect(await screen.findByText('共 4 台')).toBeInTheDocument();
  });

  it('the purchase and rental histories are server-paged within a date range and exported', async () => {
    const requests = recordRequests();
    const files = captureDownloads();
    const user = await open();
    await user.click(screen.getByRole('tab', { name: '租赁打印记录' }));
    const rental = printJobs().filter((j) => j.enterpriseNumber === E && j.type === 'rental');
    expect(await screen.findByText(`共 ${rental.length} 条`, {}, LONG)).toBeInTheDocument();
    await findRow(rental[0].printTime);
    const days = [...new Set(rental.map((j) => j.printTime.slice(0, 10)))].sort();
    const [from, to] = [days[2], days[20]];
    const panel = screen.getByRole('tabpanel');
    await user.click(within(panel).getByPlaceholderText('开始日期'));
    await user.type(within(panel).getByPlaceholderText('开始日期'), `${from}{Enter}`);
    await user.type(within(panel).getByPlaceholderText('结束日期'), `${to}{Enter}`);
    const hits = rental.filter((j) => j.printTime.slice(0, 10) >= from && j.printTime.slice(0, 10) <= to);
    expect(await screen.findByText(`共 ${hits.length} 条`, {}, LONG)).toBeInTheDocument();
    expect(requests.all.filter((r) => r.path.endsWith('/printer/history')).at(-1)!.body).toMatchObject({
      type: 'rental',
      startTime: from,
      endTime: to,
      page: 1,
      size: 10,
    });
    await user.click(await findButton('导出记录', panel));
    await waitFor(() => expect(files.map((f) => f.name)).toEqual(['租赁打印记录.xlsx']));
    const query = requests.all.find((r) => r.path.endsWith('/printer/exportHistory'))!.searchParams;
    expect([query.get('type'), query.get('startTime'), query.get('endTime')]).toEqual(['rental', from, to]);

    await user.click(screen.getByRole('tab', { name: '购买打印记录' }));
    const purchase = printJobs().filter((j) => j.enterpriseNumber === E && j.type === 'purchase');
    expect(await screen.findByText(`共 ${purchase.length} 条`, {}, LONG)).toBeInTheDocument();
    const purchasePanel = screen
      .getAllByRole('tabpanel')
      .find((p) => !p.hidden && p.getAttribute('aria-hidden') !== 'true')!;
    await user.click(within(purchasePanel).getByTitle('2'));
    await waitFor(() =>
      expect(requests.all.filter((r) => r.path.endsWith('/printer/history')).at(-1)!.body).toMatchObject({
        type: 'purchase',
        page: 2,
      }),
    );
    await findRow(purchase[10].printTime, 8000);
  });
});
