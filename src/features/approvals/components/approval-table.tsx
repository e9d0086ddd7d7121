// Not on ListTable: its rows are dragged to reorder within a group, and enable, copy and delete share one lock.
import { useState } from 'react';
import { Button, Space, Switch, Table, Tooltip, type TableColumnsType } from 'antd';
import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { LoadError } from '@/components/load-error';
import { confirmAction } from '@/lib/feedback/confirm';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { toastSuccess } from '@/lib/feedback/toast';
import { isWaiting, pageAfterRemovingOne } from '@/lib/query/list-subject';
import { useApprovalList, useDeleteApproval, useEnableApproval, useMoveApproval } from '../api/queries';
import { useCopyApproval } from '../api/history-queries';
import type { ApprovalSummary } from '../api/types';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { ApprovalIcon } from './approval-icon';
import { DragHandle, SortableTableRow } from './sortable-table-row';
import { useDragSensors } from '@/lib/dnd/sortable';

/** What the page opens for a row (drawers, dialogs, the designer). */
export interface RowOpeners {
  detail(a: ApprovalSummary): void;
  edit(a: ApprovalSummary): void;
  versions(a: ApprovalSummary): void;
  move(a: ApprovalSummary): void;
}

interface Props {
  /** the search text; while searching the rows cannot be dragged */
  name: string;
  /** the group whose approvals are listed (a section); absent: all approvals (the search results) */
  groupId?: string;
  ready: boolean;
  open: RowOpeners;
  /** group names by id: shown as a 分组 column (the search results, which are not in sections) */
  groupNames?: Map<string, string>;
}

/** One server-paged list of approvals: enable, delete, copy, drag reorder (within the list), row openers. */
export function ApprovalTable({ name, groupId, ready, open, groupNames }: Props) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const list = useApprovalList(name, page, size, ready, groupId);
  const enable = useEnableApproval();
  const remove = useDeleteApproval();
  const copy = useCopyApproval();
  const move = useMoveApproval();
  const sensors = useDragSensors();
  // The order the user dropped, shown until the list is read again.
  const [dropped, setDropped] = useState<{ base: ApprovalSummary[]; rows: ApprovalSummary[] } | null>(null);
  const fetched = (list.data?.list ?? []).filter((a) => a.approveType !== 2);
  const rows = dropped && dropped.base === list.data?.list ? dropped.rows : fetched;
  // a drop writes through the submit lock like any other write: one reorder call at a time
  const sorting = useSubmitOnce();
  const canSort = !name && !sorting.pending && !list.isFetching;

  const onDragEnd = sorting.guard(async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((r) => r.id === active.id);
    const to = rows.findIndex((r) => r.id === over.id);
    const next = arrayMove(rows, from, to);
    setDropped({ base: list.data?.list ?? [], rows: next });
    try {
      await move.mutateAsync({
        approveId: String(active.id),
        prevSortNumber: next[to - 1]?.sortNumber ?? null,
        nextSortNumber: next[to + 1]?.sortNumber ?? null,
      });
    } catch (e) {
      setDropped(null);
      throw e;
    }
    toastSuccess('排序已更新');
  });

  const rowAction = useSubmitOnce();
  const onDelete = rowAction.guard(async (a: ApprovalSummary) => {
    if (!(await confirmAction({ content: `确定删除审批「${a.approveName}」吗？删除后不可恢复。`, danger: true })))
      return;
    await remove.mutateAsync(a.id);
    toastSuccess('删除成功');
    setPage(pageAfterRemovingOne(page, rows.length));
  });
  const toggle = rowAction.guard(async (a: ApprovalSummary, on: boolean) => {
    await enable.mutateAsync({ id: a.id, enable: on });
    toastSuccess(on ? '已启用' : '已停用');
  });
  const onCopy = rowAction.guard(async (a: ApprovalSummary) => {
    const made = await copy.mutateAsync(a.id);
    toastSuccess(`已复制为「${made.approveName}」，启用后成员可见`);
  });

  const link = (label: string, a: ApprovalSummary, onClick: () => void, disabled = false) => (
    <Button type="link" size="small" disabled={disabled} onClick={onClick} aria-label={`${label}：${a.approveName}`}>
      {label}
    </Button>
  );
  const columns: TableColumnsType<ApprovalSummary> = [
    {
      key: 'sort',
      width: 72,
      title: '排序',
      render: (_, a) => (
        <Tooltip title={name ? '搜索时不能拖动排序' : undefined}>
          <span>
            <DragHandle label={`拖动排序：${a.approveName}`} disabled={!canSort} />
          </span>
        </Tooltip>
      ),
    },
    {
      key: 'name',
      title: '审批名称',
      render: (_, a) => (
        <Space>
          <ApprovalIcon icon={a.iconAddress} />
          {a.approveName}
        </Space>
      ),
    },
    ...(groupNames
      ? [
          {
            key: 'group',
            title: '分组',
            width: 120,
            render: (_: unknown, a: ApprovalSummary) => groupNames.get(a.groupId) ?? '—',
          },
        ]
      : []),
    { key: 'description', title: '说明', dataIndex: 'description', ellipsis: true },
    {
      key: 'enable',
      title: '状态',
      width: 110,
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
      key: 'actions',
      title: '操作',
      width: 380,
      render: (_, a) => (
        <Space size={0} wrap>
          {link('详情', a, () => open.detail(a))}
          {link('编辑', a, () => open.edit(a))}
          {link('版本记录', a, () => open.versions(a))}
          {link('复制', a, () => void onCopy(a), rowAction.pending)}
          {link('移动到', a, () => open.move(a))}
          <Tooltip title={a.initFlag ? '系统预置审批不能删除，可以停用' : undefined}>
            <Button
              type="link"
              size="small"
              danger
              disabled={a.initFlag || rowAction.pending}
              onClick={() => void onDelete(a)}
              aria-label={`删除：${a.approveName}`}
            >
              删除
            </Button>
          </Tooltip>
        </Space>
      ),
    },
  ];

  if (list.isError && !list.data) {
    return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={(e) => void onDragEnd(e)}>
      <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy} disabled={!canSort}>
        <Table<ApprovalSummary>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={isWaiting(list)}
          locale={{ emptyText: list.isPending ? ' ' : name ? '没有找到相关审批' : '暂无审批' }}
          components={{ body: { row: SortableTableRow } }}
          pagination={{
            current: page,
            pageSize: size,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            hideOnSinglePage: !list.data?.total,
            showTotal: (t) => `共 ${t} 条`,
            onChange: (p, s) => {
              setPage(s === size ? p : 1);
              setSize(s);
            },
          }}
        />
      </SortableContext>
    </DndContext>
  );
}
