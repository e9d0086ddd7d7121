import { useState } from 'react';
import { Button, Input, Select, Space, Table } from 'antd';
import { DepartmentPicker } from '@/components/directory/department-picker';
import { PersonRef } from '@/components/directory/person-ref';
import { BatchActions } from '@/components/batch-actions';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { isWaiting } from '@/lib/query/list-subject';
import { exportBalances } from '../api/leave-api';
import { useBalancePage, useDeleteBalances, useLeaveTypesAll } from '../api/queries';
import type { LeaveBalance } from '../api/types';
import { DEFAULT_PAGE_SIZE, MSG_DELETE_BALANCE_CONFIRM } from '../constants';
import { periodLabel } from '../lib/balance-time';
import { BalanceFormModal } from './balance-form-modal';
import { BalanceImportModal } from './balance-import-modal';
import { LedgerDrawer } from './ledger-drawer';
import { namedSelection } from '@/components/named-selection';
import { CLEARABLE } from '@/components/clearable';
import { loadErrorText } from '@/components/load-error';

type Dialog =
  | { kind: 'form'; balance?: LeaveBalance }
  | { kind: 'ledger'; person: { lenovoId: string; name: string } }
  | { kind: 'import' };

/** Balances of the enterprise: server-paged, searched by person, filtered by type and department. */
export function BalancesPanel() {
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(text.trim());
  const [holidayId, setHolidayId] = useState('');
  const [departId, setDepartId] = useState('');
  const [paging, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [exporting, setExporting] = useState(false);
  const types = useLeaveTypesAll();
  const list = useBalancePage({ holidayId, keyword, departId, ...paging });
  const remove = useDeleteBalances();
  const rowAction = useSubmitOnce();
  const askDelete = rowAction.guard(async (ids: string[], content: string) => {
    if (!(await confirmAction({ content, danger: true }))) return;
    const { count } = await remove.mutateAsync(ids);
    setSelected((s) => s.filter((id) => !ids.includes(id)));
    toastSuccess(`已删除${count}条假期余额`);
  });
  const first = () => setPaging((p) => ({ ...p, page: 1 }));
  const runExport = () => {
    setExporting(true);
    exportBalances({ holidayId, keyword, departId, ids: selected })
      .catch(() => undefined)
      .finally(() => setExporting(false));
  };

  return (
    <>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Space wrap>
          <Input.Search
            allowClear={CLEARABLE}
            placeholder="搜索姓名或手机号"
            aria-label="搜索员工"
            style={{ width: 200 }}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              first();
            }}
          />
          <Select
            aria-label="假期类型筛选"
            style={{ width: 140 }}
            value={holidayId}
            loading={types.isLoading}
            onChange={(v) => {
              setHolidayId(v);
              setSelected([]);
              first();
            }}
            options={[
              { value: '', label: '全部假期类型' },
              ...(types.data ?? []).map((t) => ({ value: t.id, label: t.name })),
            ]}
          />
          <div style={{ width: 200 }}>
            <DepartmentPicker
              aria-label="部门筛选"
              placeholder="全部部门"
              value={departId || undefined}
              onChange={(v) => {
                setDepartId((v as string | undefined) ?? '');
                setSelected([]);
                first();
              }}
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
          <Button loading={exporting} disabled={!list.data?.total} onClick={runExport}>
            {selected.length ? `导出选中（${selected.length}）` : '导出'}
          </Button>
          <Button type="primary" onClick={() => setDialog({ kind: 'form' })}>
            新增余额
          </Button>
        </Space>
      </Space>
      <Table<LeaveBalance>
        rowKey="id"
        size="middle"
        loading={isWaiting(list)}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: list.isError ? loadErrorText(list.error) : '暂无假期余额' }}
        rowSelection={namedSelection(
          { selectedRowKeys: selected, onChange: (k) => setSelected(k.map(String)), preserveSelectedRowKeys: true },
          (b) => `${b.name} ${b.holidayName}`,
        )}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (t) => `共 ${t} 条余额`,
          onChange: (page, size) => setPaging({ page, size }),
        }}
        columns={[
          { title: '姓名', key: 'name', render: (_v, b) => <PersonRef lenovoId={b.lenovoId} name={b.name} /> },
          { title: '部门', dataIndex: 'departName', render: (v: string) => v || '—' },
          { title: '假期类型', dataIndex: 'holidayName' },
          { title: '额度（小时）', dataIndex: 'lines', align: 'right' },
          { title: '有效期', key: 'period', render: (_v, b) => periodLabel(b) },
          { title: '更新时间', dataIndex: 'updateTime', width: 170 },
          {
            title: '操作',
            key: 'op',
            width: 180,
            render: (_v, b) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  aria-label={`编辑${b.name}的${b.holidayName}`}
                  onClick={() => setDialog({ kind: 'form', balance: b })}
                >
                  编辑
                </Button>
                <Button
                  type="link"
                  size="small"
                  aria-label={`明细${b.name}`}
                  onClick={() => setDialog({ kind: 'ledger', person: { lenovoId: b.lenovoId, name: b.name } })}
                >
                  明细
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  disabled={rowAction.pending}
                  aria-label={`删除${b.name}的${b.holidayName}`}
                  onClick={() => void askDelete([b.id], MSG_DELETE_BALANCE_CONFIRM)}
                >
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {dialog?.kind === 'form' && <BalanceFormModal editing={dialog.balance} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'ledger' && <LedgerDrawer person={dialog.person} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'import' && <BalanceImportModal onClose={() => setDialog(null)} />}
    </>
  );
}
