import type { AppVisibleRange } from '@/lib/apps/types';
import type { ManageScope } from '@/lib/scope/manage-scope';

export type MemberType = 'admin' | 'member';

export interface Role {
  id: string;
  roleName: string;
  description: string;
  memberType: MemberType;
  builtIn: boolean;
  memberCount: number;
  menuIds: string[];
  permissions: string[];
  /** the applications the role's members may manage (admin roles) or use (member roles) */
  appIds: string[];
  createTime: string;
  /** 管理范围 of an admin role, answered by the list and the detail; a member role's is all; absent
   *  (a role stored before scopes): all (assumed contract "Scoped administrators") */
  manageScope?: ManageScope;
}

export interface RoleInput {
  id?: string;
  roleName: string;
  description: string;
  memberType: MemberType;
  menuIds: string[];
  permissions: string[];
  appIds: string[];
  /** admin roles; absent: all (create) or unchanged (modify) */
  manageScope?: ManageScope;
}

export interface RoleMember {
  lenovoId: string;
  name: string;
  telephone: string;
  departmentList: Array<{ id: string; departName: string }>;
  roleNames: string[];
}

export interface MemberPage {
  list: RoleMember[];
  total: number;
  page: number;
  size: number;
}

export interface MenuWithData {
  id: string;
  name: string;
  url: string;
  permissions: Array<{ code: string; name: string }>;
}

export interface RoleRights {
  canEdit: boolean;
  canDelete: boolean;
}

export interface CurrentRole {
  roleType: 'enterpriseAdmin' | 'admin' | 'member';
  roles: Array<{ id: string; roleName: string }>;
}

/** The all-apps query: visibleRange '' = any. */
export interface AllAppsQuery {
  visibleRange: AppVisibleRange | '';
  appName: string;
}
