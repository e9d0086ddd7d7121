// Not on ListTable: a page of up to 200 people is a virtual table with its 合计 row (architecture.md "考勤统计's large pages").
import { useCallback, useEffect, useMemo, useRef, type ReactNode, type UIEvent } from 'react';
import { Table } from 'antd';
import type { PersonMonthSummary, SummaryPage } from '../api/types';
import { leaveTypesOf } from '../lib/figures';
import { figureColumns, totalsRow } from './figure-columns';
import { pageScroll } from './large-page';
import { useVirtualTableRole, VIRTUAL_TABLE_PARTS } from './virtual-table-roles';
import type { OpenPerson } from './person-month-drawer';
import { nameColumn, viewPagination } from './view-states';

const LEAD = 3; // 姓名, 部门, 考勤组

/** A virtual row's place among the table's rows (the header is row 1); one function for every
 *  render, so that a render with the same rows (the spinner on or off) leaves them alone. */
const virtualRow = (_r: PersonMonthSummary, i?: number) => ({ 'aria-rowindex': (i ?? 0) + 2 });

interface MonthTableProps {
  /** the month and filters the rows are of: another one starts the rows at the top */
  subject: string;
  data: SummaryPage<PersonMonthSummary> | undefined;
  loading: boolean;
  page: number;
  size: number;
  emptyText: ReactNode;
  onPage(page: number, size: number): void;
  onOpen: OpenPerson;
}

/** The rows of 月度汇总 and the 合计 row; up to 200 a page, scrolled under a fixed header and 合计;
 *  a large page is virtual (large-page.ts). */
export function MonthTable({ subject, data, loading, page, size, emptyText, onPage, onOpen }: MonthTableProps) {
  // the columns stay the same objects while the leave types do (another month, usually), so that
  // the table only updates its cells' figures
  const leaveKey = useMemo(() => JSON.stringify(data ? leaveTypesOf([data.totals, ...data.list]) : []), [data]);
  const leaveTypes = useMemo(() => JSON.parse(leaveKey) as ReturnType<typeof leaveTypesOf>, [leaveKey]);
  const columns = useMemo(
    () => [
      { ...nameColumn<PersonMonthSummary>(onOpen), fixed: 'left' as const, width: 120 },
      { title: '部门', dataIndex: 'departName', width: 160, render: (v: string) => v || '—' },
      { title: '考勤组', dataIndex: 'groupName', width: 160, render: (v: string) => v || '—' },
      ...figureColumns<PersonMonthSummary>(leaveTypes),
    ],
    [leaveTypes, onOpen],
  );
  const rows = data?.list ?? [];
  const { virtual, scroll } = useMemo(() => pageScroll(columns, rows.length, 560), [columns, rows.length]);
  const ref = useVirtualTableRole(virtual, '月度汇总', rows.length);
  // the table stays across a month chosen (monthly-table.tsx), its scroll too: a new list starts at its
  // top (only when scrolled: setting the scroll would lay the page out in the render of the click)
  const scrolled = useRef(false);
  const onScroll = useCallback((e: UIEvent<HTMLDivElement>) => {
    scrolled.current = e.currentTarget.scrollTop > 0;
  }, []);
  useEffect(() => {
    if (!scrolled.current) return;
    scrolled.current = false;
    ref.current?.scrollTo({ top: 0 });
  }, [ref, subject]);
  return (
    <Table<PersonMonthSummary>
      ref={ref}
      rowKey="lenovoId"
      size="small"
      virtual={virtual}
      // a virtual table's rows are <div>s: they say they are rows, and which (the header is row 1)
      components={virtual ? VIRTUAL_TABLE_PARTS : undefined}
      onRow={virtual ? virtualRow : undefined}
      scroll={scroll}
      onScroll={onScroll}
      loading={loading}
      dataSource={rows}
      columns={columns}
      locale={{ emptyText }}
      summary={() => (data?.list.length ? totalsRow({ totals: data.totals, lead: LEAD, leaveTypes }) : null)}
      pagination={viewPagination({ page, size, total: data?.total, unit: '人', onChange: onPage })}
    />
  );
}
