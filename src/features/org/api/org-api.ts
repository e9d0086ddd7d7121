import { services } from '@/config/services';
import { get, post, put } from '@/lib/http/client';
import { downloadXlsx } from '@/lib/http/download';
import { upload } from '@/lib/http/upload';
import { useSession } from '@/stores/session';
import { staffSearchRequest } from './staff-search-body';
import type {
  DepartmentInput,
  DepartSearchRow,
  EnterpriseHead,
  InvitationInput,
  Paged,
  Staff,
  StaffImportResult,
  StaffInput,
  StaffQuery,
} from './types';

// Organisation calls (admin-modules §7 "Staff and departments"). Calls whose failure the page
// reports with the spec's own text (§8) are silent here and the page tells the user.
const E = services.enterprise;
const quiet = { silent: true } as const;

export const searchDepartments = (
  q: { departName?: string; supervisorName?: string; page: number; size: number },
  signal?: AbortSignal,
) => get<Paged<DepartSearchRow>>(`${E}/depart/searchDepart`, q, { signal });

export const insertDepartment = (body: DepartmentInput) => post<{ id: string }>(`${E}/depart/insert`, body, quiet);
export const editDepartment = (body: DepartmentInput) => put<{ id: string }>(`${E}/depart/edit`, body, quiet);
export const enableDepartment = (departId: string, enable: boolean) =>
  put(`${E}/depart/enable`, { departId, enable }, quiet);
export const deleteDepartment = (departId: string) => put(`${E}/depart/del`, { departId, del: true }, quiet);
export const batchDepartments = (departIds: string[], action: { isDelete: boolean; isEnable?: boolean }) =>
  put(`${E}/depart/batch`, { departIds, ...action }, quiet);

export const fetchDepartPullDown = (signal?: AbortSignal) =>
  get<Array<{ id: string; departName: string; parentDepartId: string }>>(
    `${E}/depart/departUserPullDownList`,
    undefined,
    { signal },
  );

/** Supervisor candidates: staff search by name (page 1, size 100 — admin-modules §9). */
export const searchSupervisors = (keyWord: string, signal?: AbortSignal) =>
  get<Paged<Staff>>(`${E}/searchEnterpriseForDepart`, { keyWord, page: 1, size: 100 }, { signal });

/** Staff search of the current enterprise (its id is part of the spec's body). */
export function searchStaff(q: StaffQuery, signal?: AbortSignal) {
  const { path, body } = staffSearchRequest(q, useSession.getState().enterprise?.id ?? '');
  return post<Paged<Staff>>(`${E}${path}`, body, { signal });
}

/** Add staff: POST /admin/users (method assumed; the spec lists PUT for the edit). */
export const addStaff = (body: StaffInput) => post<Staff>(`${E}/admin/users`, body, quiet);
/** Edit staff: an unchanged phone is sent empty (admin-modules §5). */
export const editStaff = (body: StaffInput & { id: string }) => put<Staff>(`${E}/admin/users`, body, quiet);

export const batchUpdateUserDepart = (body: {
  ids: string[];
  oldDepartId?: string;
  newDepartId: string;
  supervisorId?: string;
}) => post(`${E}/batchUpdateUserDepart`, body, quiet);

export const deleteStaff = (ids: string[]) => post(`${E}/admin/users/delete`, { ids }, quiet);

export const exportStaff = (ids: string[]) =>
  downloadXlsx(`${E}/admin/userListExport`, { method: 'post', body: { ids }, fileName: '员工列表.xlsx' });
export const exportDepartStaff = (ids: string[]) =>
  downloadXlsx(`${E}/admin/userDepartListExport`, { method: 'post', body: { ids }, fileName: '部门员工列表.xlsx' });
export const exportImportFailures = (importId: string) =>
  downloadXlsx(`${E}/admin/failureDepartUser/Export`, {
    method: 'post',
    body: { importId },
    fileName: '导入失败员工.xlsx',
  });
/** The import template (path assumed). */
export const downloadStaffTemplate = () =>
  downloadXlsx(`${E}/admin/upload/staffTemplate`, { fileName: '员工导入模板.xlsx' });

export const importStaff = (file: File, enterpriseId: string, onProgress?: (p: number) => void) =>
  upload<StaffImportResult>(`${E}/admin/upload/returnEnterpriseUserId`, file, { params: { enterpriseId }, onProgress });

export const findCeo = (signal?: AbortSignal) => get<EnterpriseHead | null>(`${E}/findCeo`, undefined, { signal });
export const fetchEnterpriseUsers = (enterpriseNumber: string, name: string, signal?: AbortSignal) =>
  get<Staff[]>(`${E}/admin/enterpriseUser`, { enterpriseNumber, name }, { signal });
export const setCeo = (enterpriseUserId: string) => put(`${E}/ceo`, { enterpriseUserId }, quiet);

/** Invite members again (nucList page): POST /sendSmsOrEmail with phones or e-mails. The same call
 *  as onboarding's invitation; a failure shows the server's message (admin-modules §8). */
export const sendInvitation = (body: InvitationInput, signal?: AbortSignal) =>
  post<{ count: number }>(`${E}/sendSmsOrEmail`, body, { signal });
