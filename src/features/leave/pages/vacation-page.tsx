import { useState } from 'react';
import { Button, Select, Space, Table, Typography } from 'antd';
import { PageFrame } from '@/components/page-frame';
import { isWaiting } from '@/lib/query/list-subject';
import { useGrantList, useLeaveTypesAll, useVacationSummary } from '../api/queries';
import type { GrantRecord, VacationSummary } from '../api/types';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { periodLabel } from '../lib/balance-time';
import { GrantModal } from '../components/grant-modal';
import { loadErrorText } from '@/components/load-error';

/** /home/vacation_management: the leave types with what is granted now, the grants made, and 授予假期. */
export default function VacationPage() {
  const summary = useVacationSummary();
  const types = useLeaveTypesAll();
  const [holidayId, setHolidayId] = useState('');
  const [paging, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const grants = useGrantList(holidayId, paging.page, paging.size);
  const [granting, setGranting] = useState<{ holidayId?: string } | null>(null);
  const showGrants = (id: string) => {
    setHolidayId(id);
    setPaging((p) => ({ ...p, page: 1 }));
  };

  return (
    <PageFrame
      toolbar={
        <Button type="primary" onClick={() => setGranting({})}>
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
          {
            title: '操作',
            key: 'op',
            width: 180,
            render: (_v, s) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  aria-label={`授予${s.holidayName}`}
                  onClick={() => setGranting({ holidayId: s.holidayId })}
                >
                  授予
                </Button>
                <Button
                  type="link"
                  size="small"
                  aria-label={`发放记录${s.holidayName}`}
                  onClick={() => showGrants(s.holidayId)}
                >
                  发放记录
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Space style={{ margin: '24px 0 12px', width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          发放记录
        </Typography.Title>
        <Select
          aria-label="发放记录假期类型"
          style={{ width: 160 }}
          value={holidayId}
          onChange={showGrants}
          options={[
            { value: '', label: '全部假期类型' },
            ...(types.data ?? []).map((t) => ({ value: t.id, label: t.name })),
          ]}
        />
      </Space>
      <Table<GrantRecord>
        rowKey="id"
        size="middle"
        loading={isWaiting(grants)}
        dataSource={grants.data?.list ?? []}
        locale={{ emptyText: grants.isError ? loadErrorText(grants.error) : '暂无发放记录' }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: grants.data?.total ?? 0,
          showTotal: (t) => `共 ${t} 次发放`,
          onChange: (page, size) => setPaging({ page, size }),
        }}
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
      {granting && <GrantModal holidayId={granting.holidayId} onClose={() => setGranting(null)} />}
    </PageFrame>
  );
}
