import { services } from '@/config/services';
import { post } from '@/lib/http/client';
import { downloadXlsx } from '@/lib/http/download';
import { upload } from '@/lib/http/upload';
import type { Paged } from '@/lib/org/types';

// Group chat calls (admin-modules §7 "Group chats"), on the group service.
const G = services.group;

export type Property = 'outer' | 'inner';
export type Nature = 'public' | 'private';

export interface GroupChat {
  groupId: string;
  groupName: string;
  property: Property;
  nature: Nature;
  ownerId: string;
  ownerName: string;
  memberCount: number;
  /** members outside a scoped administrator's 管理范围, not counted (assumed contract "Partial writes") */
  hiddenMemberCount?: number;
  createTime: string;
}

/** The group as the form edits it; `members` lists only those inside a scoped administrator's
 *  管理范围, `hiddenMemberCount` says how many more it holds (kept by the server on a save). */
export interface GroupDetail extends GroupChat {
  members: Array<{ id: string; name: string; telephone: string; position: string; isOwner: boolean }>;
}

export interface GroupInput {
  groupId?: string;
  groupName: string;
  property: Property;
  nature: Nature;
  memberIds: string[];
  ownerId?: string;
}

export interface GroupQuery {
  keyword: string;
  property?: Property;
  nature?: Nature;
  page: number;
  size: number;
}

export interface GroupImportAnalysis {
  importId: string;
  importable: Array<Record<string, string>>;
  unImportable: Array<Record<string, string>>;
}

export function listGroups(q: GroupQuery, signal?: AbortSignal) {
  const body = { property: q.property, nature: q.nature, page: q.page, size: q.size };
  if (q.keyword)
    return post<Paged<GroupChat>>(`${G}/v1_admin/search_group`, { ...body, keyword: q.keyword }, { signal });
  return post<Paged<GroupChat>>(`${G}/v1_admin/find_group`, body, { signal });
}

export const createGroup = (body: GroupInput) => post<GroupChat>(`${G}/v1_admin/create_group`, body);
export const editGroup = (body: GroupInput) => post<GroupChat>(`${G}/v1_admin/edit_group`, body);
export const deleteGroup = (groupId: string) => post(`${G}/v1_admin/del_group`, { groupId });
export const batchDeleteGroups = (groupIds: string[]) => post(`${G}/v1_admin/batch_del_group`, { groupIds });
export const fetchGroupDetail = (groupId: string, signal?: AbortSignal) =>
  post<GroupDetail>(`${G}/group_detail`, { groupId }, { signal });
export const fetchGroupInfo = (groupId: string, signal?: AbortSignal) =>
  post<GroupChat>(`${G}/search/findGroupInfo`, undefined, { params: { groupId }, signal });
export const downloadMembers = (groupId: string, groupName: string) =>
  downloadXlsx(`${G}/v1_admin/down_group_menbers`, { params: { groupId }, fileName: `${groupName}群成员.xlsx` });
export const exportGroups = (groupIds: string[]) =>
  downloadXlsx(`${G}/search/exportGroups`, { params: { groupIds }, fileName: '群聊列表.xlsx' });
export const analyseGroupImport = (file: File) => upload<GroupImportAnalysis>(`${G}/import_group_analysis`, file);
export const importGroups = (file: File, importId: string) =>
  upload<{ count: number }>(`${G}/import_group`, file, { fields: { importId } });
/** Import template (path assumed). */
export const downloadGroupTemplate = () =>
  downloadXlsx(`${G}/import_group/template`, { fileName: '群聊导入模板.xlsx' });
