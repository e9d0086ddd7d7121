import { services } from '@/config/services';
import { get, post } from '@/lib/http/client';
import { downloadXlsx } from '@/lib/http/download';
import type { CreateOrderInput, Order, OrderFilter, OrderQuery, Paged, ShopApp, ShopQuery } from './types';

// The application shop and the enterprise's orders (admin-modules §2 AppShop and
// workbench_orderListManagement, §7 "Usage pages" orders). The catalogue and order creation are not in
// the spec: assumed in docs/assumed-contract.md "Workplace" → "Application shop".
const P = services.apps;

export const fetchShopApps = (q: ShopQuery, signal?: AbortSignal) =>
  get<ShopApp[]>(`${P}/shop/appList`, { keyword: q.keyword, categoryMark: q.categoryMark }, { signal });

export const fetchShopApp = (id: string, signal?: AbortSignal) =>
  get<ShopApp>(`${P}/shop/appDetail`, { id }, { signal });

export const createOrder = (input: CreateOrderInput, signal?: AbortSignal) =>
  post<Order>(`${P}/subscribe/createOrder`, input, { signal });

/** A pending order cancelled (assumed call): answers the order, status 2 已取消. */
export const cancelOrder = (orderId: string) => post<Order>(`${P}/subscribe/cancelOrder`, { orderId });

/** A pending order paid (assumed call; the sandbox stands in for the payment service): answers the
 *  order, status 1 已支付. */
export const payOrder = (orderId: string) => post<Order>(`${P}/subscribe/payOrder`, { orderId });

export const findOrders = (q: OrderQuery, signal?: AbortSignal) =>
  post<Paged<Order>>(`${P}/subscribe/findOrders`, q, { signal });

export const exportOrders = (filter: OrderFilter) =>
  downloadXlsx(`${P}/subscribe/exportExcel`, { params: { ...filter }, fileName: '应用订单.xlsx' });
