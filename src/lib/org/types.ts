/** A page of rows as the list calls answer (shape assumed, docs/assumed-contract.md). */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

/** Staff status (admin-modules §3): empty is normal. */
export type StaffStatus = '' | 'unactivated' | 'unjoined' | 'departure';

/** A staff member as the organisation, departure and group calls return it. */
export interface Staff {
  id: string;
  lenovoId: string;
  name: string;
  telephone: string;
  email: string;
  position: string;
  staffId: string;
  employeeNumber: string;
  extensionNumber: string;
  officeAddress: string;
  entryTime: string;
  departIds: string[];
  departmentList: Array<{ id: string; departName: string }>;
  /** departments outside a scoped administrator's 管理范围, not listed; a save keeps them (assumed
   *  contract "Partial writes"); absent when none */
  hiddenDepartmentCount?: number;
  isCeo: boolean;
  status: StaffStatus;
  departureTime?: string;
  nativePlace: string;
  major: string;
  idNumber: string;
  university: string;
  birthDate: string;
  graduationTime: string;
  gender: '男' | '女';
  emergencyContact: string;
  emergencyPhone: string;
  emergencyRelation: string;
  bankCardNumber: string;
  openingBank: string;
  education: string;
}

/** The enterprise head as GET /findCeo answers a scoped administrator whose 管理范围 does not cover
 *  them: the name only (assumed contract "Scoped administrators"). */
export interface HeadOutsideScope {
  id?: undefined;
  name: string;
  isCeo: true;
  outsideScope: true;
}

/** GET /findCeo: the head, null when none is set. */
export type EnterpriseHead = Staff | HeadOutsideScope;

export const STAFF_STATUS_LABEL: Record<StaffStatus, string> = {
  '': '',
  unactivated: '未激活',
  unjoined: '未加入',
  departure: '已离职',
};
