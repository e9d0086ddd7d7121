import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { byId, byIds, count, flag, id, list, pageArgs, paged, record, text } from '@/lib/contract/fields';

// Leave types, balances and the ledger on the leave service (admin-modules §7 "Leave"); the balance
// import and export (paths not in the spec) on the same service; vacation grants on the vacation
// service. Bodies and answers are assumed: docs/assumed-contract.md "Time and attendance".

/** An id the page does not act on: missing is empty, not fatal. */
const refId = v.optional(id, '');

/** §8: a balance overlapping another of the same person and type; the server's message is
 *  'time is error', the console shows this instead. */
const OVERLAP = { '999': '该假期时间段与已有余额重叠，请修改起止时间（time is error）' } as const;

export const LeaveTypeSchema = record({
  id,
  name: v.string(),
  createTime: text,
  /** people outside a scoped administrator's 管理范围 hold balances of it: the server refuses her
   *  删除 (assumed contract "Partial writes"); absent otherwise */
  heldOutside: flag,
});

/** The terms of a balance before or after a change: hours, and seconds since the epoch (the leave
 *  service's unit for startTime / endTime). */
export const BalanceTermsSchema = record({ lines: count, startTime: count, endTime: count });

/** A leave balance: `lines` hours of a leave type for one person, usable from startTime to endTime. */
export const LeaveBalanceSchema = record({
  id,
  lenovoId: id,
  holidayId: id,
  ...BalanceTermsSchema.entries,
  /** filled in by the server for lists */
  name: v.string(),
  departName: text,
  holidayName: v.string(),
  updateTime: text,
});

/** One leave type of a person, current balances added up (GET /selectHolidayByUser). */
export const UserHolidaySummarySchema = record({
  holidayId: id,
  holidayName: v.string(),
  /** hours of the balances valid now */
  lines: count,
  /** how many balances (any period) the person has of this type */
  balances: v.optional(count),
});

const LedgerActionSchema = v.picklist(['add', 'update', 'delete', 'import', 'grant', 'typeDelete']);

/** One entry of a person's ledger: who changed what, when, before → after. */
export const LedgerEntrySchema = record({
  id,
  lenovoId: refId,
  name: text,
  holidayId: refId,
  holidayName: v.string(),
  balanceId: refId,
  action: LedgerActionSchema,
  /** null for an added balance */
  before: v.optional(v.nullable(BalanceTermsSchema), null),
  /** null for a removed balance */
  after: v.optional(v.nullable(BalanceTermsSchema), null),
  operatorId: refId,
  operatorName: text,
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: text,
  remark: text,
});

/** Balance import, step 1: rows as read from the sheet (cell texts), with the sheet row number. */
export const BalanceImportRowSchema = record({
  /** the rows' key and the number the administrator finds in the sheet */
  row: count,
  name: text,
  telephone: text,
  holidayName: text,
  lines: text,
  startDate: text,
  endDate: text,
});

export const BalanceImportAnalysisSchema = record({
  importId: id,
  importable: list(BalanceImportRowSchema),
  unImportable: list(record({ ...BalanceImportRowSchema.entries, reason: v.string() })),
});

export const GrantSkipSchema = record({ lenovoId: id, name: v.string(), reason: v.string() });

export const GrantResultSchema = record({
  /** not used by the console: a grant that was made is not reported as failed for want of it */
  grantId: refId,
  /** people granted (new balances + topped-up balances) */
  count,
  /** new balances */
  created: count,
  /** existing balances of exactly the same period that got the hours added */
  increased: count,
  /** people left out, with the reason (an overlapping balance of another period) */
  skipped: list(GrantSkipSchema),
});

/** A grant as the vacation page lists it. */
export const GrantRecordSchema = record({
  id,
  holidayId: refId,
  holidayName: v.string(),
  lines: count,
  startTime: count,
  endTime: count,
  /** departments and people chosen, as names */
  targets: text,
  count,
  skipped: count,
  operatorName: text,
  createTime: text,
  remark: text,
});

/** Per leave type: how many people hold a balance valid now and the hours granted. */
export const VacationSummarySchema = record({
  holidayId: id,
  holidayName: v.string(),
  people: count,
  totalLines: count,
});

// ---- What the console sends

const LeaveTypeQuerySchema = v.object({ name: v.string(), ...pageArgs });

const LeaveBalanceInputSchema = v.object({
  lenovoId: v.string(),
  holidayId: v.string(),
  lines: v.number(),
  startTime: v.number(),
  endTime: v.number(),
  /** why the balance was given (kept in the ledger) */
  remark: v.optional(v.string()),
});

