import { request } from '@/lib/contract/define';
import {
  addAdminCall,
  adminsByMenuCall,
  editPrivilegeCall,
  menuListCall,
  removeAdminCall,
  searchAdminCall,
  usersExcludingAdminsCall,
} from './contract';
import type { AddAdminsInput, EditPrivilegeInput } from './types';

/** admin-modules §8: code 999 answers invoke the caller's error callback (no toast from the layer). */
const callback = { quietCodes: [999] } as const;

export const searchAdmins = (name: string, signal?: AbortSignal) =>
  request(searchAdminCall, { params: name ? { name } : undefined }, { ...callback, signal });
export const addAdmins = (body: AddAdminsInput) => request(addAdminCall, { body }, callback);
export const removeAdmin = (lenovoId: string) => request(removeAdminCall, { params: { lenovoId } }, callback);
export const usersExcludingAdmins = (name: string, signal?: AbortSignal) =>
  request(usersExcludingAdminsCall, { params: name ? { name } : undefined }, { ...callback, signal });
export const editPrivilege = (body: EditPrivilegeInput) => request(editPrivilegeCall, { body }, callback);
export const fetchMenuList = (signal?: AbortSignal) => request(menuListCall, {}, { signal });
/** GET /admin/getAppDetailUsersById?id: the administrators holding one menu privilege. */
export const adminsByMenu = (id: string, signal?: AbortSignal) =>
  request(adminsByMenuCall, { params: { id } }, { ...callback, signal });
