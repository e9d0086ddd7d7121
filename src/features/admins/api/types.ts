import type { ManageScope } from '@/lib/scope/manage-scope';

export interface AdminEntry {
  lenovoId: string;
  name: string;
  telephone: string;
  departmentList: Array<{ id: string; departName: string }>;
  menuIds: string[];
  menuNames: string[];
  isEnterpriseAdmin: boolean;
  /** the list is sorted by this flag; the enterprise administrator is not editable */
  editable: boolean;
  /** 管理范围 (assumed contract "Scoped administrators"); the enterprise administrator's is all */
  manageScope: ManageScope;
}

export interface AddAdminsInput {
  lenovoIds: string[];
  menuIds: string[];
  /** absent: all */
  manageScope?: ManageScope;
}

export interface EditPrivilegeInput {
  lenovoId: string;
  menuIds: string[];
  /** absent: unchanged */
  manageScope?: ManageScope;
}

export interface MenuItem {
  id: string;
  name: string;
  url: string;
}

export interface UserOption {
  lenovoId: string;
  name: string;
  telephone: string;
}