const LeaveBalanceUpdateSchema = v.object({
  id: v.string(),
  lines: v.number(),
  startTime: v.number(),
  endTime: v.number(),
  remark: v.optional(v.string()),
});

const LeaveBalanceQuerySchema = v.object({
  /** '' for every leave type */
  holidayId: v.string(),
  /** name or phone, '' for all */
  keyword: v.string(),
  /** '' for the whole enterprise; a department includes its sub-departments */
  departId: v.string(),
  ...pageArgs,
});

const LedgerQuerySchema = v.object({
  lenovoId: v.string(),
  /** '' for every leave type */
  holidayId: v.string(),
  ...pageArgs,
});

const BalanceExportQuerySchema = v.object({
  holidayId: v.string(),
  keyword: v.string(),
  departId: v.string(),
  /** balance ids: exactly these, whatever the filters; empty: everything the filters match */
  ids: v.array(v.string()),
});

/** Vacation batch grant: `lines` hours of one leave type to departments (with sub-departments) and people, in one call. */
const GrantInputSchema = v.object({
  holidayId: v.string(),
  lines: v.number(),
  startTime: v.number(),
  endTime: v.number(),
  departIds: v.array(v.string()),
  lenovoIds: v.array(v.string()),
  remark: v.optional(v.string()),
});

const GrantListQuerySchema = v.object({
  /** '' for every leave type */
  holidayId: v.string(),
  ...pageArgs,
});

// ---- Calls

export const searchHolidayAllCall = defineCall({
  method: 'GET',
  service: 'leave',
  path: '/adminLeave/searchHolidayAll',
  status: 'specified',
  summary: '全部假期类型（按创建顺序）',
  answer: v.array(LeaveTypeSchema),
});

export const searchHolidayCall = defineCall({
  method: 'POST',
  service: 'leave',
  path: '/adminLeave/searchHoliday',
  status: 'specified',
  summary: '假期类型列表（分页，按名称搜索）',
  body: LeaveTypeQuerySchema,
  answer: paged(LeaveTypeSchema),
});

export const addHolidayCall = defineCall({
  method: 'POST',
  service: 'leave',
  path: '/adminLeave/addHoliday',
  status: 'specified',
  summary: '新增假期类型',
  body: v.object({ name: v.string() }),
  answer: LeaveTypeSchema,
});

export const updateHolidayCall = defineCall({
  method: 'POST',
  service: 'leave',
  path: '/adminLeave/updateHoliday',
  status: 'specified',
  summary: '修改假期类型名称',
  body: v.object({ id: v.string(), name: v.string() }),
  answer: LeaveTypeSchema,
});

export const delHolidayCall = defineCall({
  method: 'POST',
  service: 'leave',
  path: '/adminLeave/delHoliday',
  status: 'specified',
  summary: '删除假期类型及其全部余额',
  body: byId,
  // the toast says how many balances went with it
  answer: record({ name: text, balances: count }),
});

export const addHolidayUserCall = defineCall({
  method: 'POST',
  service: 'leave',
  path: '/adminLeave/addHolidayUser',
  status: 'specified',
  summary: '新增假期余额',
  body: LeaveBalanceInputSchema,
  answer: LeaveBalanceSchema,
  errors: OVERLAP,
});

export const updateHolidayUserCall = defineCall({
  method: 'POST',
  service: 'leave',
  path: '/adminLeave/updateHolidayUser',
  status: 'specified',
  summary: '修改假期余额（额度与有效期）',
  body: LeaveBalanceUpdateSchema,
  answer: LeaveBalanceSchema,
  errors: OVERLAP,
});

export const delHolidayUserCall = defineCall({
  method: 'POST',
  service: 'leave',
  path: '/adminLeave/delHolidayUser',
  status: 'specified',
  summary: '删除一条或多条假期余额',
  body: byIds,
  answer: record({ count: v.optional(count) }),
});

export const searchHolidayUserCall = defineCall({
  method: 'POST',
  service: 'leave',
  path: '/adminLeave/searchHolidayUser',
  status: 'specified',
  summary: '假期余额列表（分页，按类型、部门、姓名或手机号筛选）',
  body: LeaveBalanceQuerySchema,
  answer: paged(LeaveBalanceSchema),
});

export const selectHolidayUserCall = defineCall({
  method: 'POST',
  service: 'leave',
  path: '/adminLeave/selectHolidayUser',
  status: 'specified',
  summary: '某人的全部假期余额（表单据此检查时间段重叠）',
  body: v.object({ lenovoId: v.string() }),
  answer: v.array(LeaveBalanceSchema),
});

