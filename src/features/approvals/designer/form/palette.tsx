import { memo } from 'react';
import { Button, Tooltip, Typography } from 'antd';
import { useDraggable } from '@dnd-kit/core';
import { PALETTE, type PaletteEntry } from '../model/templates';

export const PALETTE_PREFIX = 'palette:';

function PaletteTile({ entry, disabled, onAdd }: { entry: PaletteEntry; disabled: boolean; onAdd(type: PaletteEntry['type']): void }) {
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: `${PALETTE_PREFIX}${entry.type}`, data: { kind: 'palette', type: entry.type }, disabled });
  const tile = (
    <Button
      ref={setNodeRef}
      block
      disabled={disabled}
      aria-label={`添加控件：${entry.label}`}
      onClick={() => onAdd(entry.type)}
      onPointerDown={listeners?.onPointerDown as React.PointerEventHandler<HTMLElement> | undefined}
      style={{ justifyContent: 'flex-start', opacity: isDragging ? 0.5 : 1, cursor: disabled ? 'not-allowed' : 'grab' }}
    >
      {entry.label}
    </Button>
  );
  return disabled ? <Tooltip title="每个表单只能添加一个请假控件">{tile}</Tooltip> : tile;
}

/** Left palette of the 16 control types: click to append, or drag onto the phone. */
export const Palette = memo(function Palette({ askLeaveDisabled, onAdd }: { askLeaveDisabled: boolean; onAdd(type: PaletteEntry['type']): void }) {
  return (
    <aside aria-label="控件库">
      <Typography.Text type="secondary">控件（点击或拖入表单）</Typography.Text>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8, marginTop: 8 }}>
        {PALETTE.map((entry) => (
          <PaletteTile key={entry.type} entry={entry} disabled={entry.type === 'AskLeave' && askLeaveDisabled} onAdd={onAdd} />
        ))}
      </div>
    </aside>
  );
});
