import type { Paged } from '@/lib/org/types';

export type { Paged };

/** The four application categories (admin-modules §4). */
export type AppCategory = 'basic' | 'free' | 'subscribed' | 'thirdParty';

/** One plan an application is sold under (docs/assumed-contract.md "Workplace" → "Application shop"). */
export interface ShopPlan {
  planId: string;
  name: string;
  /** yuan per period; 0 for a free plan */
  price: number;
  /** 'year' | 'month' | 'forever' */
  period: 'year' | 'month' | 'forever';
}

/** A catalogue entry of the application shop (assumed shape). */
export interface ShopApp {
  /** the enterprise's application id where the application is one of its apps (/app/listAll ids) */
  id: string;
  name: string;
  categoryMark: AppCategory;
  summary: string;
  description: string;
  developer: string;
  plans: ShopPlan[];
  /** the enterprise has the application: one of its apps, or a paid order of it */
  owned: boolean;
  /** the enterprise has an unpaid order of it */
  pendingOrder: boolean;
}

export interface ShopQuery {
  keyword: string;
  /** '' for every category */
  categoryMark: AppCategory | '';
}

/** Order status codes (assumed): 0 待支付, 1 已支付, 2 已取消, 3 已退款. */
export type OrderStatus = 0 | 1 | 2 | 3;

/** An order of the enterprise (POST /subscribe/findOrders; assumed shape). */
export interface Order {
  orderId: string;
  orderNo: string;
  appId: string;
  appName: string;
  planName: string;
  /** yuan */
  amount: number;
  status: OrderStatus;
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: string;
  /** '' until paid */
  payTime: string;
  buyerName: string;
}

/** The order filters; days 'YYYY-MM-DD' both inclusive, '' for open ends; status '' for any. */
export interface OrderFilter {
  startDate: string;
  endDate: string;
  status: OrderStatus | '';
}

export interface OrderQuery extends OrderFilter {
  page: number;
  size: number;
}

export interface CreateOrderInput {
  appId: string;
  planId: string;
}
