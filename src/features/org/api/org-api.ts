import { request, urlOf } from '@/lib/contract/define';
import { downloadXlsx } from '@/lib/http/download';
import { upload } from '@/lib/http/upload';
import { searchDepartCall } from '@/lib/org/contract';
import { useSession } from '@/stores/session';
import {
  addStaffCall,
  batchDepartmentsCall,
  batchUpdateUserDepartCall,
  deleteDepartmentCall,
  deleteStaffCall,
  departPullDownCall,
  editDepartmentCall,
  editStaffCall,
  enableDepartmentCall,
  enterpriseUsersCall,
  exportDepartStaffCall,
  exportImportFailuresCall,
  exportStaffCall,
  findCeoCall,
  importStaffCall,
  insertDepartmentCall,
  searchSupervisorsCall,
  sendInvitationCall,
  setCeoCall,
  staffTemplateCall,
} from './contract';
import { staffSearchRequest } from './staff-search-body';
import type { DepartmentInput, InvitationInput, StaffImportResult, StaffInput, StaffQuery } from './types';

// Organisation calls (admin-modules §7 "Staff and departments"). Calls whose failure the page
// reports with the spec's own text (§8) are silent here and the page tells the user.
const quiet = { silent: true } as const;

export const searchDepartments = (
  q: { departName?: string; supervisorName?: string; page: number; size: number },
  signal?: AbortSignal,
) => request(searchDepartCall, { params: q }, { signal });

export const insertDepartment = (body: DepartmentInput) => request(insertDepartmentCall, { body }, quiet);
export const editDepartment = (body: DepartmentInput) => request(editDepartmentCall, { body }, quiet);
export const enableDepartment = (departId: string, enable: boolean) =>
  request(enableDepartmentCall, { body: { departId, enable } }, quiet);
export const deleteDepartment = (departId: string) =>
  request(deleteDepartmentCall, { body: { departId, del: true } }, quiet);
export const batchDepartments = (departIds: string[], action: { isDelete: boolean; isEnable?: boolean }) =>
  request(batchDepartmentsCall, { body: { departIds, ...action } }, quiet);

export const fetchDepartPullDown = (signal?: AbortSignal) => request(departPullDownCall, {}, { signal });

/** Supervisor candidates: staff search by name (page 1, size 100 — admin-modules §9). */
export const searchSupervisors = (keyWord: string, signal?: AbortSignal) =>
  request(searchSupervisorsCall, { params: { keyWord, page: 1, size: 100 } }, { signal });

/** Staff search of the current enterprise (its id is part of the spec's body). */
export function searchStaff(q: StaffQuery, signal?: AbortSignal) {
  const { call, body } = staffSearchRequest(q, useSession.getState().enterprise?.id ?? '');
  return request(call, { body }, { signal });
}

/** Add staff: POST /admin/users (method assumed; the spec lists PUT for the edit). */
export const addStaff = (body: StaffInput) => request(addStaffCall, { body }, quiet);
/** Edit staff: an unchanged phone is sent empty (admin-modules §5). */
export const editStaff = (body: StaffInput & { id: string }) => request(editStaffCall, { body }, quiet);

export const batchUpdateUserDepart = (body: {
  ids: string[];
  oldDepartId?: string;
  newDepartId: string;
  supervisorId?: string;
}) => request(batchUpdateUserDepartCall, { body }, quiet);

export const deleteStaff = (ids: string[]) => request(deleteStaffCall, { body: { ids } }, quiet);

export const exportStaff = (ids: string[]) =>
  downloadXlsx(urlOf(exportStaffCall), { method: 'post', body: { ids }, fileName: '员工列表.xlsx' });
export const exportDepartStaff = (ids: string[]) =>
  downloadXlsx(urlOf(exportDepartStaffCall), { method: 'post', body: { ids }, fileName: '部门员工列表.xlsx' });
export const exportImportFailures = (importId: string) =>
  downloadXlsx(urlOf(exportImportFailuresCall), {
    method: 'post',
    body: { importId },
    fileName: '导入失败员工.xlsx',
  });
/** The import template (path assumed). */
export const downloadStaffTemplate = () => downloadXlsx(urlOf(staffTemplateCall), { fileName: '员工导入模板.xlsx' });

export const importStaff = (file: File, enterpriseId: string, onProgress?: (p: number) => void) =>
  upload<StaffImportResult>(urlOf(importStaffCall), file, {
    params: { enterpriseId },
    onProgress,
    answer: importStaffCall.answer,
  });

export const findCeo = (signal?: AbortSignal) => request(findCeoCall, {}, { signal });
export const fetchEnterpriseUsers = (enterpriseNumber: string, name: string, signal?: AbortSignal) =>
  request(enterpriseUsersCall, { params: { enterpriseNumber, name } }, { signal });
export const setCeo = (enterpriseUserId: string) => request(setCeoCall, { body: { enterpriseUserId } }, quiet);

/** Invite members again (nucList page): POST /sendSmsOrEmail with phones or e-mails. The same call
 *  as onboarding's invitation; a failure shows the server's message (admin-modules §8). */
export const sendInvitation = (body: InvitationInput, signal?: AbortSignal) =>
  request(sendInvitationCall, { body }, { signal });
