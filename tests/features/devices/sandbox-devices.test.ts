import { signInAs } from '../../sign-in';
import { expectNoToast } from '../../toasts';
import { mountToastHost } from '../../toast-host';
import { call } from '../../sandbox/call';
import { captureDownloads, fetchSheet } from '../support/dom';
import { changeRows } from '@/sandbox/changelog';
import { printJobs, printers } from '@/sandbox/printer-tables';
import { departmentsOf, staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE, SECOND_ENTERPRISE } from '@/sandbox/seed/core';
import { OTHER_ENTERPRISE_SN, UNBOUND_SNS } from '@/sandbox/seed/modules/devices';
import {
  authorizePrinter,
  checkSnAndSave,
  deletePrinters,
  exportPrintHistory,
  getAvailablePoints,
  getPrinterPrice,
  printHistory,
  printerQrCode,
  queryDeviceCategories,
  queryPrinters,
  setPrinterPrice,
} from '@/features/devices/api/devices-api';
import {
  exportPrintServiceHistory,
  printServiceHistory,
  printServiceLogin,
  printServiceRentalPrice,
} from '@/features/devices/api/print-service-api';
import { ApiError } from '@/lib/http/errors';
import { configureSession } from '@/lib/http/session-hooks';
import { useSession } from '@/stores/session';

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: ApiError) => e.message,
  );
const E = MAIN_ENTERPRISE;
const token = () => useSession.getState().token ?? '';

// toasts go through antd's in-app holder (src/lib/feedback/feedback-api.ts)
beforeEach(mountToastHost);

