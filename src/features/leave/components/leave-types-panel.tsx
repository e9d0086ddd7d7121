import { useState } from 'react';
import { Button, Input, Space, Table } from 'antd';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { isWaiting } from '@/lib/query/list-subject';
import { useDeleteLeaveType, useLeaveTypePage } from '../api/queries';
import type { LeaveType } from '../api/types';
import { DEFAULT_PAGE_SIZE, MSG_DELETE_TYPE_CONFIRM, MSG_TYPE_HELD_OUTSIDE } from '../constants';
import { LeaveTypeModal } from './leave-type-modal';
import { CLEARABLE } from '@/components/clearable';
import { RefusableRowAction } from '@/components/refusable-row-action';
import { loadErrorText } from '@/components/load-error';

/** The enterprise's leave types: server-paged, searched by name; add, rename, delete (with its balances). */
export function LeaveTypesPanel() {
  const [text, setText] = useState('');
  const name = useDebouncedValue(text.trim());
  const [paging, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<{ type?: LeaveType } | null>(null);
  const list = useLeaveTypePage(name, paging.page, paging.size);
  const remove = useDeleteLeaveType();
  const rowAction = useSubmitOnce();
  const askDelete = rowAction.guard(async (t: LeaveType) => {
    if (!(await confirmAction({ title: `删除假期类型“${t.name}”`, content: MSG_DELETE_TYPE_CONFIRM, danger: true })))
      return;
    const { balances } = await remove.mutateAsync(t.id);
    toastSuccess(balances ? `已删除假期类型 ${t.name} 及其 ${balances} 条余额` : `已删除假期类型 ${t.name}`);
  });
  return (
    <>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Input.Search
          allowClear={CLEARABLE}
          placeholder="搜索假期名称"
          aria-label="搜索假期名称"
          style={{ width: 220 }}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
        <Button type="primary" onClick={() => setEditing({})}>
          新增假期类型
        </Button>
      </Space>
      <Table<LeaveType>
        rowKey="id"
        size="middle"
        loading={isWaiting(list)}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: list.isError ? loadErrorText(list.error) : '暂无假期类型' }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: list.data?.total ?? 0,
          showTotal: (t) => `共 ${t} 种假期`,
          onChange: (page, size) => setPaging({ page, size }),
        }}
        columns={[
          { title: '假期名称', dataIndex: 'name' },
          { title: '创建时间', dataIndex: 'createTime', width: 200 },
          {
            title: '操作',
            key: 'op',
            width: 160,
            render: (_v, t) => (
              <Space size={0}>
                <Button type="link" size="small" aria-label={`编辑${t.name}`} onClick={() => setEditing({ type: t })}>
                  编辑
                </Button>
                <RefusableRowAction
                  refusedBecause={t.heldOutside ? MSG_TYPE_HELD_OUTSIDE : undefined}
                  disabled={rowAction.pending}
                  aria-label={`删除${t.name}`}
                  onClick={() => void askDelete(t)}
                >
                  删除
                </RefusableRowAction>
              </Space>
            ),
          },
        ]}
      />
      {editing && <LeaveTypeModal editing={editing.type} onClose={() => setEditing(null)} />}
    </>
  );
}
