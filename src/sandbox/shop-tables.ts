import { table } from './db';
import type { AppCategory, Order, ShopApp, ShopPlan } from '@/features/app-shop/api/types';
import { appId } from './seed/modules/apps';

// The application shop's own tables (docs/assumed-contract.md "Workplace" → "Application shop"). The
// catalogue keys of the applications every enterprise already has are the keys of seed/modules/apps.ts,
// so a catalogue entry's id is the enterprise's application id (appId(enterprise, key)) and the shop
// knows which it owns from /app/listAll's table; the others become owned through a paid order.

/** A catalogue entry as stored: the answer's fields less what depends on the enterprise (id, owned,
 *  pendingOrder), under its key. */
export interface CatalogueEntry extends Omit<ShopApp, 'id' | 'owned' | 'pendingOrder'> {
  key: string;
}

const FREE: ShopPlan[] = [{ planId: 'free', name: '免费版', price: 0, period: 'forever' }];
const tiers = (standard: number, pro: number): ShopPlan[] => [
  { planId: 'standard', name: '标准版', price: standard, period: 'year' },
  { planId: 'pro', name: '专业版', price: pro, period: 'year' },
];
const entry = (
  key: string,
  name: string,
  categoryMark: AppCategory,
  summary: string,
  description: string,
  developer: string,
  plans: ShopPlan[],
): CatalogueEntry => ({ key, name, categoryMark, summary, description, developer, plans });

export const CATALOGUE: CatalogueEntry[] = [
  entry(
    'attendance',
    '考勤打卡',
    'basic',
    '定位、Wi-Fi 打卡与考勤统计',
    '支持定位与 Wi-Fi 打卡、外勤打卡和补卡申请，按考勤组自动生成日报与月报。',
    '平台官方',
    FREE,
  ),
  entry(
    'approve',
    '审批',
    'basic',
    '自定义表单与审批流程',
    '请假、报销、用印等审批在线发起，条件分支与多级审批人，审批数据可导出。',
    '平台官方',
    FREE,
  ),
  entry(
    'announcement',
    '公告',
    'basic',
    '企业公告发布与阅读统计',
    '面向全员或指定部门发布公告，查看已读未读情况。',
    '平台官方',
    FREE,
  ),
  entry('schedule', '日程', 'basic', '个人与团队日程', '创建日程并邀请同事，日程提醒与忙闲查看。', '平台官方', FREE),
  entry(
    'meeting',
    '会议室预定',
    'basic',
    '会议室查询与预定',
    '按楼栋、楼层与容量查找会议室，在线预定与签到。',
    '平台官方',
    FREE,
  ),
  entry('contacts', '通讯录', 'basic', '企业通讯录', '按组织架构查找同事，支持外部联系人。', '平台官方', FREE),
  entry(
    'disk',
    '企业云盘',
    'free',
    '文件存储与共享',
    '部门空间与个人空间，文件在线预览、共享与权限管理。',
    '平台官方',
    FREE,
  ),
  entry('training', '培训学习', 'free', '在线课程与考试', '上传课程、安排学习计划并组织在线考试。', '平台官方', FREE),
  entry('visitor', '访客管理', 'free', '访客预约与登记', '访客扫码登记、被访人审批与门禁联动。', '平台官方', FREE),
  entry('survey', '问卷调查', 'free', '问卷与投票', '快速创建问卷和投票，实时统计结果。', '平台官方', FREE),
  entry(
    'checkin',
    '健康上报',
    'free',
    '员工健康与行程上报',
    '员工每日上报健康状况与行程，管理员查看统计与未上报名单。',
    '平台官方',
    FREE,
  ),
  entry(
    'print',
    '智能打印',
    'subscribed',
    '手机扫码打印与计费',
    '员工扫码即可打印，按部门统计用量与费用，支持租赁打印机。',
    '平台官方',
    tiers(1999, 4999),
  ),
  entry(
    'expense',
    '差旅报销',
    'subscribed',
    '差旅申请与费用报销',
    '差旅申请、行程预订与报销一体化，对接财务系统。',
    '平台官方',
    tiers(2999, 6999),
  ),
  entry(
    'assistant',
    'AI助理',
    'subscribed',
    '企业知识问答助理',
    '基于企业知识库的智能问答，支持文档总结与写作辅助。',
    '平台官方',
    tiers(3999, 9999),
  ),
  entry(
    'contract',
    '电子合同',
    'subscribed',
    '合同在线签署与归档',
    '合同模板、在线签署、到期提醒与归档检索。',
    '平台官方',
    tiers(2599, 5999),
  ),
  entry(
    'okr',
    'OKR目标管理',
    'subscribed',
    '目标制定、对齐与复盘',
    '公司、部门与个人目标逐级对齐，周期复盘与进度追踪。',
    '平台官方',
    tiers(1599, 3599),
  ),
  entry(
    'esign',
    '电子签章',
    'thirdParty',
    '合规电子签章服务',
    '国家认证的电子签章，支持企业章与个人签名。',
    '安签科技',
    [{ planId: 'standard', name: '标准版', price: 3600, period: 'year' }],
  ),
  entry(
    'crm',
    '客户管理CRM',
    'thirdParty',
    '客户、商机与销售过程管理',
    '客户档案、商机阶段、销售漏斗与业绩报表。',
    '云销软件',
    tiers(4800, 12000),
  ),
  entry(
    'project',
    '项目管理',
    'thirdParty',
    '项目计划、任务与工时',
    '甘特图排期、任务分派与工时统计，多项目看板。',
    '协作云',
    [
      { planId: 'month', name: '月付版', price: 399, period: 'month' },
      { planId: 'standard', name: '年付版', price: 3999, period: 'year' },
    ],
  ),
];

export const catalogueEntry = (key: string) => CATALOGUE.find((c) => c.key === key);

/** The catalogue entry behind an enterprise's application id, if any. */
export const entryOfId = (enterpriseNumber: string, id: string) =>
  CATALOGUE.find((c) => appId(enterpriseNumber, c.key) === id);

export interface OrderRow extends Order {
  enterpriseNumber: string;
  planId: string;
}

export const orderRows = () => table<OrderRow>('shopOrders');
