import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { byId, count, flag, id, list, pageArgs, paged, record, text } from '@/lib/contract/fields';
import { AppCategorySchema } from '@/lib/apps/category-schema';

// The application shop and the enterprise's orders (admin-modules §2 AppShop and
// workbench_orderListManagement, §7 "Usage pages" orders), on the apps service. The spec names the
// orders' two calls; the catalogue, order creation and a pending order's payment and cancellation
// are assumed (docs/assumed-contract.md "Workplace" → "Application shop").

/** Order status codes (assumed): 0 待支付, 1 已支付, 2 已取消, 3 已退款. */
export const OrderStatusSchema = v.picklist([0, 1, 2, 3]);

/** One plan an application is sold under (docs/assumed-contract.md "Workplace" → "Application shop"). */
export const ShopPlanSchema = record({
  planId: id,
  name: v.string(),
  /** yuan per period; 0 for a free plan */
  price: count,
  period: v.picklist(['year', 'month', 'forever']),
});

/** A catalogue entry of the application shop (assumed shape). */
export const ShopAppSchema = record({
  /** the enterprise's application id where the application is one of its apps (/app/listAll ids) */
  id,
  name: v.string(),
  categoryMark: AppCategorySchema,
  summary: text,
  description: text,
  developer: text,
  plans: list(ShopPlanSchema),
  /** the enterprise has the application: one of its apps, or a paid order of it */
  owned: flag,
  /** the enterprise has an unpaid order of it */
  pendingOrder: flag,
});

/** An order of the enterprise (POST /subscribe/findOrders; assumed shape). */
export const OrderSchema = record({
  orderId: id,
  orderNo: v.string(),
  appId: id,
  appName: v.string(),
  planName: text,
  /** yuan */
  amount: count,
  status: OrderStatusSchema,
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: text,
  /** '' until paid */
  payTime: text,
  buyerName: text,
});

const ShopQuerySchema = v.object({
  keyword: v.string(),
  /** '' for every category */
  categoryMark: v.union([AppCategorySchema, v.literal('')]),
});

const filterEntries = {
  startDate: v.string(),
  endDate: v.string(),
  status: v.union([OrderStatusSchema, v.literal('')]),
};

/** The order filters; days 'YYYY-MM-DD' both inclusive, '' for open ends; status '' for any. */
const OrderFilterSchema = v.object(filterEntries);

const OrderQuerySchema = v.object({ ...filterEntries, ...pageArgs });

const CreateOrderInputSchema = v.object({ appId: v.string(), planId: v.string() });

export const shopAppsCall = defineCall({
  method: 'GET',
  service: 'apps',
  path: '/shop/appList',
  status: 'assumed',
  summary: '应用商店目录',
  query: ShopQuerySchema,
  answer: v.array(ShopAppSchema),
});

export const shopAppCall = defineCall({
  method: 'GET',
  service: 'apps',
  path: '/shop/appDetail',
  status: 'assumed',
  summary: '应用商店中一个应用的详情',
  query: byId,
  answer: ShopAppSchema,
});

export const createOrderCall = defineCall({
  method: 'POST',
  service: 'apps',
  path: '/subscribe/createOrder',
  status: 'assumed',
  summary: '订阅或开通应用（下单）',
  body: CreateOrderInputSchema,
  answer: OrderSchema,
});

export const cancelOrderCall = defineCall({
  method: 'POST',
  service: 'apps',
  path: '/subscribe/cancelOrder',
  status: 'assumed',
  summary: '取消待支付订单',
  body: v.object({ orderId: v.string() }),
  answer: OrderSchema,
});

export const payOrderCall = defineCall({
  method: 'POST',
  service: 'apps',
  path: '/subscribe/payOrder',
  status: 'assumed',
  summary: '支付待支付订单',
  body: v.object({ orderId: v.string() }),
  answer: OrderSchema,
});

export const findOrdersCall = defineCall({
  method: 'POST',
  service: 'apps',
  path: '/subscribe/findOrders',
  status: 'specified',
  summary: '应用订单（分页）',
  body: OrderQuerySchema,
  answer: paged(OrderSchema),
});

export const exportOrdersCall = defineCall({
  method: 'GET',
  service: 'apps',
  path: '/subscribe/exportExcel',
  status: 'specified',
  summary: '导出应用订单（.xlsx）',
  query: OrderFilterSchema,
  answer: 'file',
});

export type AppCategory = v.InferOutput<typeof AppCategorySchema>;
export type OrderStatus = v.InferOutput<typeof OrderStatusSchema>;
export type ShopPlan = v.InferOutput<typeof ShopPlanSchema>;
export type ShopApp = v.InferOutput<typeof ShopAppSchema>;
export type Order = v.InferOutput<typeof OrderSchema>;
export type ShopQuery = v.InferOutput<typeof ShopQuerySchema>;
export type OrderFilter = v.InferOutput<typeof OrderFilterSchema>;
export type OrderQuery = v.InferOutput<typeof OrderQuerySchema>;
export type CreateOrderInput = v.InferOutput<typeof CreateOrderInputSchema>;
