import { Button } from 'antd';
import { actionsColumn } from '@/components/list-kit/row-actions';
import { PageFrame } from '@/components/page-frame';
import { ListSearch } from '@/components/list-kit/list-search';
import { ListTable } from '@/components/list-kit/list-table';
import { useListState } from '@/components/list-kit/use-list-state';
import { useRowDelete } from '@/components/list-kit/use-row-delete';
import { useDialogTarget } from '@/components/list-kit/use-dialog-target';
import { useDeleteShift, useShiftList } from '../api/queries';
import type { Shift } from '../api/types';
import { DEFAULT_PAGE_SIZE, MSG_DELETE_SHIFT_CONFIRM } from '../constants';
import { elasticText, periodsText, workHoursText } from '../components/shift-form-values';
import { ShiftFormModal } from '../components/shift-form-modal';

/** /home/rank_management: the shifts table (server-paged, searched by name) and the add/edit panel. */
export default function ShiftsPage() {
  const list = useListState({ pageSize: DEFAULT_PAGE_SIZE });
  const query = useShiftList(list.term, list.page, list.size);
  const dialog = useDialogTarget<Shift>();
  const remove = useDeleteShift();
  const del = useRowDelete<Shift>({
    list,
    shown: query.data?.list.length,
    confirm: (s) => ({ content: `${MSG_DELETE_SHIFT_CONFIRM}（${s.name}）` }),
    remove: (s) => remove.mutateAsync(s.id),
    done: () => '删除成功',
  });

  return (
    <PageFrame
      toolbar={
        <>
          <ListSearch list={list} label="搜索班次" placeholder="搜索班次名称" />
          <Button type="primary" onClick={dialog.openNew}>
            新增班次
          </Button>
        </>
      }
    >
      <ListTable<Shift>
        query={query}
        list={list}
        subject="班次"
        columns={[
          // no colour mark: a shift's colour is its place in a group's shifts (lib/shift-colour.ts)
          { title: '班次名称', dataIndex: 'name' },
          { title: '考勤时间', render: (_, s) => periodsText(s) },
          { title: '午休时间', render: (_, s) => (s.lunchStart ? `${s.lunchStart}-${s.lunchEnd}` : '无') },
          { title: '弹性打卡', render: (_, s) => elasticText(s) },
          { title: '工作时长', width: 100, render: (_, s) => workHoursText(s) },
          actionsColumn<Shift>(
            140,
            (s) => s.name,
            (s) => [{ label: '编辑', onClick: () => dialog.edit(s) }, del.action(s)],
          ),
        ]}
      />
      {dialog.open && <ShiftFormModal shiftId={dialog.row?.id ?? null} onClose={dialog.close} />}
    </PageFrame>
  );
}
