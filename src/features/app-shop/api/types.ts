// The shop's records and inputs, inferred from the call schemas (./contract.ts, where each is
// described; docs/assumed-contract.md "Workplace" → "Application shop").
export type {
  AppCategory,
  CreateOrderInput,
  Order,
  OrderFilter,
  OrderQuery,
  OrderStatus,
  ShopApp,
  ShopPlan,
  ShopQuery,
} from './contract';
