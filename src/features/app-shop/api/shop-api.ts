import { request, urlOf } from '@/lib/contract/define';
import { downloadXlsx } from '@/lib/http/download';
import {
  cancelOrderCall,
  createOrderCall,
  exportOrdersCall,
  findOrdersCall,
  payOrderCall,
  shopAppCall,
  shopAppsCall,
} from './contract';
import type { CreateOrderInput, OrderFilter, OrderQuery, ShopQuery } from './types';

// The application shop and the enterprise's orders (admin-modules §2 AppShop and
// workbench_orderListManagement, §7 "Usage pages" orders), defined in ./contract.ts. The catalogue and
// order creation are not in the spec: assumed in docs/assumed-contract.md "Workplace" → "Application shop".

export const fetchShopApps = (q: ShopQuery, signal?: AbortSignal) =>
  request(shopAppsCall, { params: { keyword: q.keyword, categoryMark: q.categoryMark } }, { signal });

export const fetchShopApp = (id: string, signal?: AbortSignal) => request(shopAppCall, { params: { id } }, { signal });

export const createOrder = (input: CreateOrderInput, signal?: AbortSignal) =>
  request(createOrderCall, { body: input }, { signal });

/** A pending order cancelled (assumed call): answers the order, status 2 已取消. */
export const cancelOrder = (orderId: string) => request(cancelOrderCall, { body: { orderId } });

/** A pending order paid (assumed call; the sandbox stands in for the payment service): answers the
 *  order, status 1 已支付. */
export const payOrder = (orderId: string) => request(payOrderCall, { body: { orderId } });

export const findOrders = (q: OrderQuery, signal?: AbortSignal) => request(findOrdersCall, { body: q }, { signal });

export const exportOrders = (filter: OrderFilter) =>
  downloadXlsx(urlOf(exportOrdersCall), { params: { ...filter }, fileName: '应用订单.xlsx' });
