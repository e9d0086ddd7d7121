import { Button, Space, Table, Typography } from 'antd';
import { actionsColumn } from '@/components/list-kit/row-actions';
import { PageFrame } from '@/components/page-frame';
import { ListTable } from '@/components/list-kit/list-table';
import { useDialogTarget } from '@/components/list-kit/use-dialog-target';
import { useListState } from '@/components/list-kit/use-list-state';
import { isWaiting } from '@/lib/query/list-subject';
import { useGrantList, useVacationSummary } from '../api/queries';
import type { GrantRecord, VacationSummary } from '../api/types';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { periodLabel } from '../lib/balance-time';
import { GrantModal } from '../components/grant-modal';
import { LeaveTypeFilter } from '../components/leave-type-select';

/** /home/vacation_management: the leave types with what is granted now, the grants made, and 授予假期. */
export default function VacationPage() {
  const summary = useVacationSummary();
  const grantList = useListState({ pageSize: DEFAULT_PAGE_SIZE, filters: { holidayId: '' } });
  const grants = useGrantList(grantList.filters.holidayId, grantList.page, grantList.size);
  // 授予假期 opens for any type; a row's 授予 for its own
  const granting = useDialogTarget<string>();
  const showGrants = (holidayId: string) => grantList.setFilter('holidayId', holidayId);

  return (
    <PageFrame
      toolbar={
        <Button type="primary" onClick={granting.openNew}>
          授予假期
        </Button>
      }
      error={summary.isError && !summary.data ? summary.error : undefined}
      onRetry={() => void summary.refetch()}
    >
      <Typography.Title level={5}>假期概览</Typography.Title>
      <Table<VacationSummary>
        rowKey="holidayId"
        size="middle"
        loading={isWaiting(summary)}
        dataSource={summary.data ?? []}
        pagination={false}
        aria-label="假期概览"
        locale={{ emptyText: '暂无假期类型，请先在请假管理中新增' }}
        columns={[
          { title: '假期类型', dataIndex: 'holidayName' },
          { title: '当前有效人数', dataIndex: 'people', align: 'right' },
          { title: '有效额度合计（小时）', dataIndex: 'totalLines', align: 'right' },
          actionsColumn<VacationSummary>(
            180,
            (s) => s.holidayName,
            (s) => [
              { label: '授予', onClick: () => granting.edit(s.holidayId) },
              { label: '发放记录', onClick: () => showGrants(s.holidayId) },
            ],
          ),
        ]}
      />
      <Space style={{ margin: '24px 0 12px', width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          发放记录
        </Typography.Title>
        <LeaveTypeFilter label="发放记录假期类型" value={grantList.filters.holidayId} onChange={showGrants} />
      </Space>
      <ListTable<GrantRecord>
        size="middle"
        query={grants}
        list={grantList}
        emptyText="暂无发放记录"
        filteredEmptyText="暂无该假期类型的发放记录"
        unit="次发放"
        columns={[
          { title: '发放时间', dataIndex: 'createTime', width: 170 },
          { title: '假期类型', dataIndex: 'holidayName' },
          { title: '额度（小时）', dataIndex: 'lines', align: 'right' },
          { title: '有效期', key: 'period', render: (_v, g) => periodLabel(g) },
          { title: '发放对象', dataIndex: 'targets' },
          { title: '发放人数', dataIndex: 'count', align: 'right' },
          { title: '未发放', dataIndex: 'skipped', align: 'right' },
          { title: '操作人', dataIndex: 'operatorName' },
          { title: '备注', dataIndex: 'remark', render: (v: string) => v || '—' },
        ]}
      />
      {granting.open && <GrantModal holidayId={granting.row} onClose={granting.close} />}
    </PageFrame>
  );
}
