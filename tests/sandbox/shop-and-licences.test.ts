// The application shop, orders and office-suite licence calls straight against the sandbox: paging,
// filters, .xlsx exports, order creation with its refusals and change-log note, and the licence
// service's token login before anything else.
import { signInAs } from '../sign-in';
import { send } from './send';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { orderRows } from '@/sandbox/shop-tables';
import { licenceGrants } from '@/sandbox/licence-tables';
import { changeRows } from '@/sandbox/changelog';
import { readXlsx } from '@/sandbox/xlsx';

const P = '/apps-manage-server';
const O = '/enterprise-management-server/officeSuite';
const mine = () => orderRows().filter((o) => o.enterpriseNumber === MAIN_ENTERPRISE);

async function sheet(path: string, token: string) {
  const res = await fetch(`http://localhost${path}`, { headers: { token } });
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  const data = await res.arrayBuffer();
  return readXlsx({ arrayBuffer: async () => data });
}

describe('shop and orders in the sandbox', () => {
  it('seeds a year of orders in every status', () => {
    const statuses = new Set(mine().map((o) => o.status));
    expect([...statuses].sort()).toEqual([0, 1, 2, 3]);
    const days = mine()
      .map((o) => o.createTime.slice(0, 10))
      .sort();
    expect(days.length).toBeGreaterThan(30);
    expect(Date.parse(days.at(-1)!) - Date.parse(days[0])).toBeGreaterThan(200 * 86_400_000);
  });

  it('filters the catalogue by category and keyword', async () => {
    const all = (await send(`${P}/shop/appList`, undefined, { method: 'GET' })).data as Array<{
      categoryMark: string;
      name: string;
      owned: boolean;
    }>;
    expect(new Set(all.map((a) => a.categoryMark))).toEqual(new Set(['basic', 'free', 'subscribed', 'thirdParty']));
    const third = (await send(`${P}/shop/appList?categoryMark=thirdParty`, undefined, { method: 'GET' }))
      .data as typeof all;
    expect(third.length).toBeGreaterThan(0);
    expect(third.every((a) => a.categoryMark === 'thirdParty')).toBe(true);
    const hit = (await send(`${P}/shop/appList?keyword=${encodeURIComponent('合同')}`, undefined, { method: 'GET' }))
      .data as typeof all;
    expect(hit.map((a) => a.name)).toEqual(['电子合同']);
    expect(hit[0].owned).toBe(true); // paid orders in the seed
    expect(await send(`${P}/shop/appList?categoryMark=toString`, undefined, { method: 'GET' })).toMatchObject({
      code: 400,
      message: '参数categoryMark不正确',
    });
  });

  it('pages orders on the server with date and status filters, and refuses bad ones', async () => {
    const page = (
      await send(`${P}/subscribe/findOrders`, { page: 1, size: 10, startDate: '', endDate: '', status: '' })
    ).data as { list: unknown[]; total: number };
    expect(page.total).toBe(mine().length);
    expect(page.list).toHaveLength(10);
    const days = mine()
      .map((o) => o.createTime.slice(0, 10))
      .sort();
    const [from, to] = [days[5], days[25]];
    const paid = (
      await send(`${P}/subscribe/findOrders`, { page: 1, size: 10, startDate: from, endDate: to, status: 1 })
    ).data as { total: number };
    expect(paid.total).toBe(
      mine().filter((o) => o.status === 1 && o.createTime.slice(0, 10) >= from && o.createTime.slice(0, 10) <= to)
        .length,
    );
    expect(await send(`${P}/subscribe/findOrders`, { status: 9 })).toMatchObject({
      code: 400,
      message: '参数status不正确',
    });
    expect(await send(`${P}/subscribe/findOrders`, { startDate: '2026/01/01' })).toMatchObject({
      code: 400,
      message: '参数startDate日期格式不正确',
    });
    expect(await send(`${P}/subscribe/findOrders`, { startDate: to, endDate: from })).toMatchObject({
      code: 400,
      message: '开始日期不能晚于结束日期',
    });
  });

  it('exports the filtered orders as .xlsx', async () => {
    const token = signInAs();
    const rows = await sheet(`${P}/subscribe/exportExcel?status=3`, token);
    expect(rows[0]).toEqual([
      '订单编号',
      '应用名称',
      '版本',
      '金额（元）',
      '订单状态',
      '下单时间',
      '支付时间',
      '下单人',
    ]);
    expect(rows).toHaveLength(mine().filter((o) => o.status === 3).length + 1);
    expect(rows.slice(1).every((r) => r[4] === '已退款')).toBe(true);
  });

  it('creates an order, notes it in the change log, and refuses a second unpaid one', async () => {
    const id = `app-${MAIN_ENTERPRISE}-okr`;
    const made = await send(`${P}/subscribe/createOrder`, { appId: id, planId: 'pro' });
    expect(made).toMatchObject({
      code: 200,
      data: { appName: 'OKR目标管理', planName: '专业版', amount: 3599, status: 0, buyerName: '张伟' },
    });
    expect(mine()[0].appId).toBe(id);
    expect(changeRows()[0]).toMatchObject({ operationTypeId: 'f14', keyword: '订阅应用 OKR目标管理（专业版）' });
    expect(await send(`${P}/subscribe/createOrder`, { appId: id, planId: 'standard' })).toMatchObject({
      code: 500,
      message: '该应用已有待支付订单，请先完成支付或取消',
    });
    expect(await send(`${P}/subscribe/createOrder`, { appId: id, planId: 'gold' })).toMatchObject({
      code: 400,
      message: '版本不存在',
    });
    expect(await send(`${P}/subscribe/createOrder`, { appId: 'app-none', planId: 'free' })).toMatchObject({
      code: 404,
      message: '应用不存在',
    });
    expect(await send(`${P}/subscribe/createOrder`, { planId: 'free' })).toMatchObject({
      code: 400,
      message: '应用不能为空',
    });
  });

  it('opens a free application at once and refuses opening it twice', async () => {
    const id = `app-${MAIN_ENTERPRISE}-checkin`;
    expect(await send(`${P}/subscribe/createOrder`, { appId: id, planId: 'free' })).toMatchObject({
      code: 200,
      data: { status: 1, amount: 0 },
    });
    const detail = await send(`${P}/shop/appDetail?id=${id}`, undefined, { method: 'GET' });
    expect(detail.data).toMatchObject({ owned: true, pendingOrder: false });
    expect(await send(`${P}/subscribe/createOrder`, { appId: id, planId: 'free' })).toMatchObject({
      code: 500,
      message: '应用已开通',
    });
  });
});

