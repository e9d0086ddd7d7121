import { useState } from 'react';
import { Button, Input, Space, Switch, Table, Tooltip, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { PageFrame } from '@/components/page-frame';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { confirmAction } from '@/lib/feedback/confirm';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { toastSuccess } from '@/lib/feedback/toast';
import { isWaiting } from '@/lib/query/list-subject';
import { useApprovalList, useDeleteApproval, useEnableApproval, useInitApprove, useMoveApproval } from '../api/queries';
import type { ApprovalSummary } from '../api/types';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { ApprovalIcon } from '../components/approval-icon';
import { ApprovalDetailDrawer } from '../components/approval-detail-drawer';
import { DragHandle, SortableTableRow } from '../components/sortable-table-row';
import { useDragSensors } from '../lib/dnd';
import { DESIGNER_PATH } from '../routes';

/** Approvals (admin-modules §2 examine_management): init, search, paging, enable, delete, detail, drag reorder. */
export default function ApprovalListPage() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const name = useDebouncedValue(text.trim());
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [detailId, setDetailId] = useState<string | null>(null);
  const init = useInitApprove();
  const list = useApprovalList(name, page, size, init.isSuccess);
  const enable = useEnableApproval();
  const remove = useDeleteApproval();
  const move = useMoveApproval();
  const sensors = useDragSensors();
  // The order the user dropped, shown until the list is read again.
  const [dropped, setDropped] = useState<{ base: ApprovalSummary[]; rows: ApprovalSummary[] } | null>(null);
  const fetched = (list.data?.list ?? []).filter((a) => a.approveType !== 2);
  const rows = dropped && dropped.base === list.data?.list ? dropped.rows : fetched;
  const canSort = !name && !move.isPending && !list.isFetching;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((r) => r.id === active.id);
    const to = rows.findIndex((r) => r.id === over.id);
    const next = arrayMove(rows, from, to);
    setDropped({ base: list.data?.list ?? [], rows: next });
    move.mutate(
      { approveId: String(active.id), prevSortNumber: next[to - 1]?.sortNumber ?? null, nextSortNumber: next[to + 1]?.sortNumber ?? null },
      { onSuccess: () => toastSuccess('排序已更新'), onError: () => setDropped(null) },
    );
  };

  const rowAction = useSubmitOnce();
  const onDelete = rowAction.guard(async (a: ApprovalSummary) => {
    if (!(await confirmAction({ content: `确定删除审批「${a.approveName}」吗？删除后不可恢复。`, danger: true }))) return;
    await remove.mutateAsync(a.id);
    toastSuccess('删除成功');
    if (rows.length === 1 && page > 1) setPage(page - 1);
  });
  const toggle = rowAction.guard(async (a: ApprovalSummary, on: boolean) => {
    await enable.mutateAsync({ id: a.id, enable: on });
    toastSuccess(on ? '已启用' : '已停用');
  });

  const columns: TableColumnsType<ApprovalSummary> = [
    {
      key: 'sort', width: 56, title: '排序',
      render: (_, a) => (
        <Tooltip title={name ? '搜索时不能拖动排序' : undefined}>
          <span><DragHandle label={`拖动排序：${a.approveName}`} disabled={!canSort} /></span>
        </Tooltip>
      ),
    },
    { key: 'name', title: '审批名称', render: (_, a) => <Space><ApprovalIcon icon={a.iconAddress} />{a.approveName}</Space> },
    { key: 'description', title: '说明', dataIndex: 'description', ellipsis: true },
    {
      key: 'enable', title: '状态', width: 110,
      render: (_, a) => (
        <Switch
          checked={a.enable}
          checkedChildren="启用"
          unCheckedChildren="停用"
          aria-label={`启用：${a.approveName}`}
          loading={enable.isPending && enable.variables?.id === a.id}
          disabled={rowAction.pending}
          onChange={(on) => void toggle(a, on)}
        />
      ),
    },
    { key: 'updateTime', title: '更新时间', dataIndex: 'updateTime', width: 170 },
    {
      key: 'actions', title: '操作', width: 200,
      render: (_, a) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setDetailId(a.id)} aria-label={`详情：${a.approveName}`}>详情</Button>
          <Button type="link" size="small" onClick={() => navigate(`${DESIGNER_PATH}?id=${encodeURIComponent(a.id)}`)} aria-label={`编辑：${a.approveName}`}>编辑</Button>
          <Tooltip title={a.initFlag ? '系统预置审批不能删除，可以停用' : undefined}>
            <Button type="link" size="small" danger disabled={a.initFlag || rowAction.pending} onClick={() => void onDelete(a)} aria-label={`删除：${a.approveName}`}>删除</Button>
          </Tooltip>
        </Space>
      ),
    },
  ];

  const error = init.error ?? list.error;
  return (
    <PageFrame
      toolbar={
        <>
          <Input.Search allowClear placeholder="搜索审批名称" aria-label="搜索审批名称" value={text} onChange={(e) => { setText(e.target.value); setPage(1); }} style={{ width: 240 }} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(DESIGNER_PATH)}>新建审批</Button>
        </>
      }
      loading={init.isLoading || (list.isLoading && !list.data)}
      error={error}
      onRetry={() => void (init.isError ? init.refetch() : list.refetch())}
      empty={list.isSuccess && !rows.length}
      emptyText={name ? '没有找到相关审批' : '暂无审批'}
    >
      {list.data && rows.length > 0 && (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy} disabled={!canSort}>
            <Table<ApprovalSummary>
              rowKey="id"
              columns={columns}
              dataSource={rows}
              loading={isWaiting(list)}
              components={{ body: { row: SortableTableRow } }}
              pagination={{ current: page, pageSize: size, total: list.data.total, showSizeChanger: true, showTotal: (t) => `共 ${t} 条`, onChange: (p, s) => { setPage(s === size ? p : 1); setSize(s); } }}
            />
          </SortableContext>
        </DndContext>
      )}
      <ApprovalDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </PageFrame>
  );
}
