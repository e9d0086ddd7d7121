import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { count, flag, id, list, nothing, record, text } from '@/lib/contract/fields';
import { DepartmentRef } from '@/lib/org/schemas';

// 首页: enterprise certification, the join switch, the member count, the message centre, the novice
// guide, IT administrators, the AI authority and the dashboard (platform-shell §3.3–3.4, §4.3, §7.2).
// The user's menu it stores after the status is lib/session/contract.ts's userMenuCall.

/** Optional text the page tells apart from empty (e.g. 审核时间 shows - when absent): missing or
 *  null is absent. */
const maybeText = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((x) => x ?? undefined),
  ),
);

/** Certification record of the current enterprise (shape assumed, docs/assumed-contract.md). */
export const CertificationStatusSchema = record({
  /** 0 not applied, 1 under review, 2 certified, 3 rejected, 4 appeal under review */
  applyStatus: count,
  enterpriseName: v.string(),
  creditCode: text,
  legalPerson: text,
  contactName: text,
  contactPhone: text,
  applyTime: text,
  auditTime: maybeText,
  rejectReason: maybeText,
});

const ApplySchema = v.object({
  enterpriseName: v.string(),
  creditCode: v.string(),
  legalPerson: v.string(),
  contactName: v.string(),
  contactPhone: v.string(),
});

const AppealSchema = v.object({ reason: v.string(), contactPhone: v.string() });

const AuthSchema = v.object({ enterpriseName: v.string(), creditCode: v.string(), legalPerson: v.string() });

export const AppealStateSchema = record({
  /** true while an appeal waits for review */
  isAppeal: flag,
  reason: maybeText,
  contactPhone: maybeText,
  appealTime: maybeText,
});

/** Business registration information: the lookup fills the forms' three company fields from it. */
export const BusinessInfoSchema = record({
  enterpriseName: v.string(),
  creditCode: v.string(),
  legalPerson: v.string(),
  registeredCapital: text,
  establishDate: text,
  address: text,
  businessScope: text,
  regStatus: text,
});

/** 允许成员申请加入企业: 1 on, 0 off. */
export const SwitchStatusSchema = record({ status: count });

export const DynamicMessageSchema = record({
  id,
  title: v.string(),
  content: text,
  createTime: text,
  /** 0 unread, 1 read */
  status: count,
});

export const NoviceGuideSchema = record({
  guideType: text,
  /** 1 seen: the guide opens only for 0 */
  guideStatus: count,
});

export const ItAdminSchema = record({
  lenovoId: id,
  name: v.string(),
  telephone: text,
  departmentList: list(DepartmentRef),
  createTime: text,
});

export const EnterpriseUserHitSchema = record({
  lenovoId: id,
  name: v.string(),
  telephone: text,
  departmentList: list(DepartmentRef),
  isItAdmin: flag,
});

/** A department the user may see on the dashboard, with those under it. */
export interface MyDepartNode {
  id: string;
  departName: string;
  departTree: MyDepartNode[];
}

// recursive, so its type is written out (a schema cannot infer its own type)
export const MyDepartNodeSchema: v.GenericSchema<unknown, MyDepartNode> = record({
  id,
  departName: v.string(),
  departTree: list(v.lazy(() => MyDepartNodeSchema)),
});

const AttendanceStatisticsSchema = record({
  shouldAttend: count,
  normal: count,
  late: count,
  leaveEarly: count,
  absent: count,
  onLeave: count,
  businessTrip: count,
  /** per day: date, attendance rate 0–100 */
  daily: list(record({ date: v.string(), rate: count })),
});

const DurationInfoSchema = record({
  averageWorkHours: count,
  totalOvertimeHours: count,
  totalLeaveHours: count,
  ranking: list(record({ name: v.string(), hours: count })),
});

const BillSchema = record({
  id,
  /** the bills are sorted by it */
  date: v.string(),
  item: text,
  applicant: text,
  amount: count,
});

/** An expense group: an object whose values are bills; missing or null is none. */
const expenseGroup = v.optional(
  v.pipe(
    v.nullable(v.record(v.string(), BillSchema)),
    v.transform((x) => x ?? {}),
  ),
  {},
);

/** The seven expense groups: each an object whose values are bills. */
const CostDataSchema = record({
  travelExpense: expenseGroup,
  accommodationExpense: expenseGroup,
  trafficExpense: expenseGroup,
  entertainmentExpense: expenseGroup,
  teamConstructionExpense: expenseGroup,
  communicationExpense: expenseGroup,
  otherExpense: expenseGroup,
});

const TaskDashBoardSchema = record({
  total: count,
  finished: count,
  inProgress: count,
  overdue: count,
  notStarted: count,
});

const ScheduleAndMeetingSchema = record({
  scheduleCount: count,
  meetingCount: count,
  meetingHours: count,
  upcoming: list(
    record({
      id,
      title: v.string(),
      startTime: text,
      kind: v.picklist(['meeting', 'schedule']),
      room: maybeText,
    }),
  ),
});

export const DashboardDataSchema = record({
  attendanceStatistics: AttendanceStatisticsSchema,
  durationInfoResponse: DurationInfoSchema,
  costData: CostDataSchema,
  taskDashBoard: TaskDashBoardSchema,
  scheduleAndMeeting: ScheduleAndMeetingSchema,
});

const DashboardQuery = v.object({ departId: v.string(), startTime: v.string(), endTime: v.string() });

