import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { count, flag, id, list, pageArgs, paged, record, text } from '@/lib/contract/fields';

// 考勤统计 on the schedule service (assumed contract "Attendance statistics": not in the spec, every
// call and shape assumed). Minutes and hours are whole minutes / hours with one decimal; dates
// 'YYYY-MM-DD', months 'YYYY-MM', times 'HH:mm' in China time. The figures are what the tables show,
// so each is a `count` (a missing one is fatal). 月度汇总 answers up to 200 rows a page: its row stays
// flat (names, numbers and the leave list, no per-row refinement), so a page of 200 is checked in
// about 1 ms.

const AnomalyKindSchema = v.picklist(['late', 'early', 'missing', 'absent', 'field']);
const DayStatusSchema = v.picklist(['normal', 'exception', 'leave', 'rest', 'none']);

/** One punch (打卡). `corrected` punches were added by an administrator's 补卡. */
const PunchSchema = record({
  time: v.string(),
  kind: v.picklist(['on', 'off']),
  /** 1 or 2: the shift's period the punch belongs to */
  period: v.picklist([1, 2]),
  /** 外勤打卡: outside the group's location */
  field: flag,
  corrected: flag,
});

const LeaveHoursSchema = record({ holidayId: id, holidayName: v.string(), hours: count });

const DayCorrectionSchema = record({ reason: text, operatorId: id, operatorName: text, time: text });

/** A person's day: the arrangement, the punches and what the shift's rules make of them. */
const PersonDaySchema = record({
  lenovoId: id,
  name: v.string(),
  departName: text,
  date: v.string(),
  /** '' on a rest day or a day without an arrangement */
  shiftId: id,
  shiftName: text,
  punches: list(PunchSchema),
  status: DayStatusSchema,
  workMinutes: count,
  lateMinutes: count,
  earlyMinutes: count,
  /** punches missing (缺卡), 0–4 */
  missingCount: count,
  absent: flag,
  field: flag,
  leave: list(LeaveHoursSchema),
  overtimeMinutes: count,
  correction: v.optional(v.nullable(DayCorrectionSchema), null),
});

const figures = {
  attendanceDays: count,
  restDays: count,
  workMinutes: count,
  lateCount: count,
  lateMinutes: count,
  earlyCount: count,
  earlyMinutes: count,
  missingCount: count,
  absentDays: count,
  fieldCount: count,
  leave: list(LeaveHoursSchema),
  overtimeMinutes: count,
  correctedCount: count,
};

const SummaryFiguresSchema = record(figures);

const PersonMonthSummarySchema = record({
  lenovoId: id,
  name: v.string(),
  departName: text,
  groupName: text,
  ...figures,
});

const DepartmentMonthSummarySchema = record({ departmentId: id, departName: v.string(), headcount: count, ...figures });

const AnomalySchema = record({
  lenovoId: id,
  name: v.string(),
  departName: text,
  date: v.string(),
  kind: AnomalyKindSchema,
  /** late / early minutes; 0 for the other kinds */
  minutes: count,
  /** e.g. 上班缺卡（第1段）, 迟到 12 分钟, 外勤打卡 09:02 */
  detail: text,
});

const PersonMonthSchema = record({
  lenovoId: id,
  name: v.string(),
  departName: text,
  groupName: text,
  days: list(PersonDaySchema),
  summary: SummaryFiguresSchema,
});

/** Filters every view takes; all optional but the month (or the date for the daily view). */
const StatsFilterSchema = v.object({
  timeSheetGroupId: v.optional(v.string()),
  departmentId: v.optional(v.string()),
  lenovoId: v.optional(v.string()),
});
const filter = StatsFilterSchema.entries;

const MonthlyQuery = v.object({ ...filter, month: v.string(), ...pageArgs });
const DailyQuery = v.object({ ...filter, date: v.string(), ...pageArgs });
const AnomalyQuery = v.object({ ...filter, month: v.string(), kind: v.optional(AnomalyKindSchema), ...pageArgs });
const DepartmentQuery = v.object({ ...filter, month: v.string() });
const PersonMonthQuery = v.object({ lenovoId: v.string(), month: v.string() });
const CorrectionInput = v.object({ lenovoId: v.string(), date: v.string(), reason: v.string() });

