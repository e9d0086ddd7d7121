import { request, urlOf } from '@/lib/contract/define';
import { toastError } from '@/lib/feedback/toast';
import { checkAnswer } from '@/lib/http/answer-check';
import { reportMismatch } from '@/lib/http/contract-mismatch';
import { downloadXlsx } from '@/lib/http/download';
import { ApiError, CONTRACT_MISMATCH, isApiError } from '@/lib/http/errors';
import { HISTORY_FILE, NO_PACKAGE_CODE } from '../constants';
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
const isObject = (x: unknown): x is object => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The data of an ENTERPRISE_0072 answer: the layer judges the envelope a failure (its code is not
 *  200), so the data has not been checked; it is checked here against the call's schema as the layer
 *  checks a success's. Missing figures are 0: the enterprise has no package. */
function noPackagePoints(data: unknown): PrintPoints {
  const checked = checkAnswer(printPointsCall.answer, isObject(data) ? { ...NO_POINTS, ...data } : (data ?? NO_POINTS));
  if (checked.ok) return checked.value;
  reportMismatch(`GET ${urlOf(printPointsCall)} (${NO_PACKAGE_CODE})`, checked.issues);
  toastError(CONTRACT_MISMATCH);
  throw new ApiError('contract', CONTRACT_MISMATCH, { data: checked.issues, notified: true });
}

/** GET /printPackage/getAvailableValue. §8: code ENTERPRISE_0072 is a success (no package yet): no toast, its data or none. */
export const getAvailablePoints = (signal?: AbortSignal) =>
  request(printPointsCall, {}, { signal, quietCodes: [NO_PACKAGE_CODE] }).catch((e: unknown) => {
    if (isApiError(e) && (e.errorCode === NO_PACKAGE_CODE || String(e.code) === NO_PACKAGE_CODE))
      return noPackagePoints(e.data);
    throw e;
  });