export const certStatusCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/enterprise/isauth',
  status: 'specified',
  summary: '企业资质认证状态',
  body: v.object({}),
  /** no record: not applied (applyStatus 0) */
  answer: v.nullish(CertificationStatusSchema),
});

export const applyCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/authentication/apply',
  status: 'specified',
  summary: '提交企业资质认证',
  body: ApplySchema,
  answer: nothing,
});

export const appealStateCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/enterprise/isappeal',
  status: 'specified',
  summary: '认证申诉状态',
  body: v.object({}),
  answer: AppealStateSchema,
});

export const appealCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/enterprise/appeal',
  status: 'specified',
  summary: '提交认证申诉',
  body: AppealSchema,
  answer: nothing,
});

export const authCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/enterpriseauth/auth',
  status: 'specified',
  summary: '工商信息认证',
  body: AuthSchema,
  answer: nothing,
});

export const businessInfoCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/enterpriseauth/getTycBaseInfo',
  status: 'specified',
  summary: '当前企业的工商登记信息',
  answer: BusinessInfoSchema,
});

export const switchStatusCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/temp/querySwitchStatus',
  status: 'specified',
  summary: '成员申请加入开关（读第一个元素）',
  answer: v.array(SwitchStatusSchema),
});

export const updateSwitchCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/temp/updateSwitchStatus',
  status: 'specified',
  summary: '修改成员申请加入开关',
  query: v.object({ status: v.picklist([0, 1]) }),
  answer: nothing,
});

export const memberCountCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/currentEnterpriseUserCount',
  status: 'specified',
  summary: '企业成员人数',
  answer: count,
});

export const messagesCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/dynamicMessage/queryList',
  status: 'specified',
  summary: '消息中心（status 空为全部，0 未读，1 已读）',
  query: v.object({ lenovoId: v.string(), status: v.picklist(['', '0', '1']) }),
  answer: v.array(DynamicMessageSchema),
});

export const guideCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/noviceGuide/{type}',
  status: 'specified',
  summary: '新手引导状态',
  answer: NoviceGuideSchema,
});

export const saveGuideCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/noviceGuide/save',
  status: 'specified',
  summary: '保存新手引导状态',
  query: v.object({ guideType: v.string(), guideStatus: v.picklist([0, 1]) }),
  answer: nothing,
});

export const itAdminsCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/getItAdminList',
  status: 'specified',
  summary: 'IT管理员列表',
  answer: v.array(ItAdminSchema),
});

export const itCandidatesCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/admin/itAdmin/searchEnterpriseUsers',
  status: 'specified',
  summary: '按姓名搜索可设为IT管理员的企业成员',
  query: v.object({ name: v.optional(v.string()) }),
  answer: v.array(EnterpriseUserHitSchema),
});

export const setItAdminsCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/setItAdmins',
  status: 'specified',
  summary: '添加IT管理员',
  body: v.object({ lenovoIds: v.array(v.string()) }),
  answer: nothing,
});

export const removeItAdminCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/admin/removeItAdmin',
  status: 'specified',
  summary: '删除IT管理员',
  query: v.object({ lenovoId: v.string() }),
  answer: nothing,
});

export const aiMenuAuthorCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/admin/hasAiMenuAuthor',
  status: 'specified',
  summary: '是否有设置企业AI助理的菜单权限',
  // not a flag: a missing answer is a failure to retry, never "no authority"
  answer: v.boolean(),
});

export const myTreeCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/v4/depart/searchMyTreeV1',
  status: 'specified',
  summary: '数据看板可查看的部门',
  query: v.object({ userId: v.string() }),
  answer: v.array(MyDepartNodeSchema),
});

export const dashboardCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/enterpriseUser/getDataDashboardStatistics',
  status: 'specified',
  summary: '数据看板（部门、日期范围）',
  query: DashboardQuery,
  answer: DashboardDataSchema,
});

/** Certification record of the current enterprise (shape assumed, docs/assumed-contract.md). */
export type CertificationStatus = v.InferOutput<typeof CertificationStatusSchema>;
export type ApplyInput = v.InferOutput<typeof ApplySchema>;
export type AppealInput = v.InferOutput<typeof AppealSchema>;
export type AuthInput = v.InferOutput<typeof AuthSchema>;
export type AppealState = v.InferOutput<typeof AppealStateSchema>;
/** Business registration information (/enterpriseauth/getTycBaseInfo). */
export type BusinessInfo = v.InferOutput<typeof BusinessInfoSchema>;
export type SwitchStatus = v.InferOutput<typeof SwitchStatusSchema>;
export type DynamicMessage = v.InferOutput<typeof DynamicMessageSchema>;
export type NoviceGuide = v.InferOutput<typeof NoviceGuideSchema>;
export type ItAdmin = v.InferOutput<typeof ItAdminSchema>;
export type EnterpriseUserHit = v.InferOutput<typeof EnterpriseUserHitSchema>;
export type AttendanceStatistics = v.InferOutput<typeof AttendanceStatisticsSchema>;
export type DurationInfo = v.InferOutput<typeof DurationInfoSchema>;
export type Bill = v.InferOutput<typeof BillSchema>;
/** The seven expense groups: each an object whose values are bills. */
export type CostData = v.InferOutput<typeof CostDataSchema>;
export type TaskDashBoard = v.InferOutput<typeof TaskDashBoardSchema>;
export type ScheduleAndMeeting = v.InferOutput<typeof ScheduleAndMeetingSchema>;
export type DashboardData = v.InferOutput<typeof DashboardDataSchema>;
export type DashboardParams = v.InferOutput<typeof DashboardQuery>;
