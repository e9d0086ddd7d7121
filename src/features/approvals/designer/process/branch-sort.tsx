// Condition branches in priority order, reordered by drag and drop (mouse and keyboard) on a handle;
// the default branch (其他情况) is not sortable and stays last.
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { SortableContext, horizontalListSortingStrategy, useSortable } from '@dnd-kit/sortable';
import { useApprovalDraft } from '../../stores/approval-draft';
import { moveBranch } from '../../process/model/flow-tree';
import { SORT_TRANSITION, stepKeyboardCoordinates, translate } from '@/lib/dnd/sortable';
import type { ConditionBranch, ConditionGroup } from '../../process/model/types';

/** Branches lie side by side: right and left step one place, as down and up do in a list. */
const SIDEWAYS: Partial<Record<string, string>> = {
  [KeyboardCode.Right]: KeyboardCode.Down,
  [KeyboardCode.Left]: KeyboardCode.Up,
};
const sidewaysCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const code = SIDEWAYS[event.code];
  if (!code) return stepKeyboardCoordinates(event, args);
  return stepKeyboardCoordinates({ code, preventDefault: () => event.preventDefault() } as KeyboardEvent, args);
};

function useBranchSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sidewaysCoordinates, scrollBehavior: 'auto' }),
  );
}

/** A sortable branch column's own ref and style (it moves while dragged), and its drag handle's ref and props. */
export interface SortableProps {
  nodeRef(el: HTMLElement | null): void;
  style: CSSProperties;
  handleRef(el: HTMLElement | null): void;
  handle: Record<string, unknown>;
}

/** One branch column at its place; `sortable` is null for the default branch, which stays last. */
export type RenderBranch = (branch: ConditionBranch, index: number, sortable: SortableProps | null) => ReactNode;

function SortableBranch({ branch, index, render }: { branch: ConditionBranch; index: number; render: RenderBranch }) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: branch.id,
    transition: SORT_TRANSITION,
  });
  const style = {
    transform: translate(transform),
    transition,
    opacity: isDragging ? 0.6 : 1,
    zIndex: isDragging ? 1 : undefined,
  };
  return render(branch, index, {
    nodeRef: setNodeRef,
    style,
    handleRef: setActivatorNodeRef,
    handle: { ...attributes, ...listeners },
  });
}

/** The branches of one condition node; dropping a branch on another takes that one's priority. */
export function BranchRow({ group, render }: { group: ConditionGroup; render: RenderBranch }) {
  const sensors = useBranchSensors();
  const setFlow = useApprovalDraft((s) => s.setFlow);
  const sortable = group.branches.filter((b) => !b.isDefault);
  const nameOf = (id: string | number) => group.branches.find((b) => b.id === id)?.name ?? '';
  const place = (id: string | number | undefined) => sortable.findIndex((b) => b.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `已拿起「${nameOf(active.id)}」，当前优先级${place(active.id)}`,
    onDragOver: ({ active, over }) => (over ? `「${nameOf(active.id)}」移到优先级${place(over.id)}` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `「${nameOf(active.id)}」已放到优先级${place(over.id)}` : `「${nameOf(active.id)}」已放下`,
    onDragCancel: ({ active }) => `已取消移动「${nameOf(active.id)}」`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) setFlow((f) => moveBranch(f, String(active.id), String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      // the live region goes to the body: in place it would sit between the branches and their join line
      accessibility={{
        container: document.body,
        announcements,
        screenReaderInstructions: {
          draggable: '按空格键拿起条件分支，用左右方向键调整优先级，再按空格键放下，按Esc键取消。',
        },
      }}
    >
      <SortableContext items={sortable.map((b) => b.id)} strategy={horizontalListSortingStrategy}>
        <div
          role="group"
          aria-label="条件分支"
          style={{ display: 'flex', justifyContent: 'center', overflowX: 'auto' }}
        >
          {group.branches.map((b, i) =>
            b.isDefault ? (
              <Fragment key={b.id}>{render(b, i, null)}</Fragment>
            ) : (
              <SortableBranch key={b.id} branch={b} index={i} render={render} />
            ),
          )}
        </div>
      </SortableContext>
    </DndContext>
  );
}
