import { useState } from 'react';
import { Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { PageFrame } from '@/components/page-frame';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useCueWords, useDeleteCueWord, useEnableCueWord, useSortCueWords } from '../api/skills-queries';
import type { CueWord, CueWordKind } from '../api/types';
import { useCueWordSensors } from './cue-word-dnd';
import { CUE_WORD_KIND_NAMES, CueWordFormModal } from './cue-word-form-modal';
import { CueWordRow } from './cue-word-row';

const PER_KIND_MAX = 50;

/** One kind's cue words in their order: add, edit, enable, delete, and reorder by dragging (saved at once). */
export function CueWordPanel({ kind }: { kind: CueWordKind }) {
  const list = useCueWords(kind);
  const sort = useSortCueWords(kind);
  const enable = useEnableCueWord();
  const remove = useDeleteCueWord();
  const write = useSubmitOnce();
  const sensors = useCueWordSensors();
  const [editing, setEditing] = useState<{ row?: CueWord } | null>(null);
  const name = CUE_WORD_KIND_NAMES[kind];
  const rows = list.data ?? [];
  const busy = write.pending;

  const onDragEnd = write.guard(async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((r) => r.id === active.id);
    const to = rows.findIndex((r) => r.id === over.id);
    if (from < 0 || to < 0) return;
    await sort.mutateAsync(arrayMove(rows, from, to));
    toastSuccess('顺序已保存');
  });
  const onToggle = write.guard(async (row: CueWord, enabled: boolean) => {
    await enable.mutateAsync({ id: row.id, enabled });
    toastSuccess(`已${enabled ? '启用' : '停用'}${row.title}`);
  });
  const onDelete = write.guard(async (row: CueWord) => {
    if (
      !(await confirmAction({
        title: `删除${name}`,
        content: `确定删除“${row.title}”吗？使用它的场景将不再提供它。`,
        danger: true,
      }))
    )
      return;
    await remove.mutateAsync(row.id);
    toastSuccess(`已删除${row.title}`);
  });

  return (
    <>
      <PageFrame
        loading={list.isPending}
        error={list.isError ? list.error : undefined}
        onRetry={() => void list.refetch()}
        empty={!list.isPending && !rows.length}
        emptyText={`暂无${name}`}
        toolbar={
          <>
            <Typography.Text type="secondary">
              共 {rows.length} 条（最多{PER_KIND_MAX}条）
            </Typography.Text>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={!list.data || rows.length >= PER_KIND_MAX}
              onClick={() => setEditing({})}
            >
              新增{name}
            </Button>
          </>
        }
      >
        {rows.length > 0 && (
          <>
            <Typography.Paragraph type="secondary">
              拖动左侧按钮调整顺序，松开后立即保存（也可聚焦拖动按钮后用空格和方向键移动）。
            </Typography.Paragraph>
            <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={(e) => void onDragEnd(e)}>
              <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy}>
                <div role="list" aria-label={`${name}列表`}>
                  {rows.map((r) => (
                    <CueWordRow
                      key={r.id}
                      row={r}
                      busy={busy}
                      onToggle={(row, on) => void onToggle(row, on)}
                      onEdit={(row) => setEditing({ row })}
                      onDelete={(row) => void onDelete(row)}
                    />
                  ))}
                </div>
              </SortableContext>
            </DndContext>
          </>
        )}
      </PageFrame>
      {editing && <CueWordFormModal kind={kind} editing={editing.row} onClose={() => setEditing(null)} />}
    </>
  );
}
