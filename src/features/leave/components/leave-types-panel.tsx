import { Button, Space } from 'antd';
import { actionsColumn } from '@/components/list-kit/row-actions';
import { ListSearch } from '@/components/list-kit/list-search';
import { ListTable } from '@/components/list-kit/list-table';
import { useDialogTarget } from '@/components/list-kit/use-dialog-target';
import { useListState } from '@/components/list-kit/use-list-state';
import { useRowDelete } from '@/components/list-kit/use-row-delete';
import { useDeleteLeaveType, useLeaveTypePage } from '../api/queries';
import type { LeaveType } from '../api/types';
import { DEFAULT_PAGE_SIZE, MSG_DELETE_TYPE_CONFIRM, MSG_TYPE_HELD_OUTSIDE } from '../constants';
import { LeaveTypeModal } from './leave-type-modal';

/** The enterprise's leave types: server-paged, searched by name; add, rename, delete (with its balances). */
export function LeaveTypesPanel() {
  const list = useListState({ pageSize: DEFAULT_PAGE_SIZE });
  const query = useLeaveTypePage(list.term, list.page, list.size);
  const dialog = useDialogTarget<LeaveType>();
  const remove = useDeleteLeaveType();
  const del = useRowDelete<LeaveType, { balances: number }>({
    list,
    shown: query.data?.list.length,
    confirm: (t) => ({ title: `删除假期类型“${t.name}”`, content: MSG_DELETE_TYPE_CONFIRM }),
    remove: (t) => remove.mutateAsync(t.id),
    done: (t, { balances }) =>
      balances ? `已删除假期类型 ${t.name} 及其 ${balances} 条余额` : `已删除假期类型 ${t.name}`,
  });
  return (
    <>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <ListSearch list={list} label="搜索假期名称" placeholder="搜索假期名称" />
        <Button type="primary" onClick={dialog.openNew}>
          新增假期类型
        </Button>
      </Space>
      <ListTable<LeaveType>
        size="middle"
        query={query}
        list={list}
        subject="假期类型"
        unit="种假期"
        columns={[
          { title: '假期名称', dataIndex: 'name' },
          { title: '创建时间', dataIndex: 'createTime', width: 200 },
          actionsColumn<LeaveType>(
            160,
            (t) => t.name,
            (t) => [
              { label: '编辑', onClick: () => dialog.edit(t) },
              del.action(t, {
                refusedBecause: t.heldOutside ? MSG_TYPE_HELD_OUTSIDE : undefined,
              }),
            ],
          ),
        ]}
      />
      {dialog.open && <LeaveTypeModal editing={dialog.row} onClose={dialog.close} />}
    </>
  );
}
