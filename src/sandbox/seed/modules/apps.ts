import { table, type Db } from '../../db';
import type { AppInfo } from '@/features/apps/api/types';
import type { DepartmentRow, StaffRow } from '../../org-tables';
import { MAIN_ENTERPRISE, SECOND_ENTERPRISE } from '../core';

// The applications of each enterprise (admin-modules §3 Application): what role management grants
// (platform-shell §3.3 allApp) and application management lists, with the workbench groups
// (the application group editor). 20 applications across the 4 categories in 4 groups.

/** Stored: the departments of a limited scope by id (names are looked up when answered); the
 *  groups an application is in come from the group table. */
export interface AppRow extends Omit<AppInfo, 'visibleDeparts' | 'groupNames'> {
  enterpriseNumber: string;
  visibleDepartIds: string[];
}

export interface AppGroupRow {
  id: string;
  enterpriseNumber: string;
  groupName: string;
  sort: number;
  /** the applications in the group, in order */
  appIds: string[];
}

export const appRows = () => table<AppRow>('apps');
export const appsOf = (enterpriseNumber: string) => appRows().filter((a) => a.enterpriseNumber === enterpriseNumber);
export const appGroupRows = () => table<AppGroupRow>('appGroups');
export const appGroupsOf = (enterpriseNumber: string) =>
  appGroupRows()
    .filter((g) => g.enterpriseNumber === enterpriseNumber)
    .sort((a, b) => a.sort - b.sort);

type Spec = [
  key: string,
  name: string,
  categoryMark: AppRow['categoryMark'],
  group: string,
  description: string,
  options?: { hidden?: boolean; disabled?: boolean; departs?: string[] },
];

export const APP_GROUPS = ['办公协同', '人事行政', '财务管理', '业务与知识'] as const;

const CATALOGUE: Spec[] = [
  ['attendance', '考勤打卡', 'basic', '人事行政', '上下班打卡、外勤与考勤统计'],
  ['approve', '审批', 'basic', '办公协同', '请假、报销、用印等流程审批'],
  ['announcement', '公告', 'basic', '办公协同', '企业公告发布与已读统计'],
  ['schedule', '日程', 'basic', '办公协同', '个人与团队日程安排'],
  ['meeting', '会议室预定', 'basic', '办公协同', '会议室查询、预定与签到'],
  ['contacts', '通讯录', 'basic', '办公协同', '企业组织架构与同事联系方式'],
  ['disk', '企业云盘', 'free', '业务与知识', '企业文件存储与共享'],
  ['training', '培训学习', 'free', '人事行政', '在线课程与考试', { hidden: true }],
  ['visitor', '访客管理', 'free', '人事行政', '访客预约与登记', { disabled: true }],
  ['print', '智能打印', 'subscribed', '人事行政', '手机扫码打印与打印计费'],
  ['expense', '差旅报销', 'subscribed', '财务管理', '差旅申请、预订与报销'],
  ['assistant', 'AI助理', 'subscribed', '业务与知识', '智能问答与知识检索', { hidden: true }],
  ['esign', '电子签章', 'thirdParty', '财务管理', '合同在线签署与印章管理', { hidden: true }],
  ['crm', '客户管理CRM', 'thirdParty', '业务与知识', '客户、商机与合同跟进'],
  ['worklog', '工作日志', 'basic', '办公协同', '日报、周报与点评'],
  ['survey', '问卷调查', 'free', '办公协同', '问卷与投票'],
  [
    'salary',
    '薪资条',
    'subscribed',
    '财务管理',
    '工资条发放与确认',
    { hidden: true, departs: ['财务部', '人力资源部'] },
  ],
  ['invoice', '发票助手', 'thirdParty', '财务管理', '发票抬头、查验与归集'],
  ['recruit', '智能招聘', 'thirdParty', '人事行政', '职位发布与简历筛选', { disabled: true }],
  ['knowledge', '知识库', 'free', '业务与知识', '企业知识沉淀与检索'],
];

/** The id of a seeded application of an enterprise. */
export const appId = (enterpriseNumber: string, key: string) => `app-${enterpriseNumber}-${key}`;
/** The id of a seeded group (index into APP_GROUPS). */
export const appGroupId = (enterpriseNumber: string, n: number) => `ag-${enterpriseNumber}-${n + 1}`;

export default function seedApps(db: Db) {
  const people = (db.tables.staff ?? []) as StaffRow[];
  const departs = (db.tables.departments ?? []) as DepartmentRow[];
  const enterprises = [MAIN_ENTERPRISE, SECOND_ENTERPRISE];
  db.tables.apps = enterprises.flatMap((e) => {
    const some = people
      .filter((p) => p.enterpriseNumber === e && p.status === '')
      .slice(0, 3)
      .map((p) => ({ lenovoId: p.lenovoId, name: p.name }));
    return CATALOGUE.map(([key, name, categoryMark, , description, o = {}], i): AppRow => {
      const departIds = (o.departs ?? [])
        .map((n) => departs.find((d) => d.enterpriseNumber === e && d.departName === n)?.id)
        .filter((id): id is string => !!id);
      return {
        id: appId(e, key),
        enterpriseNumber: e,
        name,
        categoryMark,
        enable: !o.disabled,
        description,
        visibleRange: o.hidden ? 3 : 2,
        visibleUsers: o.hidden ? some : [],
        visibleDepartIds: o.hidden ? departIds : [],
        iconAddress: key,
        applyPermissionId: `perm-${key}-${i + 1}`,
      };
    });
  });
  db.tables.appGroups = enterprises.flatMap((e) =>
    APP_GROUPS.map((groupName, n): AppGroupRow => ({
      id: appGroupId(e, n),
      enterpriseNumber: e,
      groupName,
      sort: n,
      appIds: CATALOGUE.filter((c) => c[3] === groupName).map(([key]) => appId(e, key)),
    })),
  );
}
