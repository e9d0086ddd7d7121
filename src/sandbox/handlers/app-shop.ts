import { callerCover } from '../scope/effective-scope';
import { OUTSIDE_PERSON } from '../scope/messages';
import { staffOf } from '../org-tables';
import { route, type AuthedInput } from '../route';
import { paginate, Reject } from '../respond';
import { enterpriseNumberOf, note, nowStamp, staff } from '../org-tables';
import { CATALOGUE, entryOfId, orderRows, type CatalogueEntry, type OrderRow } from '../shop-tables';
import { appsOf, appId } from '../seed/modules/apps';
import { DAY, dateArg, oneOf, paging, text } from '../validate/input';
import { xlsxResponse, type Column } from '../xlsx';
import type { AppCategory, OrderStatus, ShopApp } from '@/features/app-shop/api/types';

// The application shop and the enterprise's orders (admin-modules §2 AppShop,
// workbench_orderListManagement; §7 "Usage pages" orders). The catalogue calls and order creation are
// assumed (docs/assumed-contract.md "Workplace" → "Application shop").
const P = '/apps-manage-server';
const CATEGORIES: readonly AppCategory[] = ['basic', 'free', 'subscribed', 'thirdParty'];
const STATUSES: readonly OrderStatus[] = [0, 1, 2, 3];
const STATUS_TEXT: Record<OrderStatus, string> = { 0: '待支付', 1: '已支付', 2: '已取消', 3: '已退款' };

const ordersOf = (e: string) => orderRows().filter((o) => o.enterpriseNumber === e);

function shopView(e: string, c: CatalogueEntry): ShopApp {
  const id = appId(e, c.key);
  const orders = ordersOf(e).filter((o) => o.appId === id);
  const owned = appsOf(e).some((a) => a.id === id) || orders.some((o) => o.status === 1);
  return {
    id,
    name: c.name,
    categoryMark: c.categoryMark,
    summary: c.summary,
    description: c.description,
    developer: c.developer,
    plans: c.plans,
    owned,
    pendingOrder: orders.some((o) => o.status === 0),
  };
}

/** Order filters from a JSON body or a query string: days YYYY-MM-DD, status '' or 0–3. */
function orderFilter(source: Record<string, unknown>) {
  const startDate = dateArg(source, 'startDate', DAY);
  const endDate = dateArg(source, 'endDate', DAY);
  if (startDate && endDate && startDate > endDate) throw new Reject(400, '开始日期不能晚于结束日期');
  const raw = source.status;
  const status =
    raw === undefined || raw === null || raw === ''
      ? ''
      : oneOf(typeof raw === 'string' ? Number(raw) : raw, STATUSES, 'status');
  return (o: OrderRow) => {
    const d = o.createTime.slice(0, 10);
    return (!startDate || d >= startDate) && (!endDate || d <= endDate) && (status === '' || o.status === status);
  };
}

const queryObject = (input: AuthedInput) => Object.fromEntries(input.query.entries()) as Record<string, unknown>;
const orderView = ({ enterpriseNumber: _e, planId: _p, ...rest }: OrderRow) => rest;

/** The orders as the caller may read them: a buyer a scoped administrator does not see (no one of
 *  her scope has that name) reads 管理范围外人员 (assumed contract "Scoped administrators"). */
function ordersSeenBy(input: AuthedInput, e: string): OrderRow[] {
  const covered = callerCover(e, input.account.lenovoId);
  if (!covered) return ordersOf(e);
  const hers = new Set(
    staffOf(e)
      .filter((p) => covered.staffIds.has(p.id))
      .map((p) => p.name),
  );
  return ordersOf(e).map((o) => (hers.has(o.buyerName) ? o : { ...o, buyerName: OUTSIDE_PERSON }));
}

/** The caller's enterprise's order named by `orderId`, still waiting for payment. */
function pendingOrder(input: AuthedInput, action: '取消' | '支付'): OrderRow {
  const e = enterpriseNumberOf(input);
  const orderId = text(input.body, 'orderId', { label: '订单', required: true });
  const o = ordersOf(e).find((x) => x.orderId === orderId);
  if (!o) throw new Reject(404, '订单不存在');
  if (o.status !== 0) throw new Reject(500, `订单${STATUS_TEXT[o.status]}，无法${action}`);
  return o;
}

/** The shop's application `id` (its field's value is given); 404 when the catalogue has none. */
function shopEntry(e: string, id: string): CatalogueEntry {
  const c = entryOfId(e, id);
  if (!c) throw new Reject(404, '应用不存在');
  return c;
}

const orderNote = (action: string, o: Order) =>
  note('f14', `${action}订单 ${o.orderNo}（${o.appName} ${o.planName}）`, { objects: [o.appName, o.orderNo] });

