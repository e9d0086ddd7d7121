import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { count, flag, id, list, pageArgs, paged, record, text } from '@/lib/contract/fields';

// Devices and printers (admin-modules §3 Printer, §7 "Printers and devices", §8) and the printer
// service's usage calls, all on the enterprise service. The spec names the printer calls, a few keys
// and the printer's fields; the rest is docs/assumed-contract.md "Devices and printers" and "Printer
// service usage".

/** §8: the points call's code for "no print package yet", which is a success. */
const NO_PACKAGE = { ENTERPRISE_0072: '企业暂未购买打印套餐（视为成功：0 点）' } as const;
/** The printer service refuses a missing, forged or expired printToken with this errorCode (code 401). */
const TOKEN_REFUSED = { PRINT_TOKEN_INVALID: '打印服务登录已失效，请重新登录' } as const;

/** purchase: bought by the enterprise; rental: rented, printing is charged per page. */
export const PrinterTypeSchema = v.picklist(['purchase', 'rental']);

/** A device category (GET /deviceCategory/queryList). Only printers are managed on this console. */
export const DeviceCategorySchema = record({
  id,
  name: v.string(),
  /** devices of the category bound to the enterprise */
  count,
  /** true: the category's devices are managed here (the printer navigation) */
  manageable: flag,
});

/** Who may print on a printer: everyone, or chosen departments and people. */
export const PrinterAuthorizationSchema = record({
  range: v.picklist(['all', 'custom']),
  departIds: list(id),
  lenovoIds: list(id),
  /** every stored department and person by name, a deleted one by its last name ('' if never known) */
  departments: list(record({ id, departName: text })),
  users: list(record({ lenovoId: id, name: text })),
  /** departments and people outside a scoped administrator's 管理范围: not listed, kept by the server
   *  when she saves (assumed contract "Partial writes"); absent when none */
  hiddenDepartCount: v.optional(count),
  hiddenUserCount: v.optional(count),
});

/** A printer bound to the enterprise (§3: sn, location, type, price, printerId, printerSn, enterpriseId, printerIconUrl). */
export const PrinterSchema = record({
  printerId: id,
  printerSn: v.string(),
  /** the same as printerSn (the spec shows both names) */
  sn: text,
  enterpriseId: v.optional(id, ''),
  model: text,
  location: text,
  type: PrinterTypeSchema,
  /** yuan per page */
  price: count,
  printerIconUrl: text,
  authorization: PrinterAuthorizationSchema,
  createTime: text,
});

const PrinterInputSchema = v.object({
  printerSn: v.string(),
  location: v.string(),
  type: PrinterTypeSchema,
});

const AuthorizationInputSchema = v.object({
  printerId: v.string(),
  range: v.picklist(['all', 'custom']),
  departIds: v.array(v.string()),
  lenovoIds: v.array(v.string()),
});

/** One print job. */
export const PrintRecordSchema = record({
  id,
  /** not read by the pages: a job outlives its printer (the row keeps its SN and location) */
  printerId: v.optional(id, ''),
  printerSn: text,
  location: text,
  type: PrinterTypeSchema,
  /** whoever printed (named with their state now: 已离职, 已删除) */
  lenovoId: id,
  userName: text,
  departName: text,
  fileName: text,
  pages: count,
  copies: count,
  color: flag,
  /** yuan: pages × copies × the price at the time */
  amount: count,
  /** print points used */
  points: count,
  printTime: text,
});

/** POST /printer/history and GET /printer/exportHistory: one of the two history lists, dates YYYY-MM-DD (inclusive, '' = open). */
const HistoryQuerySchema = v.object({
  type: PrinterTypeSchema,
  startTime: v.string(),
  endTime: v.string(),
  ...pageArgs,
});

/** GET /printPackage/getAvailableValue */
export const PrintPointsSchema = record({
  availableValue: count,
  totalValue: count,
  /** '' when the enterprise has no package */
  expireTime: text,
});

/** The printer service's rental price (assumed call). */
export const RentalPriceSchema = record({
  blackWhite: count,
  color: count,
  monthlyRent: count,
  rentalPrinters: count,
});

/** The printer service's printed history (assumed call): every job of the enterprise, any printer. */
const ServiceHistoryQuerySchema = v.object({
  startTime: v.string(),
  endTime: v.string(),
  keyword: v.string(),
  ...pageArgs,
});

const PriceSchema = record({ printerId: id, price: count });
const byToken = v.object({ printToken: v.string() });

export const deviceCategoriesCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/deviceCategory/queryList',
  status: 'specified',
  summary: '设备分类及其数量',
  answer: v.array(DeviceCategorySchema),
});

