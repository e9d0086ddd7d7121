import type { AppCategory, OrderStatus, ShopPlan } from './api/types';

export const CATEGORY_LABEL: Record<AppCategory, string> = {
  basic: '基础应用',
  free: '免费应用',
  subscribed: '订阅应用',
  thirdParty: '第三方应用',
};

export const CATEGORY_OPTIONS: Array<{ value: AppCategory | ''; label: string }> = [
  { value: '', label: '全部' },
  ...(Object.keys(CATEGORY_LABEL) as AppCategory[]).map((value) => ({ value, label: CATEGORY_LABEL[value] })),
];

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = { 0: '待支付', 1: '已支付', 2: '已取消', 3: '已退款' };
export const ORDER_STATUS_COLOR: Record<OrderStatus, string> = { 0: 'gold', 1: 'green', 2: 'default', 3: 'red' };

const PERIOD_LABEL: Record<ShopPlan['period'], string> = { year: '年', month: '月', forever: '' };

/** 免费, or ¥1,999/年. */
export function planPrice(plan: ShopPlan): string {
  if (plan.price === 0) return '免费';
  const money = `¥${plan.price.toLocaleString('zh-CN')}`;
  return plan.period === 'forever' ? money : `${money}/${PERIOD_LABEL[plan.period]}`;
}

export const money = (yuan: number) =>
  `¥${yuan.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
