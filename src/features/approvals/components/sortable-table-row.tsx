import { createContext, useContext, useMemo, type CSSProperties, type HTMLAttributes } from 'react';
import { Button, theme } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { SORT_TRANSITION, translate } from '@/lib/dnd/sortable';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';

interface HandleContext {
  setActivatorNodeRef?: (el: HTMLElement | null) => void;
  listeners?: DraggableSyntheticListeners;
  attributes?: DraggableAttributes;
}

const RowHandle = createContext<HandleContext>({});

/** A table row that dnd-kit can sort; the drag starts from its <DragHandle/> (pointer or keyboard). */
export function SortableTableRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': string }) {
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props['data-row-key'],
    transition: SORT_TRANSITION,
  });
  const style: CSSProperties = {
    ...props.style,
    transform: translate(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 9, background: token.colorFillAlter } : {}),
  };
  const value = useMemo(
    () => ({ setActivatorNodeRef, listeners, attributes }),
    [setActivatorNodeRef, listeners, attributes],
  );
  return (
    <RowHandle.Provider value={value}>
      <tr {...props} ref={setNodeRef} style={style} />
    </RowHandle.Provider>
  );
}

export function DragHandle({ label, disabled }: { label: string; disabled?: boolean }) {
  const { setActivatorNodeRef, listeners, attributes } = useContext(RowHandle);
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      aria-label={label}
      disabled={disabled}
      ref={setActivatorNodeRef}
      style={{ cursor: disabled ? 'not-allowed' : 'move' }}
      {...(disabled ? {} : { ...attributes, ...listeners })}
    />
  );
}
