import { table, type Db } from '../../db';
import type { AppSummary } from '@/features/roles/api/types';
import type { StaffRow } from '../../org-tables';
import { MAIN_ENTERPRISE, SECOND_ENTERPRISE } from '../core';

// The applications of each enterprise (admin-modules §3 Application): what role management grants
// (platform-shell §3.3 allApp) and application management will list.
export interface AppRow extends AppSummary {
  enterpriseNumber: string;
}

export const appRows = () => table<AppRow>('apps');
export const appsOf = (enterpriseNumber: string) => appRows().filter((a) => a.enterpriseNumber === enterpriseNumber);

type Spec = [key: string, name: string, categoryMark: AppRow['categoryMark'], group: string, options?: { hidden?: boolean; disabled?: boolean }];

const CATALOGUE: Spec[] = [
  ['attendance', '考勤打卡', 'basic', '人事管理'],
  ['approve', '审批', 'basic', '办公协同'],
  ['announcement', '公告', 'basic', '办公协同'],
  ['schedule', '日程', 'basic', '办公协同'],
  ['meeting', '会议室预定', 'basic', '办公协同'],
  ['contacts', '通讯录', 'basic', '办公协同'],
  ['disk', '企业云盘', 'free', '文档与知识'],
  ['training', '培训学习', 'free', '人事管理', { hidden: true }],
  ['visitor', '访客管理', 'free', '行政服务', { disabled: true }],
  ['print', '智能打印', 'subscribed', '行政服务'],
  ['expense', '差旅报销', 'subscribed', '财务管理'],
  ['assistant', 'AI助理', 'subscribed', '文档与知识', { hidden: true }],
  ['esign', '电子签章', 'thirdParty', '财务管理', { hidden: true }],
  ['crm', '客户管理CRM', 'thirdParty', '销售管理'],
];

/** The id of a seeded application of an enterprise. */
export const appId = (enterpriseNumber: string, key: string) => `app-${enterpriseNumber}-${key}`;

export default function seedApps(db: Db) {
  const people = (db.tables.staff ?? []) as StaffRow[];
  db.tables.apps = [MAIN_ENTERPRISE, SECOND_ENTERPRISE].flatMap((e) => {
    const some = people.filter((p) => p.enterpriseNumber === e && p.status === '').slice(0, 3).map((p) => ({ lenovoId: p.lenovoId, name: p.name }));
    return CATALOGUE.map(([key, name, categoryMark, group, o = {}], i): AppRow => ({
      id: appId(e, key), enterpriseNumber: e, name, categoryMark, enable: !o.disabled,
      visibleRange: o.hidden ? 3 : 2, visibleUsers: o.hidden ? some : [], iconAddress: key, applyPermissionId: `perm-${key}-${i + 1}`, groupNames: [group],
    }));
  });
}
