import { useMemo, useState } from 'react';
import { Table } from 'antd';
import { isWaiting } from '@/lib/query/list-subject';
import { useMonthly } from '../api/queries';
import type { PersonMonthSummary, StatsFilter } from '../api/types';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants';
import { leaveTypesOf } from '../lib/figures';
import { ExportButton } from './export-button';
import { figureColumns, TotalsRow } from './figure-columns';
import { emptyOrError, NameButton } from './view-states';
import type { OpenPerson } from './person-month-drawer';

const LEAD = 3; // 姓名, 部门, 考勤组

/** 月度汇总: one row per person of the filtered groups, server-paged, with the 合计 row. */
export function MonthlyTable({ month, filter, onOpen }: { month: string; filter: StatsFilter; onOpen: OpenPerson }) {
  const [paging, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const query = useMonthly({ month, ...filter, ...paging });
  const data = query.data;
  const leaveTypes = useMemo(() => (data ? leaveTypesOf([...data.list, data.totals]) : []), [data]);
  const columns = useMemo(
    () => [
      {
        title: '姓名',
        key: 'name',
        fixed: 'left' as const,
        render: (_v: unknown, r: PersonMonthSummary) => (
          <NameButton name={r.name} onOpen={() => onOpen({ lenovoId: r.lenovoId, name: r.name })} />
        ),
      },
      { title: '部门', dataIndex: 'departName', render: (v: string) => v || '—' },
      { title: '考勤组', dataIndex: 'groupName', render: (v: string) => v || '—' },
      ...figureColumns<PersonMonthSummary>(leaveTypes),
    ],
    [leaveTypes, onOpen],
  );
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
        <ExportButton query={{ view: 'monthly', month, ...filter }} disabled={!data?.total} />
      </div>
      <Table<PersonMonthSummary>
        rowKey="lenovoId"
        size="small"
        sticky
        scroll={{ x: 'max-content' }}
        loading={isWaiting(query)}
        dataSource={data?.list ?? []}
        columns={columns}
        locale={emptyOrError(query)}
        summary={() =>
          data?.list.length ? <TotalsRow totals={data.totals} lead={LEAD} leaveTypes={leaveTypes} /> : null
        }
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (t) => `共 ${t} 人`,
          onChange: (page, size) => setPaging({ page, size }),
        }}
      />
    </>
  );
}
