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
