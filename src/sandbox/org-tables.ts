import { hiddenCountOf } from './scope/lens';
import { table } from './db';
import { Reject } from './respond';
import type { FieldChange } from './changelog';
import { maskNumber } from './sensitive-numbers';

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

export const departmentsOf = (enterpriseNumber: string) =>
  departments().filter((d) => d.enterpriseNumber === enterpriseNumber);
export const staffOf = (enterpriseNumber: string) => staff().filter((s) => s.enterpriseNumber === enterpriseNumber);

const listOf = (ids: unknown) =>
  (Array.isArray(ids) ? ids : ids === undefined || ids === null || ids === '' ? [] : [ids]).map(String);

/** The names of an enterprise's people (departed included) for the change log, in the order given;
 *  by lenovoId, or by enterprise user id. */
export function peopleNames(enterpriseNumber: string, ids: unknown, key: 'lenovoId' | 'id' = 'lenovoId'): string[] {
  const people = staffOf(enterpriseNumber);
  return listOf(ids).map((id) => people.find((p) => p[key] === id)?.name ?? id);
}

/** The names of an enterprise's departments for the change log, in the order given. */
export function departmentNames(enterpriseNumber: string, ids: unknown): string[] {
  const rows = departmentsOf(enterpriseNumber);
  return listOf(ids).map((id) => rows.find((d) => d.id === id)?.departName ?? id);
}

/** A pending (onboarding) staff member (admin-modules §3). */
export interface PendingRow {
  id: string;
  enterpriseNumber: string;
  enterpriseId: string;
  name: string;
  telephone: string;
  email: string;
  position: string;
  createTime: string;
  updateTime: string;
}

/** A group chat (admin-modules §3): property outer/inner, nature public/private. */
export interface GroupRow {
  groupId: string;
  enterpriseNumber: string;
  groupName: string;
  property: 'outer' | 'inner';
  nature: 'public' | 'private';
  ownerId: string;
  memberIds: string[];
  /** the department a department group belongs to */
  departId?: string;
  createTime: string;
}

/** One changed profile field of a staff member (staff information changes). */
export interface ProfileChangeRow {
  id: string;
  enterpriseNumber: string;
  staffId: string;
  staffName: string;
  field: string;
  fieldLabel: string;
  oldValue: string;
  newValue: string;
  operator: string;
  changeTime: string;
}

export const pendingStaff = () => table<PendingRow>('pendingStaff');
export const groups = () => table<GroupRow>('groups');
export const profileChanges = () => table<ProfileChangeRow>('profileChanges');

/** Staged uploads (two-step imports): importId → parsed rows. */
export interface ImportRow {
  importId: string;
  enterpriseNumber: string;
  kind: 'onboarding' | 'group' | 'staff';
  ok: Array<Record<string, string>>;
  bad: Array<Record<string, string>>;
  createdAt: number;
}
export const imports = () => table<ImportRow>('imports');

export const nowStamp = (d = new Date()) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

/** Function modules of the change log (/functionmoudle/list). */
export const FUNCTION_MODULES = [
  { id: 'f01', name: '企业信息' },
  { id: 'f02', name: '组织架构' },
  { id: 'f03', name: '员工管理' },
  { id: 'f04', name: '入职管理' },
  { id: 'f05', name: '离职管理' },
  { id: 'f06', name: '群聊管理' },
  { id: 'f07', name: '企业负责人' },
  { id: 'f08', name: '管理员' },
  { id: 'f09', name: '审批管理' },
  { id: 'f10', name: '公告管理' },
  { id: 'f11', name: '考勤管理' },
  { id: 'f12', name: '假期管理' },
  { id: 'f13', name: '会议室管理' },
  { id: 'f14', name: '应用管理' },
  { id: 'f15', name: '设备管理' },
  { id: 'f16', name: 'AI助理' },
] as const;

export type FunctionModuleId = (typeof FUNCTION_MODULES)[number]['id'];

/** A change-log note: the module, the visible text, and every person and object the change touched
 *  (searchable in full, see listNames in ../changelog). */
export const note = (
  typeId: FunctionModuleId,
  keyword: string,
  touched: { people?: string[]; objects?: string[]; personIds?: string[]; changes?: FieldChange[] } = {},
) => ({
  typeId,
  type: FUNCTION_MODULES.find((m) => m.id === typeId)!.name,
  keyword,
  ...touched,
});

/** The enterprise number of a sandbox call's session (or a refusal). */
export function enterpriseNumberOf(input: { enterprise: { enterpriseNumber: string } | null }): string {
  if (!input.enterprise) throw new Reject(400, '请先选择企业');
  return input.enterprise.enterpriseNumber;
}

/** A staff member as the organisation calls return it: the row, its profile fields flattened and
 *  departmentList with names (names looked up through `nameOf`). */
/** A staff member as answered: the profile flattened, the identity and bank card numbers masked. */
export function staffView(p: StaffRow, nameOf: (id: string) => string | undefined) {
  const { profile, departIds, ...rest } = p;
  return {
    ...rest,
    ...profile,
    idNumber: maskNumber(profile.idNumber),
    bankCardNumber: maskNumber(profile.bankCardNumber),
    departIds,
    departmentList: departIds.map((id) => ({ id, departName: nameOf(id) ?? '' })),
    // the departments a scoped administrator's read left out: her form keeps them (assumed contract
    // "Partial writes")
    ...(hiddenCountOf(p, 'departIds') ? { hiddenDepartmentCount: hiddenCountOf(p, 'departIds') } : {}),
  };
}
