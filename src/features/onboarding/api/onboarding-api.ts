import { services } from '@/config/services';
import { post } from '@/lib/http/client';
import { downloadXlsx } from '@/lib/http/download';
import { upload } from '@/lib/http/upload';
import type { Paged } from '@/lib/org/types';

// Onboarding calls (admin-modules §7 "Onboarding").
const E = services.enterprise;

/** A pending (onboarding) staff member (admin-modules §3). */
export interface PendingStaff {
  id: string;
  name: string;
  telephone: string;
  email: string;
  position: string;
  enterpriseNumber: string;
  enterpriseId: string;
  createTime: string;
  updateTime: string;
}

export type PendingInput = Pick<PendingStaff, 'name' | 'telephone' | 'email' | 'position'>;
export type PendingAdvanced = Partial<PendingInput>;

export interface ImportAnalysis {
  importId: string;
  importable: Array<Record<string, string>>;
  unImportable: Array<Record<string, string> & { reason: string }>;
}

/** The codes the page handles itself (admin-modules §8). */
export const NOT_REGISTERED = 'ENTERPRISE_0088';
export const TWO_ACCOUNTS = 'ENTERPRISE_0089';
const quietCodes = [NOT_REGISTERED, TWO_ACCOUNTS];

export function searchPending(
  q: { keyWord: string; advanced?: PendingAdvanced; page: number; size: number },
  signal?: AbortSignal,
) {
  if (q.advanced)
    return post<Paged<PendingStaff>>(
      `${E}/admin/tempUserAdvancedSearch`,
      { ...q.advanced, page: q.page, size: q.size },
      { signal },
    );
  return post<Paged<PendingStaff>>(
    `${E}/admin/tempUserSearch`,
    { keyWord: q.keyWord, page: q.page, size: q.size },
    { signal },
  );
}

export const addPending = (body: PendingInput & { enterpriseNumber: string; enterpriseId: string }) =>
  post<PendingStaff>(`${E}/admin/personnelListAdd`, body, { quietCodes });
export const editPending = (body: PendingInput & { id: string }) =>
  post<PendingStaff>(`${E}/admin/personnelEdit`, body, { quietCodes });
export const deletePending = (ids: string[]) => post(`${E}/admin/personnelDel`, { ids });
export const exportPending = (ids: string[]) =>
  downloadXlsx(`${E}/admin/personnelManageListExport`, { method: 'post', body: { ids }, fileName: '待入职人员.xlsx' });

/** Invitation to register: either phone (list) or email (list). */
export const sendInvitation = (
  body: { enterpriseNumber: string; phone?: string[]; email?: string[] },
  signal?: AbortSignal,
) => post(`${E}/sendSmsOrEmail`, body, { signal });

/** Confirm onboarding (call assumed, docs/assumed-contract.md): the pending people become staff of
 *  the enterprise in the chosen department. */
export const confirmOnboarding = (body: { ids: string[]; departId: string }) =>
  post<{ count: number; names: string; departName: string }>(`${E}/admin/personnelConfirm`, body);

/** Step 1 of the import: parse; a re-upload sends the previous importId. */
export const analyseImport = (file: File, importId?: string, onProgress?: (percent: number) => void) =>
  upload<ImportAnalysis>(`${E}/admin/upload/batchImport`, file, { fields: importId ? { importId } : {}, onProgress });
/** Step 2: save the importable rows. */
export const saveImport = (importId: string) => post<{ count: number }>(`${E}/admin/upload/saveUsers`, { importId });
/** The import template (path assumed). */
export const downloadTemplate = () =>
  downloadXlsx(`${E}/admin/upload/template`, { fileName: '待入职人员导入模板.xlsx' });
