import type { Db } from '../../db';
import type { MembershipRow, MenuRow } from '../../core-tables';
import { MAIN_ENTERPRISE } from '../core';

// Two more administrators of the main enterprise, with narrow privileges, so the administrator list
// looks like a real one (admin-modules §6).
export default function seedAdmins(db: Db) {
  const menus = (db.tables.menus ?? []) as MenuRow[];
  const ids = (urls: string[]) => menus.filter((m) => urls.includes(m.url)).map((m) => m.id);
  const rows: MembershipRow[] = [
    {
      enterpriseNumber: MAIN_ENTERPRISE,
      lenovoId: '20000010',
      admin: true,
      menuIds: ids(['enterprise_certification', 'organization', 'entry', 'personal_information']),
    },
    {
      enterpriseNumber: MAIN_ENTERPRISE,
      lenovoId: '20000020',
      admin: true,
      menuIds: ids([
        'enterprise_certification',
        'attendance_management',
        'rank_management',
        'leave_management',
        'vacation_management',
      ]),
    },
  ];
  (db.tables.memberships as MembershipRow[]).push(...rows);
}
