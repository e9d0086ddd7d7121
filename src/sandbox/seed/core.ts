import type { Db } from '../db';
import type { AccountRow, EnterpriseRow, MembershipRow } from '../core-tables';
import { menuRows, restrictedMenuIds } from './menu-catalogue';

export const MAIN_ENTERPRISE = 'E20260001';
export const SECOND_ENTERPRISE = 'E20260002';

/** Accounts that walk every guard path (shown on the passport stand-in). */
export const SEED_ACCOUNTS: AccountRow[] = [
  {
    lenovoId: '10000001',
    username: '张伟',
    telephone: '13800000001',
    email: 'zhangwei@lianchuang.example',
    note: '两家企业的管理员',
  },
  {
    lenovoId: '10000002',
    username: '李娜',
    telephone: '13800000002',
    email: 'lina@example.com',
    note: '尚未加入任何企业',
  },
  {
    lenovoId: '10000003',
    username: '王芳',
    telephone: '13800000003',
    email: 'wangfang@lianchuang.example',
    note: '管理员，菜单缺少部分页面和设置企业AI助理',
  },
  {
    lenovoId: '10000004',
    username: '欧阳敏',
    telephone: '13800000004',
    email: 'ouyangmin@lianchuang.example',
    note: '管理员，管理范围：销售部、市场部',
  },
];

/** The scoped administrator (assumed contract "Scoped administrators"); her scope is set by seedOrg,
 *  which knows the departments' ids. */
export const SCOPED_ADMIN = '10000004';
const SCOPED_MENUS = [
  'enterprise_certification',
  'organization',
  'entry',
  'personal_information',
  'attendance_management',
  'leave_management',
];

export function seedCore(db: Db) {
  const menus = menuRows();
  const enterprises: EnterpriseRow[] = [
    {
      id: 'ent-1',
      enterpriseNumber: MAIN_ENTERPRISE,
      enterpriseName: '联创未来科技有限公司',
      industry: '信息技术',
      scale: '201-500人',
      contactName: '张伟',
      contactPhone: '13800000001',
      email: 'admin@lianchuang.example',
      adminLenovoId: '10000001',
      createTime: '2024-03-18 09:30:00',
    },
    {
      id: 'ent-2',
      enterpriseNumber: SECOND_ENTERPRISE,
      enterpriseName: '星河智造（深圳）有限公司',
      industry: '制造业',
      scale: '51-200人',
      contactName: '张伟',
      contactPhone: '13800000001',
      email: 'it@xinghe.example',
      adminLenovoId: '10000001',
      createTime: '2025-01-06 14:00:00',
    },
  ];
  const memberships: MembershipRow[] = [
    { enterpriseNumber: MAIN_ENTERPRISE, lenovoId: '10000001', admin: true, menuIds: 'all' },
    { enterpriseNumber: SECOND_ENTERPRISE, lenovoId: '10000001', admin: true, menuIds: 'all' },
    { enterpriseNumber: MAIN_ENTERPRISE, lenovoId: '10000003', admin: true, menuIds: restrictedMenuIds(menus) },
    {
      enterpriseNumber: MAIN_ENTERPRISE,
      lenovoId: SCOPED_ADMIN,
      admin: true,
      menuIds: menus.filter((m) => SCOPED_MENUS.includes(m.url)).map((m) => m.id),
    },
  ];
  db.tables.accounts = SEED_ACCOUNTS.map((a) => ({ ...a }));
  db.tables.enterprises = enterprises;
  db.tables.memberships = memberships;
  db.tables.menus = menus;
  db.tables.sessions = [];
  db.tables.oneTimeCodes = [];
}
