import { useState } from 'react';
import { Button, Input, Space, Table } from 'antd';
import { PageFrame } from '@/components/page-frame';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { isWaiting, pageAfterRemovingOne } from '@/lib/query/list-subject';
import { useDeleteShift, useShiftList } from '../api/queries';
import type { Shift } from '../api/types';
import { DEFAULT_PAGE_SIZE, MSG_DELETE_SHIFT_CONFIRM } from '../constants';
import { elasticText, periodsText, workHoursText } from '../components/shift-form-values';
import { ShiftFormModal } from '../components/shift-form-modal';
import { CLEARABLE } from '@/components/clearable';

/** /home/rank_management: the shifts table (server-paged, searched by name) and the add/edit panel. */
export default function ShiftsPage() {
  const [text, setText] = useState('');
  const name = useDebouncedValue(text.trim());
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const list = useShiftList(name, page, size);
  // undefined: closed; null: a new shift; an id: that shift
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const remove = useDeleteShift();

  const rowAction = useSubmitOnce();
  const askDelete = rowAction.guard(async (s: Shift) => {
    if (!(await confirmAction({ content: `${MSG_DELETE_SHIFT_CONFIRM}（${s.name}）`, danger: true }))) return;
    await remove.mutateAsync(s.id);
    toastSuccess('删除成功');
    // the last row of a page: go back to the page before
    setPage(pageAfterRemovingOne(page, list.data?.list.length));
  });

  return (
    <PageFrame
      toolbar={
        <>
          <Input.Search
            allowClear={CLEARABLE}
            aria-label="搜索班次"
            placeholder="搜索班次名称"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setPage(1);
            }}
            style={{ width: 220 }}
          />
          <Button type="primary" onClick={() => setEditing(null)}>
            新增班次
          </Button>
        </>
      }
      loading={isWaiting(list)}
      error={list.error}
      onRetry={() => list.refetch()}
      empty={!list.isPending && !list.error && !list.data?.total}
      emptyText={name ? '没有符合条件的班次' : '暂无班次'}
    >
      <Table<Shift>
        rowKey="id"
        dataSource={list.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (t) => `共 ${t} 条`,
          onChange: (p, s) => {
            setPage(s === size ? p : 1);
            setSize(s);
          },
        }}
        columns={[
          // no colour mark: a shift's colour is its place in a group's shifts (lib/shift-colour.ts)
          { title: '班次名称', dataIndex: 'name' },
          { title: '考勤时间', render: (_, s) => periodsText(s) },
          { title: '午休时间', render: (_, s) => (s.lunchStart ? `${s.lunchStart}-${s.lunchEnd}` : '无') },
          { title: '弹性打卡', render: (_, s) => elasticText(s) },
          { title: '工作时长', width: 100, render: (_, s) => workHoursText(s) },
          {
            title: '操作',
            width: 140,
            render: (_, s) => (
              <Space size={0}>
                <Button type="link" size="small" aria-label={`编辑${s.name}`} onClick={() => setEditing(s.id)}>
                  编辑
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  aria-label={`删除${s.name}`}
                  loading={remove.isPending && remove.variables === s.id}
                  disabled={rowAction.pending}
                  onClick={() => askDelete(s)}
                >
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing !== undefined && <ShiftFormModal shiftId={editing} onClose={() => setEditing(undefined)} />}
    </PageFrame>
  );
}
