import { services } from '@/config/services';
import { get, post } from '@/lib/http/client';
import { downloadXlsx } from '@/lib/http/download';
import { isApiError } from '@/lib/http/errors';
import type { Paged } from '@/lib/org/types';
import { HISTORY_FILE, NO_PACKAGE_CODE } from '../constants';
import type {
  AuthorizationInput,
  DeviceCategory,
  HistoryQuery,
  PrintPoints,
  PrintRecord,
  Printer,
  PrinterInput,
} from './types';

// Devices and printers (admin-modules §7 "Printers and devices"), on the enterprise service (the spec
// names no service; recorded in docs/assumed-contract.md). Bodies and answers are assumed.
const E = services.enterprise;

/** GET /deviceCategory/queryList */
export const queryDeviceCategories = (signal?: AbortSignal) =>
  get<DeviceCategory[]>(`${E}/deviceCategory/queryList`, undefined, { signal });

/** GET /printer/queryList: the enterprise's printers, newest first. */
export const queryPrinters = (signal?: AbortSignal) => get<Printer[]>(`${E}/printer/queryList`, undefined, { signal });

/** POST /printer/checkSnAndSave: binds the printer with this SN; an unknown or already-bound SN is refused (the server's message is shown). */
export const checkSnAndSave = (input: PrinterInput, signal?: AbortSignal) =>
  post<Printer>(`${E}/printer/checkSnAndSave`, input, { signal });

/** POST /printer/deleteAll with printerIds joined by commas. */
export const deletePrinters = (printerIds: string[], signal?: AbortSignal) =>
  post<{ count: number }>(`${E}/printer/deleteAll`, { printerIds: printerIds.join(',') }, { signal });

/** POST /printer/printerQrcCode with printerSn: the QR code image as a data URL. */
export const printerQrCode = (printerSn: string, signal?: AbortSignal) =>
  post<{ printerSn: string; qrcode: string }>(`${E}/printer/printerQrcCode`, { printerSn }, { signal });

/** POST /printer/authorization: who may print on a printer. */
export const authorizePrinter = (input: AuthorizationInput, signal?: AbortSignal) =>
  post<Printer>(`${E}/printer/authorization`, input, { signal });

/** POST /printer/setPrice: yuan per page, ≥ 0. */
export const setPrinterPrice = (input: { printerId: string; price: number }, signal?: AbortSignal) =>
  post<{ printerId: string; price: number }>(`${E}/printer/setPrice`, input, { signal });

/** GET /printer/getPrinterPrice with printerId. */
export const getPrinterPrice = (printerId: string, signal?: AbortSignal) =>
  get<{ printerId: string; price: number }>(`${E}/printer/getPrinterPrice`, { printerId }, { signal });

/** POST /printer/history: a page of the purchase or rental print history. */
export const printHistory = (query: HistoryQuery, signal?: AbortSignal) =>
  post<Paged<PrintRecord>>(`${E}/printer/history`, query, { signal });

/** GET /printer/exportHistory: the history the filters match, as .xlsx. */
export const exportPrintHistory = (query: Omit<HistoryQuery, 'page' | 'size'>, signal?: AbortSignal) =>
  downloadXlsx(`${E}/printer/exportHistory`, { params: query, fileName: HISTORY_FILE, signal });

const NO_POINTS: PrintPoints = { availableValue: 0, totalValue: 0, expireTime: '' };

/** GET /printPackage/getAvailableValue. §8: code ENTERPRISE_0072 is a success (no package yet): no toast, its data or none. */
export const getAvailablePoints = (signal?: AbortSignal) =>
  get<PrintPoints>(`${E}/printPackage/getAvailableValue`, undefined, { signal, quietCodes: [NO_PACKAGE_CODE] }).catch(
    (e: unknown) => {
      if (isApiError(e) && (e.errorCode === NO_PACKAGE_CODE || String(e.code) === NO_PACKAGE_CODE))
        return { ...NO_POINTS, ...(e.data as Partial<PrintPoints> | null) };
      throw e;
    },
  );