const ExportQuery = v.variant('view', [
  v.object({ view: v.literal('monthly'), ...filter, month: v.string() }),
  v.object({ view: v.literal('daily'), ...filter, date: v.string() }),
  v.object({ view: v.literal('departments'), ...filter, month: v.string() }),
  v.object({ view: v.literal('anomalies'), ...filter, month: v.string(), kind: v.optional(AnomalyKindSchema) }),
  v.object({ view: v.literal('personMonth'), lenovoId: v.string(), month: v.string() }),
]);

export const monthlyCall = defineCall({
  method: 'POST',
  service: 'schedule',
  path: '/attendanceStats/monthly',
  status: 'assumed',
  summary: '月度汇总：一页人员的月度考勤，totals 为整个筛选范围的合计',
  body: MonthlyQuery,
  answer: record({ ...paged(PersonMonthSummarySchema).entries, totals: SummaryFiguresSchema }),
});

export const dailyCall = defineCall({
  method: 'POST',
  service: 'schedule',
  path: '/attendanceStats/daily',
  status: 'assumed',
  summary: '每日统计：一页人员某一天的考勤',
  body: DailyQuery,
  answer: paged(PersonDaySchema),
});

export const departmentsCall = defineCall({
  method: 'POST',
  service: 'schedule',
  path: '/attendanceStats/departments',
  status: 'assumed',
  summary: '部门汇总：每个有成员的部门一行，及合计',
  body: DepartmentQuery,
  answer: record({ list: v.array(DepartmentMonthSummarySchema), totals: SummaryFiguresSchema }),
});

export const anomaliesCall = defineCall({
  method: 'POST',
  service: 'schedule',
  path: '/attendanceStats/anomalies',
  status: 'assumed',
  summary: '异常列表：日期新的在前，再按姓名',
  body: AnomalyQuery,
  answer: paged(AnomalySchema),
});

export const personMonthCall = defineCall({
  method: 'POST',
  service: 'schedule',
  path: '/attendanceStats/personMonth',
  status: 'assumed',
  summary: '个人月度考勤：当月每一天及汇总',
  body: PersonMonthQuery,
  answer: PersonMonthSchema,
});

export const correctCall = defineCall({
  method: 'POST',
  service: 'schedule',
  path: '/attendanceStats/correct',
  status: 'assumed',
  summary: '补卡：答复补卡后的那一天',
  body: CorrectionInput,
  answer: PersonDaySchema,
});

export const exportCall = defineCall({
  method: 'POST',
  service: 'schedule',
  path: '/attendanceStats/export',
  status: 'assumed',
  summary: '导出当前视图及其筛选条件为 .xlsx（文件名由服务端给出）',
  body: ExportQuery,
  answer: 'file',
});

export type Punch = v.InferOutput<typeof PunchSchema>;
export type DayStatus = v.InferOutput<typeof DayStatusSchema>;
export type AnomalyKind = v.InferOutput<typeof AnomalyKindSchema>;
export type LeaveHours = v.InferOutput<typeof LeaveHoursSchema>;
export type DayCorrection = v.InferOutput<typeof DayCorrectionSchema>;
export type PersonDay = v.InferOutput<typeof PersonDaySchema>;
export type SummaryFigures = v.InferOutput<typeof SummaryFiguresSchema>;
export type PersonMonthSummary = v.InferOutput<typeof PersonMonthSummarySchema>;
export type DepartmentMonthSummary = v.InferOutput<typeof DepartmentMonthSummarySchema>;
export type Anomaly = v.InferOutput<typeof AnomalySchema>;
export type PersonMonth = v.InferOutput<typeof PersonMonthSchema>;
export type StatsFilter = v.InferOutput<typeof StatsFilterSchema>;
export type MonthlyQuery = v.InferOutput<typeof MonthlyQuery>;
export type DailyQuery = v.InferOutput<typeof DailyQuery>;
export type AnomalyQuery = v.InferOutput<typeof AnomalyQuery>;
export type DepartmentQuery = v.InferOutput<typeof DepartmentQuery>;
export type PersonMonthQuery = v.InferOutput<typeof PersonMonthQuery>;
export type CorrectionInput = v.InferOutput<typeof CorrectionInput>;
export type ExportQuery = v.InferOutput<typeof ExportQuery>;
