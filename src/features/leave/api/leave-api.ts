import { request, urlOf } from '@/lib/contract/define';
import { downloadXlsx } from '@/lib/http/download';
import { upload } from '@/lib/http/upload';
import { ApiError } from '@/lib/http/errors';
import { toastError } from '@/lib/feedback/toast';
import { EXPORT_FILE_NAME, IMPORT_TEMPLATE_NAME, OVERLAP_CODE, OVERLAP_SERVER_MESSAGE } from '../constants';
import {
  addHolidayCall,
  addHolidayUserCall,
  balanceExportCall,
  balanceImportAnalysisCall,
  balanceImportSaveCall,
  balanceTemplateCall,
  delHolidayCall,
  delHolidayUserCall,
  grantVacationCall,
  listGrantsCall,
  searchHolidayAllCall,
  searchHolidayCall,
  searchHolidayLogCall,
  searchHolidayUserCall,
  selectHolidayByUserCall,
  selectHolidayUserCall,
  updateHolidayCall,
  updateHolidayUserCall,
  vacationSummaryCall,
} from './contract';
import type {
  BalanceExportQuery,
  BalanceImportAnalysis,
  GrantInput,
  GrantListQuery,
  LeaveBalanceInput,
  LeaveBalanceQuery,
  LeaveBalanceUpdate,
  LeaveTypeQuery,
  LedgerQuery,
} from './types';

// Leave types, balances and the ledger on the leave service (admin-modules §7 "Leave"); balance
// import/export (paths not in the spec) on the same service; vacation grants on the vacation
// service. Bodies and answers are assumed (docs/assumed-contract.md); the calls are in ./contract.ts.

/** §8: code 999 'time is error' = the balance overlaps another of the same person and type. */
export const isOverlapError = (e: unknown): boolean =>
  e instanceof ApiError && String(e.code) === String(OVERLAP_CODE) && e.message === OVERLAP_SERVER_MESSAGE;

/** Code 999 reaches the caller untoasted (quietCodes); only 'time is error' is the page's to explain,
 *  any other 999 message is toasted here as the layer would have. */
function overlapAware<T>(call: Promise<T>): Promise<T> {
  return call.catch((e: unknown) => {
    if (e instanceof ApiError && String(e.code) === String(OVERLAP_CODE) && !isOverlapError(e)) {
      toastError(e.message);
      throw new ApiError(e.kind, e.message, {
        code: e.code,
        errorCode: e.errorCode,
        status: e.status,
        data: e.data,
        notified: true,
      });
    }
    throw e;
  });
}
const quietCodes = [OVERLAP_CODE];

// Leave types

/** GET /adminLeave/searchHolidayAll: every leave type of the enterprise. */
export const searchHolidayAll = (signal?: AbortSignal) => request(searchHolidayAllCall, {}, { signal });

/** POST /adminLeave/searchHoliday: a page of leave types whose name contains `name`. */
export const searchHoliday = (query: LeaveTypeQuery, signal?: AbortSignal) =>
  request(searchHolidayCall, { body: query }, { signal });

/** POST /adminLeave/addHoliday */
export const addHoliday = (name: string, signal?: AbortSignal) =>
  request(addHolidayCall, { body: { name } }, { signal });

/** POST /adminLeave/updateHoliday */
export const updateHoliday = (input: { id: string; name: string }, signal?: AbortSignal) =>
  request(updateHolidayCall, { body: input }, { signal });

/** POST /adminLeave/delHoliday: the type and every balance of it (each recorded in its person's ledger). */
export const delHoliday = (id: string, signal?: AbortSignal) => request(delHolidayCall, { body: { id } }, { signal });

// Balances

/** POST /adminLeave/addHolidayUser: rejects with code 999 'time is error' (untoasted) on an overlap. */
export const addHolidayUser = (input: LeaveBalanceInput, signal?: AbortSignal) =>
  overlapAware(request(addHolidayUserCall, { body: input }, { signal, quietCodes }));

/** POST /adminLeave/updateHolidayUser: rejects with code 999 'time is error' (untoasted) on an overlap. */
export const updateHolidayUser = (input: LeaveBalanceUpdate, signal?: AbortSignal) =>
  overlapAware(request(updateHolidayUserCall, { body: input }, { signal, quietCodes }));

/** POST /adminLeave/delHolidayUser: one or more balances. */
export const delHolidayUser = (ids: string[], signal?: AbortSignal) =>
  request(delHolidayUserCall, { body: { ids } }, { signal });

/** POST /adminLeave/searchHolidayUser: a page of balances (filters by type, department, name or phone). */
export const searchHolidayUser = (query: LeaveBalanceQuery, signal?: AbortSignal) =>
  request(searchHolidayUserCall, { body: query }, { signal });

/** POST /adminLeave/selectHolidayUser: every balance of one person (the form's overlap check uses it). */
export const selectHolidayUser = (lenovoId: string, signal?: AbortSignal) =>
  request(selectHolidayUserCall, { body: { lenovoId } }, { signal });

/** GET /selectHolidayByUser: one person's leave types with the hours valid now. */
export const selectHolidayByUser = (lenovoId: string, signal?: AbortSignal) =>
  request(selectHolidayByUserCall, { params: { lenovoId } }, { signal });

/** POST /adminLeave/searchHolidayLogByLenovoId: a person's ledger, newest first. */
export const searchHolidayLog = (query: LedgerQuery, signal?: AbortSignal) =>
  request(searchHolidayLogCall, { body: query }, { signal });

// Import and export (assumed paths)

/** The .xlsx template: 姓名, 手机号, 假期类型, 额度（小时）, 开始日期, 结束日期. */
export const downloadBalanceTemplate = (signal?: AbortSignal) =>
  downloadXlsx(urlOf(balanceTemplateCall), { fileName: IMPORT_TEMPLATE_NAME, signal });

/** Import step 1: parse; every row comes back importable or with its reason. A re-upload sends the previous importId. */
export const analyseBalanceImport = (
  file: File,
  options: { importId?: string; onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
) =>
  upload<BalanceImportAnalysis>(urlOf(balanceImportAnalysisCall), file, {
    fields: options.importId ? { importId: options.importId } : {},
    onProgress: options.onProgress,
    signal: options.signal,
    answer: balanceImportAnalysisCall.answer,
  });

/** Import step 2: save the importable rows (rows that became invalid meanwhile are refused as a whole). */
export const saveBalanceImport = (importId: string, signal?: AbortSignal) =>
  request(balanceImportSaveCall, { body: { importId } }, { signal });

/** Balances as .xlsx: the chosen ids, or everything the filters match. */
export const exportBalances = (query: BalanceExportQuery, signal?: AbortSignal) =>
  downloadXlsx(urlOf(balanceExportCall), {
    method: 'post',
    body: query,
    fileName: EXPORT_FILE_NAME,
    signal,
  });

// Vacation (assumed calls on the vacation service)

/** One call grants `lines` hours of a type to departments (sub-departments included) and people. */
export const grantVacation = (input: GrantInput, signal?: AbortSignal) =>
  request(grantVacationCall, { body: input }, { signal });

/** Grants made, newest first. */
export const listGrants = (query: GrantListQuery, signal?: AbortSignal) =>
  request(listGrantsCall, { body: query }, { signal });

/** Per leave type: people holding a balance valid now and hours granted. */
export const vacationSummary = (signal?: AbortSignal) => request(vacationSummaryCall, {}, { signal });
