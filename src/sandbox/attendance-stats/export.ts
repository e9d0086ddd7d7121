import { Reject } from '../respond';
import { chinaNow } from '../china-time';
import { xlsxResponse, type Column } from '../xlsx';
import { sumFigures } from './summaries';
import { anomaliesView, dailyView, departmentsView, monthArg, monthlyView, personMonth } from './views';
import type { AnomalyKind, LeaveHours, PersonDay, SummaryFigures } from '@/features/attendance-stats/api/types';

// 导出 of 考勤统计 (docs/assumed-contract.md "Attendance statistics", "Export"): the view's table as
// .xlsx, one row per table row, the 合计 row last for the monthly and department views.

const hours = (minutes: number) => Math.round(minutes / 6) / 10;
const leaveText = (leave: readonly LeaveHours[]) => leave.map((l) => `${l.holidayName} ${l.hours} 小时`).join('、');
const KIND_LABEL: Record<AnomalyKind, string> = {
  late: '迟到',
  early: '早退',
  missing: '缺卡',
  absent: '旷工',
  field: '外勤',
};

// 月度汇总 and 部门汇总 show one column per leave type, in the order of the totals' leave list
const figureColumns = (totals: SummaryFigures): Column[] => [
  { header: '出勤天数', key: 'attendanceDays' },
  { header: '休息天数', key: 'restDays' },
  { header: '工作时长（小时）', key: 'workHours' },
  { header: '迟到次数', key: 'lateCount' },
  { header: '迟到时长（分钟）', key: 'lateMinutes' },
  { header: '早退次数', key: 'earlyCount' },
  { header: '早退时长（分钟）', key: 'earlyMinutes' },
  { header: '缺卡次数', key: 'missingCount' },
  { header: '旷工天数', key: 'absentDays' },
  { header: '外勤次数', key: 'fieldCount' },
  ...totals.leave.map((l) => ({ header: `${l.holidayName}（小时）`, key: `leave-${l.holidayId}` })),
  { header: '加班时长（小时）', key: 'overtimeHours' },
  { header: '补卡次数', key: 'correctedCount' },
];

/** A row's figures; `totals` names the leave columns (0 for a type the row has none of). */
const figureCells = (f: SummaryFigures, totals: SummaryFigures) => ({
  ...f,
  workHours: hours(f.workMinutes),
  ...Object.fromEntries(
    totals.leave.map((t) => [`leave-${t.holidayId}`, f.leave.find((l) => l.holidayId === t.holidayId)?.hours ?? 0]),
  ),
  overtimeHours: hours(f.overtimeMinutes),
});

// the columns of 每日统计 as the page shows them
const DAY_COLUMNS: Column[] = [
  { header: '班次', key: 'shiftText' },
  { header: '打卡记录', key: 'punchText', width: 40 },
  { header: '结果', key: 'statusText' },
  { header: '工作时长（小时）', key: 'workHours' },
  { header: '迟到（分钟）', key: 'lateMinutes' },
  { header: '早退（分钟）', key: 'earlyMinutes' },
  { header: '缺卡次数', key: 'missingCount' },
  { header: '请假', key: 'leaveText', width: 30 },
];

function dayCells(d: PersonDay, today: string) {
  const label = {
    normal: '正常',
    exception: '异常',
    leave: '请假',
    rest: '休息',
    none: d.date > today ? '未到' : '无排班',
  };
  return {
    ...d,
    shiftText: d.shiftName || '—',
    punchText:
      d.punches.map((p) => `${p.time}${p.field ? '（外勤）' : ''}${p.corrected ? '（补）' : ''}`).join('、') || '—',
    statusText: label[d.status],
    workHours: hours(d.workMinutes),
    leaveText: leaveText(d.leave) || '—',
    correctionText: d.correction?.reason ?? '',
  };
}

const PERSON: Column[] = [
  { header: '姓名', key: 'name' },
  { header: '部门', key: 'departName', width: 20 },
];

export function exportView(e: string, body: Record<string, unknown>): Promise<Response> {
  const today = chinaNow().day;
  switch (body.view) {
    case 'monthly': {
      const { month, rows } = monthlyView(e, body);
      const sum = sumFigures(rows);
      return xlsxResponse(
        `考勤月度汇总_${month}.xlsx`,
        [...PERSON, { header: '考勤组', key: 'groupName' }, ...figureColumns(sum)],
        [...rows.map((r) => figureCells(r, sum)), { name: '合计', ...figureCells(sum, sum) }],
      );
    }
    case 'daily': {
      const { date, rows } = dailyView(e, body);
      return xlsxResponse(
        `考勤每日统计_${date}.xlsx`,
        [...PERSON, ...DAY_COLUMNS],
        rows.map((d) => dayCells(d, today)),
      );
    }
    case 'departments': {
      const { month, rows } = departmentsView(e, body);
      const sum = sumFigures(rows);
      const totals = { departName: '合计', headcount: rows.reduce((s, r) => s + r.headcount, 0) };
      return xlsxResponse(
        `部门考勤汇总_${month}.xlsx`,
        [{ header: '部门', key: 'departName', width: 20 }, { header: '人数', key: 'headcount' }, ...figureColumns(sum)],
        [...rows.map((r) => figureCells(r, sum)), { ...figureCells(sum, sum), ...totals }],
      );
    }
    case 'anomalies': {
      const { month, rows } = anomaliesView(e, body);
      return xlsxResponse(
        `考勤异常明细_${month}.xlsx`,
        [
          { header: '日期', key: 'date' },
          ...PERSON,
          { header: '异常类型', key: 'kindText' },
          { header: '说明', key: 'detail', width: 30 },
        ],
        rows.map((a) => ({ ...a, kindText: KIND_LABEL[a.kind] })),
      );
    }
    case 'personMonth': {
      const month = monthArg(body.month);
      const person = personMonth(e, body.lenovoId, month);
      return xlsxResponse(
        `个人考勤_${person.name}_${month}.xlsx`,
        [{ header: '日期', key: 'date' }, ...DAY_COLUMNS, { header: '补卡原因', key: 'correctionText', width: 30 }],
        person.days.map((d) => dayCells(d, today)),
      );
    }
    default:
      throw new Reject(400, '参数view不正确');
  }
}
