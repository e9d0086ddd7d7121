import { request, urlOf, type AnswerOf } from '@/lib/contract/define';
import { downloadXlsx } from '@/lib/http/download';
import { upload } from '@/lib/http/upload';
import {
  analyseGroupImportCall,
  batchDeleteGroupsCall,
  createGroupCall,
  deleteGroupCall,
  downloadMembersCall,
  editGroupCall,
  exportGroupsCall,
  findGroupCall,
  groupDetailCall,
  groupInfoCall,
  groupTemplateCall,
  importGroupsCall,
  searchGroupCall,
  type GroupInput,
  type Nature,
  type Property,
} from './contract';

// Group chat calls (admin-modules §7 "Group chats"), on the group service; defined in ./contract.ts.
// The records are inferred from the call schemas.
export type { GroupChat, GroupImportAnalysis, GroupInput, Nature, Property } from './contract';

export interface GroupQuery {
  keyword: string;
  property?: Property;
  nature?: Nature;
  page: number;
  size: number;
}

export function listGroups(q: GroupQuery, signal?: AbortSignal) {
  const body = { property: q.property, nature: q.nature, page: q.page, size: q.size };
  if (q.keyword) return request(searchGroupCall, { body: { ...body, keyword: q.keyword } }, { signal });
  return request(findGroupCall, { body }, { signal });
}

export const createGroup = (body: GroupInput) => request(createGroupCall, { body });
export const editGroup = (body: GroupInput) => request(editGroupCall, { body });
export const deleteGroup = (groupId: string) => request(deleteGroupCall, { body: { groupId } });
export const batchDeleteGroups = (groupIds: string[]) => request(batchDeleteGroupsCall, { body: { groupIds } });
export const fetchGroupDetail = (groupId: string, signal?: AbortSignal) =>
  request(groupDetailCall, { body: { groupId } }, { signal });
export const fetchGroupInfo = (groupId: string, signal?: AbortSignal) =>
  request(groupInfoCall, { params: { groupId } }, { signal });
export const downloadMembers = (groupId: string, groupName: string) =>
  downloadXlsx(urlOf(downloadMembersCall), { params: { groupId }, fileName: `${groupName}群成员.xlsx` });
export const exportGroups = (groupIds: string[]) =>
  downloadXlsx(urlOf(exportGroupsCall), { params: { groupIds }, fileName: '群聊列表.xlsx' });
export const analyseGroupImport = (file: File) =>
  upload<AnswerOf<typeof analyseGroupImportCall>>(urlOf(analyseGroupImportCall), file, {
    answer: analyseGroupImportCall.answer,
  });
export const importGroups = (file: File, importId: string) =>
  upload<AnswerOf<typeof importGroupsCall>>(urlOf(importGroupsCall), file, {
    fields: { importId },
    answer: importGroupsCall.answer,
  });
/** Import template (path assumed). */
export const downloadGroupTemplate = () => downloadXlsx(urlOf(groupTemplateCall), { fileName: '群聊导入模板.xlsx' });
