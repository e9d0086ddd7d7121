import { table } from './db';

// Departments and staff (admin-modules §3). Shared by the directory lookups of the shell and the
// organisation module's handlers.

export interface DepartmentRow {
  id: string;
  enterpriseNumber: string;
  departName: string;
  departNum: string;
  departSupervisorId: string;
  /** '0' for the root department */
  parentDepartId: string;
  enable: boolean;
  sort: number;
}

export type StaffStatus = '' | 'unactivated' | 'unjoined' | 'departure';

export interface StaffProfile {
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

export interface StaffRow {
  id: string;
  enterpriseNumber: string;
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
  status: StaffStatus;
  isCeo: boolean;
  departureTime?: string;
  profile: StaffProfile;
}

export const departments = () => table<DepartmentRow>('departments');
export const staff = () => table<StaffRow>('staff');

export const departmentsOf = (enterpriseNumber: string) => departments().filter((d) => d.enterpriseNumber === enterpriseNumber);
export const staffOf = (enterpriseNumber: string) => staff().filter((s) => s.enterpriseNumber === enterpriseNumber);