export const selectHolidayByUserCall = defineCall({
  method: 'GET',
  service: 'leave',
  path: '/selectHolidayByUser',
  status: 'specified',
  summary: '某人各假期类型当前有效的小时数',
  query: v.object({ lenovoId: v.string() }),
  answer: v.array(UserHolidaySummarySchema),
});

export const searchHolidayLogCall = defineCall({
  method: 'POST',
  service: 'leave',
  path: '/adminLeave/searchHolidayLogByLenovoId',
  status: 'specified',
  summary: '某人的假期余额变更明细（分页，最新在前）',
  body: LedgerQuerySchema,
  answer: paged(LedgerEntrySchema),
});

export const balanceTemplateCall = defineCall({
  method: 'GET',
  service: 'leave',
  path: '/adminLeave/holidayUser/template',
  status: 'assumed',
  summary: '下载假期余额导入模板（.xlsx）',
  answer: 'file',
});

export const balanceImportAnalysisCall = defineCall({
  method: 'POST',
  service: 'leave',
  path: '/adminLeave/holidayUser/importAnalysis',
  status: 'assumed',
  summary: '导入假期余额第一步：解析文件，逐行给出可导入或原因',
  // multipart: the sheet, and the previous importId on a re-upload
  body: v.object({ file: v.blob(), importId: v.optional(v.string()) }),
  answer: BalanceImportAnalysisSchema,
});

export const balanceImportSaveCall = defineCall({
  method: 'POST',
  service: 'leave',
  path: '/adminLeave/holidayUser/importSave',
  status: 'assumed',
  summary: '导入假期余额第二步：保存可导入的行',
  body: v.object({ importId: v.string() }),
  // the toast says how many were imported
  answer: record({ count }),
});

export const balanceExportCall = defineCall({
  method: 'POST',
  service: 'leave',
  path: '/adminLeave/holidayUser/export',
  status: 'assumed',
  summary: '导出假期余额（.xlsx，选中的或符合筛选的）',
  body: BalanceExportQuerySchema,
  answer: 'file',
});

export const grantVacationCall = defineCall({
  method: 'POST',
  service: 'vacation',
  path: '/vacation/grant',
  status: 'assumed',
  summary: '批量授予假期（部门及人员，一次调用）',
  body: GrantInputSchema,
  answer: GrantResultSchema,
});

export const listGrantsCall = defineCall({
  method: 'POST',
  service: 'vacation',
  path: '/vacation/grantList',
  status: 'assumed',
  summary: '假期发放记录（分页，最新在前）',
  body: GrantListQuerySchema,
  answer: paged(GrantRecordSchema),
});

export const vacationSummaryCall = defineCall({
  method: 'GET',
  service: 'vacation',
  path: '/vacation/summary',
  status: 'assumed',
  summary: '假期概览：各类型当前有效人数与额度合计',
  answer: v.array(VacationSummarySchema),
});

export type LeaveType = v.InferOutput<typeof LeaveTypeSchema>;
export type LeaveTypeQuery = v.InferOutput<typeof LeaveTypeQuerySchema>;
export type LeaveBalance = v.InferOutput<typeof LeaveBalanceSchema>;
export type LeaveBalanceInput = v.InferOutput<typeof LeaveBalanceInputSchema>;
export type LeaveBalanceUpdate = v.InferOutput<typeof LeaveBalanceUpdateSchema>;
export type LeaveBalanceQuery = v.InferOutput<typeof LeaveBalanceQuerySchema>;
export type UserHolidaySummary = v.InferOutput<typeof UserHolidaySummarySchema>;
export type LedgerAction = v.InferOutput<typeof LedgerActionSchema>;
export type BalanceTerms = v.InferOutput<typeof BalanceTermsSchema>;
export type LedgerEntry = v.InferOutput<typeof LedgerEntrySchema>;
export type LedgerQuery = v.InferOutput<typeof LedgerQuerySchema>;
export type BalanceImportRow = v.InferOutput<typeof BalanceImportRowSchema>;
export type BalanceImportAnalysis = v.InferOutput<typeof BalanceImportAnalysisSchema>;
export type BalanceExportQuery = v.InferOutput<typeof BalanceExportQuerySchema>;
export type GrantInput = v.InferOutput<typeof GrantInputSchema>;
export type GrantListQuery = v.InferOutput<typeof GrantListQuerySchema>;
export type GrantSkip = v.InferOutput<typeof GrantSkipSchema>;
export type GrantResult = v.InferOutput<typeof GrantResultSchema>;
export type GrantRecord = v.InferOutput<typeof GrantRecordSchema>;
export type VacationSummary = v.InferOutput<typeof VacationSummarySchema>;