const ORDER_COLUMNS: Column[] = [
  { header: '订单编号', key: 'orderNo', width: 22 },
  { header: '应用名称', key: 'appName', width: 18 },
  { header: '版本', key: 'planName', width: 10 },
  { header: '金额（元）', key: 'amount', width: 12 },
  { header: '订单状态', key: 'statusText', width: 10 },
  { header: '下单时间', key: 'createTime', width: 20 },
  { header: '支付时间', key: 'payTime', width: 20 },
  { header: '下单人', key: 'buyerName', width: 10 },
];

const shopHandlers = [
  route('get', P, '/shop/appList', (input) => {
    const e = enterpriseNumberOf(input);
    const q = queryObject(input);
    const keyword = text(q, 'keyword', { label: '搜索内容', max: 30 }).toLowerCase();
    const category = q.categoryMark ? oneOf(q.categoryMark, CATEGORIES, 'categoryMark') : '';
    return CATALOGUE.filter(
      (c) =>
        (!category || c.categoryMark === category) &&
        (!keyword || `${c.name} ${c.summary}`.toLowerCase().includes(keyword)),
    ).map((c) => shopView(e, c));
  }),

  route('get', P, '/shop/appDetail', (input) => {
    const e = enterpriseNumberOf(input);
    const id = text(queryObject(input), 'id', { label: '应用', required: true });
    return shopView(e, shopEntry(e, id));
  }),

  route(
    'post',
    P,
    '/subscribe/createOrder',
    ({ body, account, ...input }) => {
      const e = enterpriseNumberOf(input);
      const id = text(body, 'appId', { label: '应用', required: true });
      const planId = text(body, 'planId', { label: '版本', required: true });
      const c = shopEntry(e, id);
      const plan = c.plans.find((p) => p.planId === planId);
      if (!plan) throw new Reject(400, '版本不存在');
      const app = shopView(e, c);
      if (app.pendingOrder) throw new Reject(500, '该应用已有待支付订单，请先完成支付或取消');
      if (app.owned && plan.price === 0) throw new Reject(500, '应用已开通');
      const now = nowStamp();
      const seq = orderRows().length + 1;
      const buyer =
        staff().find((p) => p.enterpriseNumber === e && p.lenovoId === account.lenovoId)?.name ?? account.lenovoId;
      // a free plan is opened at once; a paid one waits for payment outside the console
      const status: OrderStatus = plan.price === 0 ? 1 : 0;
      const row: OrderRow = {
        orderId: `o-${e}-${Date.now().toString(36)}${seq}`,
        orderNo: `DD${now.slice(0, 10).replace(/-/g, '')}${String(5000 + seq)}`,
        enterpriseNumber: e,
        appId: id,
        appName: c.name,
        planId,
        planName: plan.name,
        amount: plan.price,
        status,
        createTime: now,
        payTime: status === 1 ? now : '',
        buyerName: buyer,
      };
      orderRows().unshift(row);
      return orderView(row);
    },
    {
      log: (_input, result) => {
        const o = result as Order;
        return note('f14', `${o.status === 1 ? '开通' : '订阅'}应用 ${o.appName}（${o.planName}）`, {
          objects: [o.appName, o.orderNo],
        });
      },
    },
  ),

  // The way out of a pending order (docs/assumed-contract.md "Application shop, orders and office-suite
  // licences"): it is cancelled, or paid where the sandbox stands in for the payment service.
  route(
    'post',
    P,
    '/subscribe/cancelOrder',
    (input) => {
      const o = pendingOrder(input, '取消');
      o.status = 2;
      return orderView(o);
    },
    { log: (_input, result) => orderNote('取消', result as Order) },
  ),

  route(
    'post',
    P,
    '/subscribe/payOrder',
    (input) => {
      const o = pendingOrder(input, '支付');
      o.status = 1;
      o.payTime = nowStamp();
      return orderView(o);
    },
    { log: (_input, result) => orderNote('支付', result as Order) },
  ),

  route(
    'post',
    P,
    '/subscribe/findOrders',
    (input) => {
      const e = enterpriseNumberOf(input);
      paging(input.body);
      const keep = orderFilter(input.body);
      return paginate(ordersSeenBy(input, e).filter(keep).map(orderView), input.body.page, input.body.size);
    },
    { read: true },
  ),

  route('get', P, '/subscribe/exportExcel', (input) => {
    const e = enterpriseNumberOf(input);
    const keep = orderFilter(queryObject(input));
    return xlsxResponse(
      '应用订单.xlsx',
      ORDER_COLUMNS,
      ordersSeenBy(input, e)
        .filter(keep)
        .map((o) => ({ ...o, statusText: STATUS_TEXT[o.status] })),
    );
  }),
];

type Order = ReturnType<typeof orderView>;

export default shopHandlers;
