import { Drawer, Space, Tag, Typography } from 'antd';
import { PersonRef } from '@/components/directory/person-ref';
import { ListTable } from '@/components/list-kit/list-table';
import { useListState } from '@/components/list-kit/use-list-state';
import { useLedger, usePersonSummary } from '../api/queries';
import type { BalanceTerms, LedgerEntry } from '../api/types';
import { DEFAULT_PAGE_SIZE, LEDGER_ACTION_LABELS } from '../constants';
import { periodLabel } from '../lib/balance-time';
import { LeaveTypeFilter } from './leave-type-select';

const termsText = (t: BalanceTerms | null) => (t ? `${t.lines} 小时（${periodLabel(t)}）` : '—');

/** One person's leave: hours valid now per type, and the ledger of every change (who, when, before → after).
 *  The person and each operator are named with 已离职 / 已删除 where it applies (history, docs/product.md Part D §1). */
export function LedgerDrawer({ person, onClose }: { person: { lenovoId: string; name: string }; onClose(): void }) {
  const list = useListState({ pageSize: DEFAULT_PAGE_SIZE, filters: { holidayId: '' } });
  const summary = usePersonSummary(person.lenovoId);
  const ledger = useLedger({ lenovoId: person.lenovoId, ...list.filters, page: list.page, size: list.size });
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
        <LeaveTypeFilter
          label="按假期类型筛选"
          value={list.filters.holidayId}
          onChange={(v) => list.setFilter('holidayId', v)}
        />
      </Space>
      <ListTable<LedgerEntry>
        size="small"
        query={ledger}
        list={list}
        emptyText="暂无变更记录"
        filteredEmptyText="暂无该假期类型的变更记录"
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