describe('office-suite licences in the sandbox', () => {
  it('answers nothing before the token login, then the licences and usage', async () => {
    const token = signInAs();
    expect(await send(`${O}/getAuthorization`, {}, { token })).toMatchObject({ code: 500, errorCode: 'OFFICE_0001' });
    expect(await send(`${O}/not-my-token`, undefined, { method: 'GET', token })).toMatchObject({
      code: 500,
      message: '令牌无效',
    });
    expect(await send(`${O}/${token}`, undefined, { method: 'GET', token })).toMatchObject({
      code: 200,
      data: { productName: '办公套件企业版' },
    });
    const grant = licenceGrants().find((g) => g.enterpriseNumber === MAIN_ENTERPRISE)!;
    expect((await send(`${O}/getAuthorization`, {}, { token })).data).toEqual({
      productName: '办公套件企业版',
      total: 50,
      used: grant.holders.length,
      remaining: 50 - grant.holders.length,
      expireDate: grant.expireDate,
    });
    const all = (await send(`${O}/getUserUseDateInfo?page=1&size=10`, undefined, { method: 'GET', token })).data as {
      total: number;
      list: Array<{ name: string; useDays: number }>;
    };
    expect(all.total).toBe(grant.holders.length);
    expect(all.list).toHaveLength(10);
    const name = all.list[0].name;
    const found = (
      await send(`${O}/search`, { keyword: name, page: 1, size: 10, startDate: '', endDate: '' }, { token })
    ).data as typeof all;
    expect(found.list.map((r) => r.name)).toContain(name);
    expect(found.total).toBeLessThan(all.total);
    expect(await send(`${O}/search`, { startDate: '2026-02-01', endDate: '2026-01-01' }, { token })).toMatchObject({
      code: 400,
      message: '开始日期不能晚于结束日期',
    });
  });

  it('narrows usage to the days asked and exports both lists', async () => {
    const token = signInAs();
    await send(`${O}/${token}`, undefined, { method: 'GET', token });
    const today = new Date();
    const iso = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const start = iso(new Date(today.getTime() - 6 * 86_400_000));
    const week = (
      await send(`${O}/getUserUseDateInfo?startDate=${start}&endDate=${iso(today)}&size=500`, undefined, {
        method: 'GET',
        token,
      })
    ).data as { list: Array<{ useDays: number; lastUseDate: string }> };
    expect(week.list.every((r) => r.useDays <= 7 && r.lastUseDate >= start)).toBe(true);
    const rows = await sheet(`${O}/exportExcelUserUserDateInfo?startDate=${start}`, token);
    expect(rows[0]).toEqual(['姓名', '部门', '使用天数', '使用时长（分钟）', '最近使用日期']);
    expect(rows).toHaveLength(week.list.length + 1);
    const first = rows[1][0];
    const searched = await sheet(`${O}/exportSearch?keyword=${encodeURIComponent(first)}`, token);
    expect(searched.slice(1).every((r) => r[0].includes(first) || r[1].includes(first))).toBe(true);
  });
});
