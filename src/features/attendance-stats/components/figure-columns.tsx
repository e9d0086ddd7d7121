import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { SummaryFigures } from '../api/types';
import { hours, leaveHoursOf, oneDecimal } from '../lib/figures';
import { titleWidth } from './large-page';

// The month's figures, shared by 月度汇总 and 部门汇总 (assumed contract "Attendance statistics"):
// the same titles the export writes, and the 合计 row from the answer's totals.

type LeaveType = { holidayId: string; holidayName: string };

interface Figure {
  /** the title, unless two leave types share a name */
  key?: string;
  title: string;
  value: (f: SummaryFigures) => string | number;
}

function figuresOf(leaveTypes: LeaveType[]): Figure[] {
  return [
    { title: '出勤天数', value: (f) => f.attendanceDays },
    { title: '休息天数', value: (f) => f.restDays },
    { title: '工作时长（小时）', value: (f) => hours(f.workMinutes) },
    { title: '迟到次数', value: (f) => f.lateCount },
    { title: '迟到时长（分钟）', value: (f) => f.lateMinutes },
    { title: '早退次数', value: (f) => f.earlyCount },
    { title: '早退时长（分钟）', value: (f) => f.earlyMinutes },
    { title: '缺卡次数', value: (f) => f.missingCount },
    { title: '旷工天数', value: (f) => f.absentDays },
    { title: '外勤次数', value: (f) => f.fieldCount },
    ...leaveTypes.map((t) => ({
      key: `leave-${t.holidayId}`,
      title: `${t.holidayName}（小时）`,
      value: (f: SummaryFigures) => oneDecimal(leaveHoursOf(f, t.holidayId)),
    })),
    { title: '加班时长（小时）', value: (f) => hours(f.overtimeMinutes) },
    { title: '补卡次数', value: (f) => f.correctedCount },
  ];
}

export function figureColumns<T extends SummaryFigures>(leaveTypes: LeaveType[]): ColumnsType<T> {
  return figuresOf(leaveTypes).map((f) => ({
    title: f.title,
    key: f.key ?? f.title,
    align: 'right',
    width: titleWidth(f.title), // a virtual page needs every width (large-page.ts)
    render: (_v: unknown, row: T) => f.value(row),
  }));
}

/** The 合计 row: 合计 under the first column, the other leading columns but the last `counts` (人数)
 *  left blank, then the totals under each figure. Called, not mounted as <TotalsRow>: antd fixes the row under a scrolled body (and shows it at
 *  all in virtual mode) only when `summary` hands back a <Table.Summary fixed> element itself. */
export function totalsRow({
  totals,
  lead,
  counts = [],
  leaveTypes,
}: {
  totals: SummaryFigures;
  lead: number;
  counts?: number[];
  leaveTypes: LeaveType[];
}) {
  const blank = lead - counts.length - 1;
  return (
    <Table.Summary fixed>
      <Table.Summary.Row>
        {/* 合计 under the first column alone: spanning an unfixed one, antd would not keep it fixed at the
            left (under 姓名) when the table is scrolled across */}
        <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
        {blank > 0 && <Table.Summary.Cell index={1} colSpan={blank} />}
        {counts.map((n, i) => (
          <Table.Summary.Cell key={`count-${i}`} index={lead - counts.length + i} align="right">
            {n}
          </Table.Summary.Cell>
        ))}
        {figuresOf(leaveTypes).map((f, i) => (
          <Table.Summary.Cell key={f.key ?? f.title} index={lead + i} align="right">
            {f.value(totals)}
          </Table.Summary.Cell>
        ))}
      </Table.Summary.Row>
    </Table.Summary>
  );
}
