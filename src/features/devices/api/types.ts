// Shapes of the device and printer calls (admin-modules §3 Printer, §7 "Printers and devices") and of
// the printer service's usage calls. Beyond the spec's field names they are assumed
// (docs/assumed-contract.md, "## Workplace" → "### Devices and printers").

/** A device category (GET /deviceCategory/queryList). Only printers are managed on this console. */
export interface DeviceCategory {
  id: string;
  name: string;
  /** devices of the category bound to the enterprise */
  count: number;
  /** true: the category's devices are managed here (the printer navigation) */
  manageable: boolean;
}

/** purchase: bought by the enterprise; rental: rented, printing is charged per page. */
export type PrinterType = 'purchase' | 'rental';

/** Who may print on a printer: everyone, or chosen departments and people. */
export interface PrinterAuthorization {
  range: 'all' | 'custom';
  departIds: string[];
  lenovoIds: string[];
  departments: Array<{ id: string; departName: string }>;
  users: Array<{ lenovoId: string; name: string }>;
  /** departments and people outside a scoped administrator's 管理范围: not listed, kept by the server
   *  when she saves (assumed contract "Partial writes"); absent when none */
  hiddenDepartCount?: number;
  hiddenUserCount?: number;
}

/** A printer bound to the enterprise (§3: sn, location, type, price, printerId, printerSn, enterpriseId, printerIconUrl). */
export interface Printer {
  printerId: string;
  printerSn: string;
  /** the same as printerSn (the spec shows both names) */
  sn: string;
  enterpriseId: string;
  model: string;
  location: string;
  type: PrinterType;
  /** yuan per page */
  price: number;
  printerIconUrl: string;
  authorization: PrinterAuthorization;
  createTime: string;
}

export interface PrinterInput {
  printerSn: string;
  location: string;
  type: PrinterType;
}

export interface AuthorizationInput {
  printerId: string;
  range: 'all' | 'custom';
  departIds: string[];
  lenovoIds: string[];
}

/** One print job. */
export interface PrintRecord {
  id: string;
  printerId: string;
  printerSn: string;
  location: string;
  type: PrinterType;
  lenovoId: string;
  userName: string;
  departName: string;
  fileName: string;
  pages: number;
  copies: number;
  color: boolean;
  /** yuan: pages × copies × the price at the time */
  amount: number;
  /** print points used */
  points: number;
  printTime: string;
}

/** POST /printer/history and GET /printer/exportHistory: one of the two history lists, dates YYYY-MM-DD (inclusive, '' = open). */
export interface HistoryQuery {
  type: PrinterType;
  startTime: string;
  endTime: string;
  page: number;
  size: number;
}

/** GET /printPackage/getAvailableValue */
export interface PrintPoints {
  availableValue: number;
  totalValue: number;
  /** '' when the enterprise has no package */
  expireTime: string;
}

/** The printer service's rental price (assumed call). */
export interface RentalPrice {
  blackWhite: number;
  color: number;
  monthlyRent: number;
  rentalPrinters: number;
}

/** The printer service's printed history (assumed call): every job of the enterprise, any printer. */
export interface ServiceHistoryQuery {
  startTime: string;
  endTime: string;
  keyword: string;
  page: number;
  size: number;
}
