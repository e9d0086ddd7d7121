import { useState } from 'react';
import { Drawer, Select, Space, Table, Tag, Typography } from 'antd';
import { isWaiting } from '@/lib/query/list-subject';
import { PersonRef } from '@/components/directory/person-ref';
import { useLeaveTypesAll, useLedger, usePersonSummary } from '../api/queries';
import type { BalanceTerms, LedgerEntry } from '../api/types';
import { DEFAULT_PAGE_SIZE, LEDGER_ACTION_LABELS } from '../constants';
import { periodLabel } from '../lib/balance-time';
import { loadErrorText } from '@/components/load-error';

const termsText = (t: BalanceTerms | null) => (t ? `${t.lines} 小时（${periodLabel(t)}）` : '—');

/** One person's leave: hours valid now per type, and the ledger of every change (who, when, before → after).
 *  The person and each operator are named with 已离职 / 已删除 where it applies (history, docs/product.md Part D §1). */
export function LedgerDrawer({ person, onClose }: { person: { lenovoId: string; name: string }; onClose(): void }) {
  const [holidayId, setHolidayId] = useState('');
  const [paging, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const types = useLeaveTypesAll();
  const summary = usePersonSummary(person.lenovoId);
  const ledger = useLedger({ lenovoId: person.lenovoId, holidayId, ...paging });
  return (
    <Drawer
      open
      title={
        <>
          假期明细：
          <PersonRef lenovoId={person.lenovoId} name={person.name} />
        </>
      }
      size="large"
      onClose={onClose}
    >
      <Typography.Text type="secondary">当前有效余额</Typography.Text>
      <div
        role="list"
        aria-label="当前有效余额"
        style={{ margin: '8px 0 16px', display: 'flex', flexWrap: 'wrap', gap: 6 }}
      >
        {(summary.data ?? []).map((s) => (
          <Tag role="listitem" key={s.holidayId} color={s.lines > 0 ? 'blue' : undefined}>
            {s.holidayName} {s.lines} 小时
          </Tag>
        ))}
      </div>
      <Space style={{ marginBottom: 12 }}>
        <Select
          aria-label="按假期类型筛选"
          style={{ width: 160 }}
          value={holidayId}
          onChange={(v) => {
            setHolidayId(v);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          options={[
            { value: '', label: '全部假期类型' },
            ...(types.data ?? []).map((t) => ({ value: t.id, label: t.name })),
          ]}
        />
      </Space>
      <Table<LedgerEntry>
        rowKey="id"
        size="small"
        loading={isWaiting(ledger)}
        dataSource={ledger.data?.list ?? []}
        locale={{ emptyText: ledger.isError ? loadErrorText(ledger.error) : '暂无变更记录' }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: ledger.data?.total ?? 0,
          showTotal: (t) => `共 ${t} 条`,
          onChange: (page, size) => setPaging({ page, size }),
        }}
        columns={[
          { title: '时间', dataIndex: 'createTime', width: 170 },
          {
            title: '操作人',
            key: 'operator',
            width: 110,
            render: (_v, e) => <PersonRef lenovoId={e.operatorId} name={e.operatorName} />,
          },
          { title: '假期类型', dataIndex: 'holidayName', width: 90 },
          {
            title: '操作',
            dataIndex: 'action',
            width: 100,
            render: (a: LedgerEntry['action']) => LEDGER_ACTION_LABELS[a],
          },
          {
            title: '变更前 → 变更后',
            key: 'change',
            render: (_v, e) => `${termsText(e.before)} → ${termsText(e.after)}`,
          },
          { title: '备注', dataIndex: 'remark', render: (v: string) => v || '—' },
        ]}
      />
    </Drawer>
  );
}
