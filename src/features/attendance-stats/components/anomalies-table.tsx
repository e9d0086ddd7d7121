// Not on the list kit: the month, the filters and the page belong to 考勤统计's address, shared by its four views (stats-page.tsx).
import { useState } from 'react';
import { Select, Table } from 'antd';
import { CLEARABLE } from '@/components/clearable';
import { isWaiting } from '@/lib/query/list-subject';
import { useAnomalies } from '../api/queries';
import type { Anomaly, AnomalyKind, StatsFilter } from '../api/types';
import { ANOMALY_LABEL } from '../constants';
import type { PageSize } from '../lib/page-sizes';
import { ExportButton } from './export-button';
import type { OpenPerson } from './person-month-drawer';
import { AnomalyTag } from './status-tag';
import { emptyOrError, nameColumn, viewPagination } from './view-states';

interface AnomaliesTableProps extends PageSize {
  month: string;
  filter: StatsFilter;
  kind?: AnomalyKind;
  onKind(kind: AnomalyKind | undefined): void;
  onOpen: OpenPerson;
}

/** 异常列表: the month's anomalies, newest first, filtered by kind. */
export function AnomaliesTable({ month, filter, kind, onKind, size, onSize, onOpen }: AnomaliesTableProps) {
  const [page, setPage] = useState(1);
  const query = useAnomalies({ month, ...filter, ...(kind ? { kind } : {}), page, size });
  const data = query.data;
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 12, gap: 12 }}>
        <Select<AnomalyKind>
          aria-label="异常类型"
          placeholder="全部类型"
          allowClear={CLEARABLE}
          style={{ width: 140 }}
          value={kind}
          onChange={(v) => {
            onKind(v);
            setPage(1);
          }}
          options={Object.entries(ANOMALY_LABEL).map(([value, label]) => ({ value: value as AnomalyKind, label }))}
        />
        <ExportButton
          query={{ view: 'anomalies', month, ...filter, ...(kind ? { kind } : {}) }}
          disabled={!data?.total}
        />
      </div>
      <Table<Anomaly>
        rowKey={(r) => `${r.lenovoId}-${r.date}-${r.kind}-${r.detail}`}
        size="small"
        loading={isWaiting(query)}
        dataSource={data?.list ?? []}
        locale={emptyOrError(query)}
        pagination={viewPagination({
          page,
          size,
          total: data?.total,
          unit: '条异常',
          onChange: (nextPage, nextSize) => {
            setPage(nextPage);
            onSize(nextSize);
          },
        })}
        columns={[
          { title: '日期', dataIndex: 'date', width: 120 },
          nameColumn<Anomaly>(onOpen),
          { title: '部门', dataIndex: 'departName', render: (v: string) => v || '—' },
          { title: '异常类型', key: 'kind', render: (_v, r) => <AnomalyTag kind={r.kind} /> },
          { title: '说明', dataIndex: 'detail' },
        ]}
      />
    </>
  );
}
