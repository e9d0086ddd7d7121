// Not on the list kit: one row per department of 考勤统计's filters, with its 合计 row; not paged or searched here.
import { useMemo } from 'react';
import { Table } from 'antd';
import { isWaiting } from '@/lib/query/list-subject';
import { useDepartments } from '../api/queries';
import type { DepartmentMonthSummary, StatsFilter } from '../api/types';
import { leaveTypesOf } from '../lib/figures';
import { ExportBar } from './export-button';
import { figureColumns, totalsRow } from './figure-columns';
import { emptyOrError } from './view-states';

const LEAD = 2; // 部门, 人数

/** 部门汇总: one row per department with members in the filtered groups, with the 合计 row. */
export function DepartmentsTable({ month, filter }: { month: string; filter: StatsFilter }) {
  const query = useDepartments({ month, ...filter });
  const data = query.data;
  const leaveTypes = useMemo(() => (data ? leaveTypesOf([data.totals, ...data.list]) : []), [data]);
  const columns = useMemo(
    () => [
      { title: '部门', dataIndex: 'departName', render: (v: string) => v || '—' },
      { title: '人数', dataIndex: 'headcount', align: 'right' as const },
      ...figureColumns<DepartmentMonthSummary>(leaveTypes),
    ],
    [leaveTypes],
  );
  return (
    <>
      <ExportBar query={{ view: 'departments', month, ...filter }} disabled={!data?.list.length} />
      <Table<DepartmentMonthSummary>
        rowKey="departmentId"
        size="small"
        scroll={{ x: 'max-content' }}
        loading={isWaiting(query)}
        dataSource={data?.list ?? []}
        columns={columns}
        locale={emptyOrError(query)}
        pagination={false}
        summary={() =>
          data?.list.length
            ? totalsRow({
                totals: data.totals,
                lead: LEAD,
                counts: [data.list.reduce((n, d) => n + d.headcount, 0)],
                leaveTypes,
              })
            : null
        }
      />
    </>
  );
}
