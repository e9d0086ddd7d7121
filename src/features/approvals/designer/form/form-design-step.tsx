import { useCallback, useMemo, type CSSProperties } from 'react';
import { theme } from 'antd';
import {
  DndContext,
  DragOverlay,
  closestCenter,
  pointerWithin,
  useDndContext,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { toastWarning } from '@/lib/feedback/toast';
import { useApprovalDraft } from '../../stores/approval-draft';
import { useDragSensors } from '@/lib/dnd/sortable';
import { fieldErrors } from '../model/field-errors';
import { findField, findPos } from '../model/field-list';
import { FIELD_LABELS } from '../model/templates';
import type { FieldType } from '../model/types';
import { Palette, PALETTE_PREFIX } from './palette';
import { CANVAS_ID, PhoneCanvas } from './phone-canvas';
import { GROUP_PREFIX } from './group-body';
import { SettingsPanel } from './settings-panel';
import { dropTarget } from './drop-target';
import { appendField } from './tile-actions';

const isZone = (id: unknown) => id === CANVAS_ID || String(id).startsWith(GROUP_PREFIX);

/** Tiles first; an empty group or the empty phone only when the pointer is inside it. */
const collision: CollisionDetection = (args) => {
  const within = pointerWithin(args).filter((c) => isZone(c.id));
  const tiles = args.droppableContainers.filter((c) => !isZone(c.id));
  const emptyGroup = within.find(
    (c) => String(c.id).startsWith(GROUP_PREFIX) && !c.data?.droppableContainer?.data.current?.hasChildren,
  );
  if (emptyGroup) return [emptyGroup];
  if (!tiles.length) return within.filter((c) => c.id === CANVAS_ID);
  return closestCenter({ ...args, droppableContainers: tiles });
};

// The label fills the overlay, which dnd-kit sizes to the dragged tile: dnd-kit measures the overlay's
// only child for collisions, and a label smaller than a tall tile would sit over the previous slot.
const overlayStyle: CSSProperties = {
  height: '100%',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  padding: '6px 12px',
  borderRadius: 6,
  boxShadow: '0 4px 12px rgba(0,0,0,.15)',
};

/** What follows the pointer: the dragged control's name or the palette entry's label. It reads the
 *  drag itself, so starting a drag does not re-render the designer's three columns. */
function DragLabel() {
  const { token } = theme.useToken();
  const { active } = useDndContext();
  if (!active) return null;
  const id = String(active.id);
  const label = id.startsWith(PALETTE_PREFIX)
    ? FIELD_LABELS[id.slice(PALETTE_PREFIX.length) as FieldType]
    : findField(useApprovalDraft.getState().form.fields, id)?.name;
  return label ? (
    <div
      style={{ ...overlayStyle, background: token.colorBgContainer, border: `1px solid ${token.colorPrimary}` }}
      data-drag-overlay
    >
      {label}
    </div>
  ) : null;
}

/** Step 2: the mobile form designer (platform-shell §2.4): palette, phone, settings. */
export function FormDesignStep() {
  const form = useApprovalDraft((s) => s.form);
  const dispatch = useApprovalDraft((s) => s.dispatchForm);
  const errors = useMemo(() => fieldErrors({ fields: form.fields }), [form.fields]);
  const sensors = useDragSensors();
  const onDragEnd = useCallback(({ active, over }: DragEndEvent) => {
    if (!over) return;
    const { form: current, dispatchForm } = useApprovalDraft.getState();
    const to = dropTarget(current.fields, String(over.id));
    if (!to) return;
    const id = String(active.id);
    if (id.startsWith(PALETTE_PREFIX)) {
      const type = id.slice(PALETTE_PREFIX.length) as FieldType;
      if (type === 'AskLeave' && current.askLeaveDisabled) return toastWarning('每个表单只能添加一个请假控件');
      if (type === 'Particulars' && to.parentIndex !== null) return toastWarning('明细中不能再添加明细控件');
      return dispatchForm({ type: 'add', field: type, index: to.index, parentIndex: to.parentIndex, select: true });
    }
    const from = findPos(current.fields, id);
    if (!from || id === over.id) return;
    if (to.parentIndex !== null && current.fields[from.index]?.type === 'Particulars' && from.parentIndex === null) {
      return toastWarning('明细中不能再添加明细控件');
    }
    dispatchForm({ type: 'move', from, to });
  }, []);

  const onAdd = useCallback((type: FieldType) => appendField(type), []);

  return (
    <DndContext sensors={sensors} collisionDetection={collision} onDragEnd={onDragEnd}>
      <div style={{ display: 'grid', gridTemplateColumns: '240px 1fr 340px', gap: 20, alignItems: 'start' }}>
        <Palette askLeaveDisabled={form.askLeaveDisabled} onAdd={onAdd} />
        <PhoneCanvas form={form} errors={errors} />
        <SettingsPanel form={form} errors={errors} dispatch={dispatch} />
      </div>
      <DragOverlay dropAnimation={{ duration: 150, easing: 'ease' }}>
        <DragLabel />
      </DragOverlay>
    </DndContext>
  );
}
