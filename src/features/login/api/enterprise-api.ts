import { services } from '@/config/services';
import { get, post } from '@/lib/http/client';
import type { CreateEnterpriseInput, Enterprise, MenuEntry, UserInfo } from './types';

const E = services.enterprise;

/** Enterprises of a user by lenovoId: path not shown by the spec (assumed). */
export const listEnterprisesOf = (lenovoId: string, signal?: AbortSignal) =>
  get<Enterprise[]>(`${E}/enterprise/listByLenovoId`, { lenovoId }, { signal });

/** GET /userAdminEnterpriseList: enterprises the user administers (header switcher). */
export const listAdminEnterprises = (signal?: AbortSignal) =>
  get<Enterprise[]>(`${E}/userAdminEnterpriseList`, undefined, { signal });

/** POST /switchEnterprise: payload "none" in the spec; the target goes in the query (assumed). */
export const switchEnterprise = (enterpriseNumber: string) =>
  post<{ token: string; enterprise: Enterprise }>(`${E}/switchEnterprise`, undefined, { params: { enterpriseNumber } });

/** The user's side menu: path not shown by the spec (assumed). */
export const fetchUserMenu = (signal?: AbortSignal) =>
  get<MenuEntry[]>(`${E}/menu/userMenuList`, undefined, { signal });

/** POST /saveUser: the creator's own profile before the enterprise is made. */
export const saveUser = (user: { name: string; telephone?: string; email?: string }) =>
  post<UserInfo>(`${E}/saveUser`, user);

/** POST /saveEnterprise */
export const saveEnterprise = (input: CreateEnterpriseInput) => post<Enterprise>(`${E}/saveEnterprise`, input);