export const printersCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/printer/queryList',
  status: 'specified',
  summary: '企业的打印机（新添加的在前）',
  answer: v.array(PrinterSchema),
});

export const addPrinterCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/printer/checkSnAndSave',
  status: 'specified',
  summary: '校验序列号并添加打印机',
  body: PrinterInputSchema,
  answer: PrinterSchema,
});

export const deletePrintersCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/printer/deleteAll',
  status: 'specified',
  summary: '删除打印机（printerIds 以逗号连接）',
  body: v.object({ printerIds: v.string() }),
  answer: record({ count }),
});

export const printerQrCodeCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/printer/printerQrcCode',
  status: 'specified',
  summary: '打印机二维码',
  body: v.object({ printerSn: v.string() }),
  /** qrcode: the image as a data URL */
  answer: record({ printerSn: text, qrcode: v.string() }),
});

export const authorizePrinterCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/printer/authorization',
  status: 'specified',
  summary: '设置打印机使用权限',
  body: AuthorizationInputSchema,
  answer: PrinterSchema,
});

export const setPriceCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/printer/setPrice',
  status: 'specified',
  summary: '设置打印单价（元/页）',
  body: v.object({ printerId: v.string(), price: v.number() }),
  answer: PriceSchema,
});

export const printerPriceCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/printer/getPrinterPrice',
  status: 'specified',
  summary: '打印机的打印单价',
  query: v.object({ printerId: v.string() }),
  answer: PriceSchema,
});

export const printHistoryCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/printer/history',
  status: 'specified',
  summary: '购买或租赁打印机的打印记录（分页）',
  body: HistoryQuerySchema,
  answer: paged(PrintRecordSchema),
});

export const exportHistoryCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/printer/exportHistory',
  status: 'specified',
  summary: '导出打印记录（.xlsx）',
  query: v.omit(HistoryQuerySchema, ['page', 'size']),
  answer: 'file',
});

export const printPointsCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/printPackage/getAvailableValue',
  status: 'specified',
  summary: '可用打印点数（null：未购买打印套餐，0 点）',
  answer: v.nullish(PrintPointsSchema, null),
  okCodes: NO_PACKAGE,
});

export const printServiceLoginCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/printService/tokenLogin',
  status: 'assumed',
  summary: '以控制台会话登录打印服务（printToken，2 小时有效）',
  body: v.object({}),
  answer: record({ printToken: v.string(), expireTime: text }),
});

export const rentalPriceCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/printService/rentalPrice',
  status: 'assumed',
  summary: '打印服务的租赁价格',
  query: byToken,
  answer: RentalPriceSchema,
  errors: TOKEN_REFUSED,
});

export const printedHistoryCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/printService/printedHistory',
  status: 'assumed',
  summary: '打印服务的打印记录（全部打印机，分页；printToken 在查询串中）',
  query: byToken,
  body: ServiceHistoryQuerySchema,
  answer: paged(PrintRecordSchema),
  errors: TOKEN_REFUSED,
});

export const exportServiceHistoryCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/printService/exportHistory',
  status: 'assumed',
  summary: '导出打印服务的打印记录（.xlsx）',
  query: v.object({ ...v.omit(ServiceHistoryQuerySchema, ['page', 'size']).entries, printToken: v.string() }),
  answer: 'file',
  errors: TOKEN_REFUSED,
});

/** purchase: bought by the enterprise; rental: rented, printing is charged per page. */
export type PrinterType = v.InferOutput<typeof PrinterTypeSchema>;
/** A printer bound to the enterprise (§3: sn, location, type, price, printerId, printerSn, enterpriseId, printerIconUrl). */
export type Printer = v.InferOutput<typeof PrinterSchema>;
export type PrinterInput = v.InferOutput<typeof PrinterInputSchema>;
export type AuthorizationInput = v.InferOutput<typeof AuthorizationInputSchema>;
/** One print job. */
export type PrintRecord = v.InferOutput<typeof PrintRecordSchema>;
/** POST /printer/history and GET /printer/exportHistory: one of the two history lists, dates YYYY-MM-DD (inclusive, '' = open). */
export type HistoryQuery = v.InferOutput<typeof HistoryQuerySchema>;
/** GET /printPackage/getAvailableValue */
export type PrintPoints = v.InferOutput<typeof PrintPointsSchema>;
/** The printer service's printed history (assumed call): every job of the enterprise, any printer. */
export type ServiceHistoryQuery = v.InferOutput<typeof ServiceHistoryQuerySchema>;
