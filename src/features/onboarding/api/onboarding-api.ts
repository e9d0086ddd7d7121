import { request, urlOf } from '@/lib/contract/define';
import { downloadXlsx } from '@/lib/http/download';
import { upload } from '@/lib/http/upload';
import {
  addPendingCall,
  advancedSearchPendingCall,
  batchImportCall,
  confirmOnboardingCall,
  deletePendingCall,
  editPendingCall,
  exportPendingCall,
  importTemplateCall,
  saveImportCall,
  searchPendingCall,
  sendInvitationCall,
  type AddPendingInput,
  type ConfirmOnboardingInput,
  type EditPendingInput,
  type ImportAnalysis,
  type InvitationInput,
  type PendingAdvanced,
} from './contract';

// Onboarding calls (admin-modules §7 "Onboarding"). The records are inferred from the call schemas
// (./contract.ts).
export type { PendingAdvanced, PendingInput, PendingStaff } from './contract';

/** The codes the page handles itself (admin-modules §8). */
export const NOT_REGISTERED = 'ENTERPRISE_0088';
export const TWO_ACCOUNTS = 'ENTERPRISE_0089';
const quietCodes = [NOT_REGISTERED, TWO_ACCOUNTS];

export function searchPending(
  q: { keyWord: string; advanced?: PendingAdvanced; page: number; size: number },
  signal?: AbortSignal,
) {
  if (q.advanced)
    return request(advancedSearchPendingCall, { body: { ...q.advanced, page: q.page, size: q.size } }, { signal });
  return request(searchPendingCall, { body: { keyWord: q.keyWord, page: q.page, size: q.size } }, { signal });
}

export const addPending = (body: AddPendingInput) => request(addPendingCall, { body }, { quietCodes });
export const editPending = (body: EditPendingInput) => request(editPendingCall, { body }, { quietCodes });
export const deletePending = (ids: string[]) => request(deletePendingCall, { body: { ids } });
export const exportPending = (ids: string[]) =>
  downloadXlsx(urlOf(exportPendingCall), { method: 'post', body: { ids }, fileName: '待入职人员.xlsx' });

/** Invitation to register: either phone (list) or email (list). */
export const sendInvitation = (body: InvitationInput, signal?: AbortSignal) =>
  request(sendInvitationCall, { body }, { signal });

/** Confirm onboarding (call assumed, docs/assumed-contract.md): the pending people become staff of
 *  the enterprise in the chosen department. */
export const confirmOnboarding = (body: ConfirmOnboardingInput) => request(confirmOnboardingCall, { body });

/** Step 1 of the import: parse; a re-upload sends the previous importId. */
export const analyseImport = (file: File, importId?: string, onProgress?: (percent: number) => void) =>
  upload<ImportAnalysis>(urlOf(batchImportCall), file, {
    fields: importId ? { importId } : {},
    onProgress,
    answer: batchImportCall.answer,
  });
/** Step 2: save the importable rows. */
export const saveImport = (importId: string) => request(saveImportCall, { body: { importId } });
/** The import template (path assumed). */
export const downloadTemplate = () => downloadXlsx(urlOf(importTemplateCall), { fileName: '待入职人员导入模板.xlsx' });
