// Not on the list kit: the day, the filters and the page belong to 考勤统计's address, shared by its four views (stats-page.tsx).
import { useState } from 'react';
import { Table } from 'antd';
import { isWaiting } from '@/lib/query/list-subject';
import { useDaily } from '../api/queries';
import type { PersonDay, StatsFilter } from '../api/types';
import { hours, leaveText, punchText } from '../lib/figures';
import type { PageSize } from '../lib/page-sizes';
import { chinaToday } from '../lib/today';
import { ExportBar } from './export-button';
import type { OpenPerson } from './person-month-drawer';
import { StatusTag } from './status-tag';
import { emptyOrError, nameColumn, viewPagination } from './view-states';

/** 每日统计: one row per person for the date, server-paged. */
export function DailyTable({
  date,
  filter,
  size,
  onSize,
  onOpen,
}: { date: string; filter: StatsFilter; onOpen: OpenPerson } & PageSize) {
  const [page, setPage] = useState(1);
  const today = chinaToday();
  const query = useDaily({ date, ...filter, page, size });
  const data = query.data;
  return (
    <>
      <ExportBar query={{ view: 'daily', date, ...filter }} disabled={!data?.total} />
      <Table<PersonDay>
        rowKey="lenovoId"
        size="small"
        scroll={{ x: 'max-content' }}
        loading={isWaiting(query)}
        dataSource={data?.list ?? []}
        locale={emptyOrError(query)}
        pagination={viewPagination({
          page,
          size,
          total: data?.total,
          unit: '人',
          onChange: (nextPage, nextSize) => {
            setPage(nextPage);
            onSize(nextSize);
          },
        })}
        columns={[
          nameColumn<PersonDay>(onOpen),
          { title: '部门', dataIndex: 'departName', render: (v: string) => v || '—' },
          { title: '班次', dataIndex: 'shiftName', render: (v: string) => v || '—' },
          {
            title: '打卡记录',
            key: 'punches',
            render: (_v, r) => (r.punches.length ? r.punches.map(punchText).join('、') : '—'),
          },
          { title: '结果', key: 'status', render: (_v, r) => <StatusTag status={r.status} future={r.date > today} /> },
          { title: '工作时长（小时）', key: 'work', align: 'right', render: (_v, r) => hours(r.workMinutes) },
          { title: '迟到（分钟）', dataIndex: 'lateMinutes', align: 'right' },
          { title: '早退（分钟）', dataIndex: 'earlyMinutes', align: 'right' },
          { title: '缺卡次数', dataIndex: 'missingCount', align: 'right' },
          {
            title: '请假',
            key: 'leave',
            render: (_v, r) => leaveText(r) || '—',
          },
        ]}
      />
    </>
  );
}
