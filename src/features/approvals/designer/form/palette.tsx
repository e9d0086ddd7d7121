import { memo } from 'react';
import { Button, Tooltip, Typography } from 'antd';
import { useDraggable } from '@dnd-kit/core';
import { PALETTE, type PaletteEntry } from '../model/templates';

export const PALETTE_PREFIX = 'palette:';

interface TileProps {
  entry: PaletteEntry;
  disabled: boolean;
  onAdd(type: PaletteEntry['type']): void;
}

/** The draggable part: dnd-kit re-renders it on every drag step, so it only passes stable props on. */
function PaletteTile(props: TileProps) {
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: `${PALETTE_PREFIX}${props.entry.type}`,
    data: { kind: 'palette', type: props.entry.type },
    disabled: props.disabled,
  });
  return (
    <PaletteButton
      {...props}
      dragging={isDragging}
      nodeRef={setNodeRef}
      onPointerDown={listeners?.onPointerDown as React.PointerEventHandler<HTMLElement> | undefined}
    />
  );
}

const PaletteButton = memo(function PaletteButton({
  entry,
  disabled,
  onAdd,
  dragging,
  nodeRef,
  onPointerDown,
}: TileProps & {
  dragging: boolean;
  nodeRef(el: HTMLElement | null): void;
  onPointerDown?: React.PointerEventHandler<HTMLElement>;
}) {
  const tile = (
    <Button
      ref={nodeRef}
      block
      disabled={disabled}
      aria-label={`${entry.label}：添加控件`}
      onClick={() => onAdd(entry.type)}
      onPointerDown={onPointerDown}
      style={{ justifyContent: 'flex-start', opacity: dragging ? 0.5 : 1, cursor: disabled ? 'not-allowed' : 'grab' }}
    >
      {entry.label}
    </Button>
  );
  return disabled ? <Tooltip title="每个表单只能添加一个请假控件">{tile}</Tooltip> : tile;
});

/** Left palette of the 16 control types: click to append, or drag onto the phone. */
export const Palette = memo(function Palette({
  askLeaveDisabled,
  onAdd,
}: {
  askLeaveDisabled: boolean;
  onAdd(type: PaletteEntry['type']): void;
}) {
  return (
    <aside aria-label="控件库">
      <Typography.Text type="secondary">控件（点击或拖入表单）</Typography.Text>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8, marginTop: 8 }}>
        {PALETTE.map((entry) => (
          <PaletteTile
            key={entry.type}
            entry={entry}
            disabled={entry.type === 'AskLeave' && askLeaveDisabled}
            onAdd={onAdd}
          />
        ))}
      </div>
    </aside>
  );
});
