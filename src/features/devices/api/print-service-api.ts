import { services } from '@/config/services';
import { get, post } from '@/lib/http/client';
import { downloadXlsx } from '@/lib/http/download';
import type { Paged } from '@/lib/org/types';
import { SERVICE_HISTORY_FILE } from '../constants';
import type { PrintRecord, RentalPrice, ServiceHistoryQuery } from './types';

// The printer service (admin-modules §7 "Printers and devices": "a token login, rental price, printed
// history and export; paths not shown"). Paths and shapes assumed (docs/assumed-contract.md): the
// console's session logs in to the service once and every later call carries the service's
// printToken as a query parameter; an expired printToken is refused and the page logs in again.
const E = services.enterprise;

/** The service refuses a missing or expired printToken with this errorCode; the page logs in again (no toast). */
export const PRINT_TOKEN_INVALID = 'PRINT_TOKEN_INVALID';
const quietCodes = [PRINT_TOKEN_INVALID];

/** Token login: the console session for a printer-service token. */
export const printServiceLogin = (signal?: AbortSignal) =>
  post<{ printToken: string; expireTime: string }>(`${E}/printService/tokenLogin`, {}, { signal });

/** Rental price per page and per month. */
export const printServiceRentalPrice = (printToken: string, signal?: AbortSignal) =>
  get<RentalPrice>(`${E}/printService/rentalPrice`, { printToken }, { signal, quietCodes });

/** The enterprise's printed history, every printer, newest first. */
export const printServiceHistory = (printToken: string, query: ServiceHistoryQuery, signal?: AbortSignal) =>
  post<Paged<PrintRecord>>(`${E}/printService/printedHistory`, query, { signal, params: { printToken }, quietCodes });

/** The printed history the filters match, as .xlsx. */
export const exportPrintServiceHistory = (
  printToken: string,
  query: Omit<ServiceHistoryQuery, 'page' | 'size'>,
  signal?: AbortSignal,
) =>
  downloadXlsx(`${E}/printService/exportHistory`, {
    params: { ...query, printToken },
    fileName: SERVICE_HISTORY_FILE,
    signal,
  });
