import { useState } from 'react';
import { Button, Space } from 'antd';
import { actionsColumn } from '@/components/list-kit/row-actions';
import { DepartmentPicker } from '@/components/directory/department-picker';
import { PersonRef } from '@/components/directory/person-ref';
import { BatchActions } from '@/components/batch-actions';
import { ListSearch } from '@/components/list-kit/list-search';
import { ListTable } from '@/components/list-kit/list-table';
import { useListState } from '@/components/list-kit/use-list-state';
import { namedSelection } from '@/components/named-selection';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { exportBalances } from '../api/leave-api';
import { useBalancePage, useDeleteBalances } from '../api/queries';
import type { LeaveBalance } from '../api/types';
import { DEFAULT_PAGE_SIZE, MSG_DELETE_BALANCE_CONFIRM } from '../constants';
import { periodLabel } from '../lib/balance-time';
import { BalanceFormModal } from './balance-form-modal';
import { BalanceImportModal } from './balance-import-modal';
import { LeaveTypeFilter } from './leave-type-select';
import { LedgerDrawer } from './ledger-drawer';

type Dialog =
  | { kind: 'form'; balance?: LeaveBalance }
  | { kind: 'ledger'; person: { lenovoId: string; name: string } }
  | { kind: 'import' };

/** Balances of the enterprise: server-paged, searched by person, filtered by type and department. */
export function BalancesPanel() {
  const list = useListState({ pageSize: DEFAULT_PAGE_SIZE, filters: { holidayId: '', departId: '' } });
  const asked = { ...list.filters, keyword: list.term };
  const query = useBalancePage({ ...asked, page: list.page, size: list.size });
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [exporting, setExporting] = useState(false);
  const remove = useDeleteBalances();
  // one delete at a time, of a row or of the selection: row actions and 批量删除 wait for each other
  const rowAction = useSubmitOnce();
  const askDelete = rowAction.guard(async (ids: string[], content: string) => {
    if (!(await confirmAction({ content, danger: true }))) return;
    const { count } = await remove.mutateAsync(ids);
    setSelected((s) => s.filter((id) => !ids.includes(id)));
    toastSuccess(`已删除${count}条假期余额`);
    if (ids.length === 1) list.removedOne(query.data?.list.length);
  });
  // another type or department: a selection made among other rows is not kept
  const filterBy = (key: keyof typeof list.filters, value: string) => {
    list.setFilter(key, value);
    setSelected([]);
  };
  const runExport = () => {
    setExporting(true);
    exportBalances({ ...asked, ids: selected })
      .catch(() => undefined)
      .finally(() => setExporting(false));
  };

  return (
    <>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space wrap>
          <ListSearch list={list} label="搜索员工" placeholder="搜索姓名或手机号" width={200} />
          <LeaveTypeFilter
            label="假期类型筛选"
            width={140}
            value={list.filters.holidayId}
            onChange={(v) => filterBy('holidayId', v)}
          />
          <div style={{ width: 200 }}>
            <DepartmentPicker
              aria-label="部门筛选"
              placeholder="全部部门"
              value={list.filters.departId || undefined}
              onChange={(v) => filterBy('departId', (v as string | undefined) ?? '')}
            />
          </div>
        </Space>
        <Space wrap>
          <BatchActions
            count={selected.length}
            busy={rowAction.pending}
            actions={[
              {
                key: 'delete',
                label: '删除',
                danger: true,
                run: () => void askDelete(selected, `确定删除选中的${selected.length}条假期余额吗？`),
              },
            ]}
          />
          <Button onClick={() => setDialog({ kind: 'import' })}>导入</Button>
          <Button loading={exporting} disabled={!query.data?.total} onClick={runExport}>
            {selected.length ? `导出选中（${selected.length}）` : '导出'}
          </Button>
          <Button type="primary" onClick={() => setDialog({ kind: 'form' })}>
            新增余额
          </Button>
        </Space>
      </Space>
      <ListTable<LeaveBalance>
        size="middle"
        query={query}
        list={list}
        subject="假期余额"
        unit="条余额"
        rowSelection={namedSelection(
          { selectedRowKeys: selected, onChange: (k) => setSelected(k.map(String)), preserveSelectedRowKeys: true },
          (b) => `${b.name} ${b.holidayName}`,
        )}
        columns={[
          { title: '姓名', key: 'name', render: (_v, b) => <PersonRef lenovoId={b.lenovoId} name={b.name} /> },
          { title: '部门', dataIndex: 'departName', render: (v: string) => v || '—' },
          { title: '假期类型', dataIndex: 'holidayName' },
          { title: '额度（小时）', dataIndex: 'lines', align: 'right' },
          { title: '有效期', key: 'period', render: (_v, b) => periodLabel(b) },
          { title: '更新时间', dataIndex: 'updateTime', width: 170 },
          actionsColumn<LeaveBalance>(
            180,
            (b) => b.name,
            (b) => [
              {
                label: '编辑',
                name: `编辑${b.name}的${b.holidayName}`,
                onClick: () => setDialog({ kind: 'form', balance: b }),
              },
              {
                label: '明细',
                onClick: () => setDialog({ kind: 'ledger', person: { lenovoId: b.lenovoId, name: b.name } }),
              },
              {
                label: '删除',
                name: `删除${b.name}的${b.holidayName}`,
                danger: true,
                disabled: rowAction.pending,
                onClick: () => void askDelete([b.id], MSG_DELETE_BALANCE_CONFIRM),
              },
            ],
          ),
        ]}
      />
      {dialog?.kind === 'form' && <BalanceFormModal editing={dialog.balance} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'ledger' && <LedgerDrawer person={dialog.person} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'import' && <BalanceImportModal onClose={() => setDialog(null)} />}
    </>
  );
}
