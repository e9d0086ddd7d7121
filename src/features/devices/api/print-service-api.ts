import { request, urlOf } from '@/lib/contract/define';
import { downloadXlsx } from '@/lib/http/download';
import { SERVICE_HISTORY_FILE } from '../constants';
import { exportServiceHistoryCall, printedHistoryCall, printServiceLoginCall, rentalPriceCall } from './contract';
import type { ServiceHistoryQuery } from './types';

// The printer service (admin-modules §7 "Printers and devices": "a token login, rental price, printed
// history and export; paths not shown"). Paths and shapes assumed (docs/assumed-contract.md): the
// console's session logs in to the service once and every later call carries the service's
// printToken as a query parameter; an expired printToken is refused and the page logs in again.

/** The service refuses a missing or expired printToken with this errorCode; the page logs in again (no toast). */
export const PRINT_TOKEN_INVALID = 'PRINT_TOKEN_INVALID';
const quietCodes = [PRINT_TOKEN_INVALID];

/** Token login: the console session for a printer-service token. */
export const printServiceLogin = (signal?: AbortSignal) => request(printServiceLoginCall, { body: {} }, { signal });

/** Rental price per page and per month. */
export const printServiceRentalPrice = (printToken: string, signal?: AbortSignal) =>
  request(rentalPriceCall, { params: { printToken } }, { signal, quietCodes });

/** The enterprise's printed history, every printer, newest first. */
export const printServiceHistory = (printToken: string, query: ServiceHistoryQuery, signal?: AbortSignal) =>
  request(printedHistoryCall, { params: { printToken }, body: query }, { signal, quietCodes });

/** The printed history the filters match, as .xlsx. */
export const exportPrintServiceHistory = (
  printToken: string,
  query: Omit<ServiceHistoryQuery, 'page' | 'size'>,
  signal?: AbortSignal,
) =>
  downloadXlsx(urlOf(exportServiceHistoryCall), {
    params: { ...query, printToken },
    fileName: SERVICE_HISTORY_FILE,
    signal,
  });
