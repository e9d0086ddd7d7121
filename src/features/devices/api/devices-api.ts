import { request, urlOf } from '@/lib/contract/define';
import { downloadXlsx } from '@/lib/http/download';
import { HISTORY_FILE } from '../constants';
import {
  addPrinterCall,
  authorizePrinterCall,
  deletePrintersCall,
  deviceCategoriesCall,
  exportHistoryCall,
  printerPriceCall,
  printerQrCodeCall,
  printersCall,
  printHistoryCall,
  printPointsCall,
  setPriceCall,
} from './contract';
import type { AuthorizationInput, HistoryQuery, PrintPoints, PrinterInput } from './types';

// Devices and printers (admin-modules §7 "Printers and devices"), on the enterprise service (the spec
// names no service; recorded in docs/assumed-contract.md). Bodies and answers are assumed.

/** GET /deviceCategory/queryList */
export const queryDeviceCategories = (signal?: AbortSignal) => request(deviceCategoriesCall, {}, { signal });

/** GET /printer/queryList: the enterprise's printers, newest first. */
export const queryPrinters = (signal?: AbortSignal) => request(printersCall, {}, { signal });

/** POST /printer/checkSnAndSave: binds the printer with this SN; an unknown or already-bound SN is refused (the server's message is shown). */
export const checkSnAndSave = (input: PrinterInput, signal?: AbortSignal) =>
  request(addPrinterCall, { body: input }, { signal });

/** POST /printer/deleteAll with printerIds joined by commas. */
export const deletePrinters = (printerIds: string[], signal?: AbortSignal) =>
  request(deletePrintersCall, { body: { printerIds: printerIds.join(',') } }, { signal });

/** POST /printer/printerQrcCode with printerSn: the QR code image as a data URL. */
export const printerQrCode = (printerSn: string, signal?: AbortSignal) =>
  request(printerQrCodeCall, { body: { printerSn } }, { signal });

/** POST /printer/authorization: who may print on a printer. */
export const authorizePrinter = (input: AuthorizationInput, signal?: AbortSignal) =>
  request(authorizePrinterCall, { body: input }, { signal });

/** POST /printer/setPrice: yuan per page, ≥ 0. */
export const setPrinterPrice = (input: { printerId: string; price: number }, signal?: AbortSignal) =>
  request(setPriceCall, { body: input }, { signal });

/** GET /printer/getPrinterPrice with printerId. */
export const getPrinterPrice = (printerId: string, signal?: AbortSignal) =>
  request(printerPriceCall, { params: { printerId } }, { signal });

/** POST /printer/history: a page of the purchase or rental print history. */
export const printHistory = (query: HistoryQuery, signal?: AbortSignal) =>
  request(printHistoryCall, { body: query }, { signal });

/** GET /printer/exportHistory: the history the filters match, as .xlsx. */
export const exportPrintHistory = (query: Omit<HistoryQuery, 'page' | 'size'>, signal?: AbortSignal) =>
  downloadXlsx(urlOf(exportHistoryCall), { params: query, fileName: HISTORY_FILE, signal });

const NO_POINTS: PrintPoints = { availableValue: 0, totalValue: 0, expireTime: '' };

/** GET /printPackage/getAvailableValue. §8: ENTERPRISE_0072 (no package yet) answers it successfully
 *  (the call's okCodes): its data, or 0 points when it carries none. */
export const getAvailablePoints = (signal?: AbortSignal) =>
  request(printPointsCall, {}, { signal }).then((points) => points ?? NO_POINTS);