describe('devices and printers in the sandbox', () => {
  beforeAll(() =>
    configureSession({ getToken: () => useSession.getState().token, onExpired: () => {}, onUnauthenticated: () => {} }),
  );
  beforeEach(() => signInAs());

  it('seeds 6 printers with a year of print history, the categories and the points', async () => {
    const list = await queryPrinters();
    expect(list).toHaveLength(6);
    expect(list.filter((p) => p.type === 'rental')).toHaveLength(2);
    const days = printJobs()
      .filter((j) => j.enterpriseNumber === E)
      .map((j) => j.printTime.slice(0, 10))
      .sort();
    expect(new Date(days.at(-1)!).getTime() - new Date(days[0]).getTime()).toBeGreaterThan(300 * 86400_000);
    const categories = await queryDeviceCategories();
    expect(categories.map((c) => [c.name, c.count, c.manageable])).toEqual([
      ['打印机', 6, true],
      ['会议平板', 4, false],
      ['考勤机', 3, false],
      ['门禁', 2, false],
    ]);
    const points = await getAvailablePoints();
    const used = printJobs()
      .filter((j) => j.enterpriseNumber === E)
      .reduce((s, j) => s + j.points, 0);
    expect(points.availableValue).toBe(200000 - used);
  });

  it('binds a printer by SN: format, unknown and already-bound SNs refused with the message', async () => {
    const input = { printerSn: UNBOUND_SNS[0], location: '三楼', type: 'purchase' as const };
    expect(await rejection(checkSnAndSave({ ...input, printerSn: 'lp123' }))).toBe(
      '序列号格式不正确，应为12位大写字母或数字，以字母开头',
    );
    expect(await rejection(checkSnAndSave({ ...input, printerSn: 'LP9999999999' }))).toBe(
      '该序列号不存在，请核对打印机机身上的序列号',
    );
    expect(await rejection(checkSnAndSave({ ...input, printerSn: OTHER_ENTERPRISE_SN }))).toBe(
      '该打印机已被其他企业绑定',
    );
    expect(await rejection(checkSnAndSave({ ...input, location: '' }))).toBe('参数location不能为空');
    const added = await checkSnAndSave(input);
    expect(added).toMatchObject({
      printerSn: UNBOUND_SNS[0],
      location: '三楼',
      type: 'purchase',
      price: 0,
      authorization: { range: 'all' },
    });
    expect(await rejection(checkSnAndSave(input))).toBe('该打印机已添加，无需重复添加');
    expect((await queryPrinters())[0].printerSn).toBe(UNBOUND_SNS[0]);
    expect(changeRows()[0]).toMatchObject({
      keyword: `添加打印机 ${UNBOUND_SNS[0]}（三楼）`,
      objects: [UNBOUND_SNS[0], '三楼'],
    });
  });

  it('sets a price ≥ 0 and reads it back; unknown printers are refused', async () => {
    const [p] = await queryPrinters();
    expect(await rejection(setPrinterPrice({ printerId: p.printerId, price: -0.1 }))).toBe('打印单价不能小于0');
    expect(await rejection(setPrinterPrice({ printerId: p.printerId, price: 0.123 }))).toBe('打印单价最多保留两位小数');
    expect(await rejection(setPrinterPrice({ printerId: 'nope', price: 1 }))).toBe('打印机不存在或已删除');
    expect(await rejection(getPrinterPrice('nope'))).toBe('打印机不存在或已删除');
    await setPrinterPrice({ printerId: p.printerId, price: 0.35 });
    expect(await getPrinterPrice(p.printerId)).toEqual({ printerId: p.printerId, price: 0.35 });
    await setPrinterPrice({ printerId: p.printerId, price: 0 });
    expect((await getPrinterPrice(p.printerId)).price).toBe(0);
    expect(changeRows()[0].keyword).toBe(`设置打印机 ${p.printerSn} 单价：0.35 元 → 0 元`);
  });

  it('answers a QR code image for a bound printer only', async () => {
    const [p] = await queryPrinters();
    const qr = await printerQrCode(p.printerSn);
    expect(qr.qrcode).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(qr.qrcode)).toContain(p.printerSn);
    expect(await rejection(printerQrCode(OTHER_ENTERPRISE_SN))).toBe('打印机不存在或已删除');
  });

  it('stores who may print, checking departments and people', async () => {
    const [p] = await queryPrinters();
    const depart = departmentsOf(E)[1];
    const person = staffOf(E).find((s) => s.status === '')!;
    expect(
      await rejection(authorizePrinter({ printerId: p.printerId, range: 'custom', departIds: [], lenovoIds: [] })),
    ).toBe('请选择可使用打印机的部门或人员');
    expect(
      await rejection(
        authorizePrinter({ printerId: p.printerId, range: 'custom', departIds: ['d-none'], lenovoIds: [] }),
      ),
    ).toBe('部门不存在：d-none');
    const saved = await authorizePrinter({
      printerId: p.printerId,
      range: 'custom',
      departIds: [depart.id],
      lenovoIds: [person.lenovoId],
    });
    expect(saved.authorization).toMatchObject({
      range: 'custom',
      departments: [{ id: depart.id, departName: depart.departName }],
      users: [{ lenovoId: person.lenovoId, name: person.name }],
    });
    expect((await queryPrinters()).find((x) => x.printerId === p.printerId)!.authorization.range).toBe('custom');
    expect(changeRows()[0]).toMatchObject({ operationTypeId: 'f15', operationType: '设备管理', people: [person.name] });
    await authorizePrinter({ printerId: p.printerId, range: 'all', departIds: [depart.id], lenovoIds: [] });
    expect((await queryPrinters()).find((x) => x.printerId === p.printerId)!.authorization).toMatchObject({
      range: 'all',
      departIds: [],
    });
  });

  it('deletes the printers whose ids are joined, refusing unknown ids as a whole', async () => {
    const [a, b, c] = await queryPrinters();
    const res = await call(token(), 'POST', '/enterprise-server/printer/deleteAll', {
      printerIds: [a.printerId, 'nope'].join(','),
    });
    expect(res.body).toMatchObject({ code: 404, message: '打印机不存在或已删除：nope' });
    expect(await deletePrinters([a.printerId, b.printerId])).toEqual({ count: 2 });
    expect((await queryPrinters()).map((p) => p.printerId)).not.toContain(a.printerId);
    expect((await queryPrinters()).map((p) => p.printerId)).toContain(c.printerId);
    expect(changeRows()[0].objects).toEqual([a.printerSn, b.printerSn]);
  });

  it('pages the purchase and rental histories within dates and exports them as .xlsx', async () => {
    const all = printJobs().filter((j) => j.enterpriseNumber === E && j.type === 'rental');
    const page = await printHistory({ type: 'rental', startTime: '', endTime: '', page: 2, size: 5 });
    expect(page.total).toBe(all.length);
    // the latest print first, as in any log
    const latestFirst = [...all].sort((a, b) => b.printTime.localeCompare(a.printTime));
    expect(page.list.map((r) => r.printTime)).toEqual(latestFirst.slice(5, 10).map((j) => j.printTime));
    const day = all[3].printTime.slice(0, 10);
    const oneDay = await printHistory({ type: 'rental', startTime: day, endTime: day, page: 1, size: 100 });
    expect(oneDay.total).toBe(all.filter((j) => j.printTime.startsWith(day)).length);
    expect(oneDay.list.every((r) => r.type === 'rental' && r.printTime.startsWith(day))).toBe(true);
    expect(
      await rejection(
        printHistory({ type: 'rental', startTime: '2026-02-01', endTime: '2026-01-01', page: 1, size: 10 }),
      ),
    ).toBe('开始日期不能晚于结束日期');
    const sheet = await fetchSheet(
      `/enterprise-server/printer/exportHistory?type=purchase&startTime=${day}&endTime=${day}`,
      { method: 'GET' },
    );
    expect(sheet[0].slice(0, 3)).toEqual(['打印时间', '打印机序列号', '位置']);
    expect(sheet.length - 1).toBe(
      printJobs().filter((j) => j.enterpriseNumber === E && j.type === 'purchase' && j.printTime.startsWith(day))
        .length,
    );
    const files = captureDownloads();
    expect(await exportPrintHistory({ type: 'rental', startTime: '', endTime: '' })).toBe('租赁打印记录.xlsx');
    expect(files.map((f) => f.name)).toEqual(['租赁打印记录.xlsx']);
    expect(
      await rejection(exportPrintHistory({ type: 'rental', startTime: '2000-01-01', endTime: '2000-01-02' })),
    ).toBe('没有可导出的打印记录');
  });

  it('answers ENTERPRISE_0072 without a package, which the client takes as a success', async () => {
    signInAs(undefined, SECOND_ENTERPRISE);
    const raw = await call(token(), 'GET', '/enterprise-server/printPackage/getAvailableValue');
    expect(raw.body).toMatchObject({ errorCode: 'ENTERPRISE_0072' });
    expect(await getAvailablePoints()).toEqual({ availableValue: 0, totalValue: 0, expireTime: '' });
    await expectNoToast();
  });

  it('keeps printers of one enterprise from another', async () => {
    signInAs(undefined, SECOND_ENTERPRISE);
    expect((await queryPrinters()).map((p) => p.printerSn)).toEqual([OTHER_ENTERPRISE_SN]);
    expect(await rejection(getPrinterPrice('prt-1'))).toBe('打印机不存在或已删除');
    expect(printers().find((p) => p.printerId === 'prt-1')?.enterpriseNumber).toBe(E);
  });

  it('the printer service: token login, rental price, printed history and export need a valid printToken', async () => {
    expect(await rejection(printServiceRentalPrice('pt-forged'))).toBe('打印服务登录已失效，请重新登录');
    const { printToken } = await printServiceLogin();
    expect(await printServiceRentalPrice(printToken)).toEqual({
      blackWhite: 0.1,
      color: 0.5,
      monthlyRent: 199,
      rentalPrinters: 2,
    });
    const jobs = printJobs().filter((j) => j.enterpriseNumber === E);
    const page = await printServiceHistory(printToken, { startTime: '', endTime: '', keyword: '', page: 1, size: 10 });
    expect(page.total).toBe(jobs.length);
    const name = jobs[0].userName;
    const found = await printServiceHistory(printToken, {
      startTime: '',
      endTime: '',
      keyword: name,
      page: 1,
      size: 500,
    });
    expect(found.list.every((r) => [r.userName, r.fileName].some((t) => t.includes(name)))).toBe(true);
    const files = captureDownloads();
    expect(await exportPrintServiceHistory(printToken, { startTime: '', endTime: '', keyword: '' })).toBe(
      '打印服务使用记录.xlsx',
    );
    expect(files).toHaveLength(1);
  });
});
