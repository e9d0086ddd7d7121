import { request } from '@/lib/contract/define';
import { userMenuCall } from '@/lib/session/contract';
import {
  adminEnterprisesCall,
  enterprisesOfUserCall,
  saveEnterpriseCall,
  saveUserCall,
  switchEnterpriseCall,
} from './contract';
import type { CreateEnterpriseInput, ProfileInput } from './types';

/** Enterprises of a user by lenovoId: path not shown by the spec (assumed). */
export const listEnterprisesOf = (lenovoId: string, signal?: AbortSignal) =>
  request(enterprisesOfUserCall, { params: { lenovoId } }, { signal });

/** GET /userAdminEnterpriseList: enterprises the user administers (header switcher). */
export const listAdminEnterprises = (signal?: AbortSignal) => request(adminEnterprisesCall, {}, { signal });

/** POST /switchEnterprise: payload "none" in the spec; the target goes in the query (assumed). */
export const switchEnterprise = (enterpriseNumber: string) =>
  request(switchEnterpriseCall, { params: { enterpriseNumber } });

/** The user's side menu: path not shown by the spec (assumed). */
export const fetchUserMenu = (signal?: AbortSignal) => request(userMenuCall, {}, { signal });

/** POST /saveUser: the creator's own profile before the enterprise is made. */
export const saveUser = (user: ProfileInput) => request(saveUserCall, { body: user });

/** POST /saveEnterprise */
export const saveEnterprise = (input: CreateEnterpriseInput) => request(saveEnterpriseCall, { body: input });
