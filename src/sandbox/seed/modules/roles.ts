import { table, type Db } from '../../db';
import type { MenuRow } from '../../core-tables';
import type { StaffRow } from '../../org-tables';
import type { Role } from '@/features/roles/api/types';
import type { ManageScope } from '@/lib/scope/manage-scope';
import { MAIN_ENTERPRISE } from '../core';
import { appId } from './apps';

// Roles and their members (platform-shell §6): the named roles are not given; these are a real
// company's.
export interface RoleRow extends Omit<Role, 'memberCount'> {
  enterpriseNumber: string;
  /** an admin role's 管理范围; absent = the whole enterprise (member roles are always all) */
  manageScope?: ManageScope;
}
export interface RoleMemberRow {
  enterpriseNumber: string;
  roleId: string;
  lenovoId: string;
}

export const roleRows = () => table<RoleRow>('roles');
export const roleMemberRows = () => table<RoleMemberRow>('roleMembers');

/** Each menu carries two permissions: view and edit. */
export const permissionsOf = (url: string) => [`${url}:view`, `${url}:edit`];

export default function seedRoles(db: Db) {
  const menus = (db.tables.menus ?? []) as MenuRow[];
  const people = ((db.tables.staff ?? []) as StaffRow[]).filter(
    (s) => s.enterpriseNumber === MAIN_ENTERPRISE && s.status === '',
  );
  const role = (
    id: string,
    roleName: string,
    description: string,
    urls: string[],
    apps: string[],
    memberType: Role['memberType'],
    builtIn = false,
  ): RoleRow => {
    const picked = menus.filter((m) => urls.includes(m.url));
    return {
      id,
      enterpriseNumber: MAIN_ENTERPRISE,
      roleName,
      description,
      memberType,
      builtIn,
      menuIds: picked.map((m) => m.id),
      permissions: picked.flatMap((m) => permissionsOf(m.url)),
      appIds: apps.map((key) => appId(MAIN_ENTERPRISE, key)),
      createTime: '2025-03-01 10:00:00',
    };
  };
  db.tables.roles = [
    role(
      'r1',
      '部门管理员',
      '管理本部门的成员与组织信息',
      ['organization', 'personal_information'],
      ['contacts', 'attendance'],
      'member',
      true,
    ),
    role(
      'r2',
      '云服务管理员',
      '管理企业订阅的云服务与应用',
      ['workbench_appManagement', 'workbench_orderListManagement', 'workbench_appUseSituation'],
      ['print', 'expense', 'assistant', 'esign', 'crm'],
      'admin',
      true,
    ),
    role(
      'r3',
      '人事管理员',
      '负责入职、离职与员工信息变更',
      ['organization', 'entry', 'personal_information', 'log_management'],
      ['attendance', 'training', 'contacts'],
      'admin',
    ),
    role(
      'r4',
      '考勤管理员',
      '维护考勤组、班次与假期',
      ['attendance_management', 'rank_management', 'leave_management', 'vacation_management'],
      ['attendance'],
      'admin',
    ),
    role(
      'r5',
      '财务审批员',
      '处理报销类审批并导出审批数据',
      ['examine_management', 'data_export'],
      ['approve', 'expense'],
      'member',
    ),
  ];
  const members = (roleId: string, ids: string[]) =>
    ids.map((lenovoId) => ({ enterpriseNumber: MAIN_ENTERPRISE, roleId, lenovoId }));
  const some = (from: number, n: number) => people.slice(from, from + n).map((p) => p.lenovoId);
  db.tables.roleMembers = [
    ...members('r1', some(10, 6)),
    ...members('r3', ['20000010']),
    ...members('r4', ['20000020']),
    ...members('r5', some(40, 3)),
  ];
}
