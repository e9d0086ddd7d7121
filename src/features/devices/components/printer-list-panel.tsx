import { useState } from 'react';
import { Button, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { BatchActions } from '@/components/batch-actions';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { isWaiting } from '@/lib/query/list-subject';
import { useDeletePrinters, usePrinters } from '../api/queries';
import type { Printer } from '../api/types';
import { hiddenUsersOf, MSG_USERS_HIDDEN, TYPE_LABEL } from '../constants';
import { AddPrinterModal } from './add-printer-modal';
import { AuthorizationModal } from './authorization-modal';
import { PriceModal } from './price-modal';
import { PrinterUsers } from './printer-users';
import { QrCodeModal } from './qr-code-modal';
import { namedSelection } from '@/components/named-selection';
import { RowActions } from '@/components/list-kit/row-actions';
import { loadErrorText } from '@/components/load-error';

// Not on ListTable: the printers come as one list (/printer/queryList), paged here, not a server page.
type Dialog = { kind: 'add' } | { kind: 'price' | 'qr' | 'auth'; printer: Printer } | null;

/** 打印机列表: the enterprise's printers (/printer/queryList, paged here, 10 a page) with their actions. */
export function PrinterListPanel() {
  const list = usePrinters();
  const remove = useDeletePrinters();
  const action = useSubmitOnce();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const rows = list.data ?? [];

  const removeSome = action.guard(async (ids: string[]) => {
    const names = rows
      .filter((p) => ids.includes(p.printerId))
      .map((p) => p.printerSn)
      .join('、');
    if (
      !(await confirmAction({
        title: '删除打印机',
        content: `确定删除打印机 ${names} 吗？删除后员工将无法使用，打印记录仍会保留。`,
      }))
    )
      return;
    await remove.mutateAsync(ids);
    setSelected((now) => now.filter((id) => !ids.includes(id)));
    toastSuccess(`已删除 ${ids.length} 台打印机`);
  });

  return (
    <>
      <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
          添加打印机
        </Button>
        <BatchActions
          count={selected.length}
          busy={action.pending}
          actions={[{ key: 'delete', label: '删除', danger: true, run: () => void removeSome(selected) }]}
        />
      </div>
      <Table<Printer>
        rowKey="printerId"
        loading={isWaiting(list)}
        dataSource={rows}
        locale={{ emptyText: list.isError ? loadErrorText(list.error) : '暂无打印机，请添加' }}
        scroll={{ x: 1320 }}
        rowSelection={namedSelection(
          {
            selectedRowKeys: selected,
            onChange: (k) => setSelected(k.map(String)),
            // not for 删除: the server refuses a printer whose users lie partly outside her 管理范围
            getCheckboxProps: (p) => ({ disabled: hiddenUsersOf(p.authorization) > 0 }),
          },
          (p) => p.printerSn,
        )}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: rows.length,
          showTotal: (t) => `共 ${t} 台`,
          onChange: (page, size) => setPaging({ page, size }),
        }}
        columns={[
          { title: '序列号', dataIndex: 'printerSn', width: 140 },
          { title: '型号', dataIndex: 'model', width: 140 },
          { title: '位置', dataIndex: 'location', width: 160 },
          {
            title: '类型',
            dataIndex: 'type',
            width: 80,
            render: (t: Printer['type']) => <Tag color={t === 'rental' ? 'orange' : 'blue'}>{TYPE_LABEL[t]}</Tag>,
          },
          { title: '单价（元/页）', dataIndex: 'price', width: 120, render: (n: number) => n.toFixed(2) },
          {
            title: '使用权限',
            key: 'auth',
            width: 180,
            ellipsis: true,
            render: (_v, p) => <PrinterUsers printer={p} />,
          },
          { title: '添加时间', dataIndex: 'createTime', width: 170 },
          {
            title: '操作',
            key: 'actions',
            width: 300,
            render: (_v, p) => (
              <RowActions
                of={p.printerSn}
                // named by the action alone, as before (the row says which printer)
                actions={[
                  { label: '二维码', name: '二维码', onClick: () => setDialog({ kind: 'qr', printer: p }) },
                  { label: '设置单价', name: '设置单价', onClick: () => setDialog({ kind: 'price', printer: p }) },
                  { label: '使用权限', name: '使用权限', onClick: () => setDialog({ kind: 'auth', printer: p }) },
                  {
                    label: '删除',
                    name: '删除',
                    danger: true,
                    refusedBecause: hiddenUsersOf(p.authorization) ? MSG_USERS_HIDDEN : undefined,
                    disabled: action.pending,
                    onClick: () => void removeSome([p.printerId]),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      {dialog?.kind === 'add' && <AddPrinterModal onClose={() => setDialog(null)} />}
      {dialog?.kind === 'price' && <PriceModal printer={dialog.printer} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'qr' && <QrCodeModal printer={dialog.printer} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'auth' && <AuthorizationModal printer={dialog.printer} onClose={() => setDialog(null)} />}
    </>
  );
}
