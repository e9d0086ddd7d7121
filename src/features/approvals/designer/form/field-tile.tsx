import { memo, type CSSProperties, type ReactNode } from 'react';
import { Tag } from 'antd';
import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { SORT_TRANSITION, translate } from '../../lib/dnd';
import type { FormField } from '../model/types';
import { FieldPreview } from './field-preview';
import { removeField, selectField } from './tile-actions';

// Plain buttons: 200 tiles × 2 antd Buttons cost more to mount than the whole rest of the designer.
const iconButton: CSSProperties = { border: 0, background: 'transparent', padding: '2px 4px', lineHeight: 1, borderRadius: 4, color: '#8c8c8c' };
const NO_RESIZE_OBSERVER = { disabled: true };
const handleStyle: CSSProperties = { ...iconButton, cursor: 'grab' };
// One element for every tile: React skips an identical element, so drag steps don't re-render 200 icons.
const holderIcon = <HolderOutlined />;

interface TileProps {
  field: FormField;
  selected: boolean;
  /** error flags of this field, joined (a string so memoised tiles compare cheaply) */
  errorText: string;
  children?: ReactNode;
}

/** The part of a tile that does not change while something is dragged (dnd-kit re-renders every
 *  sortable tile on each drag step; this keeps those re-renders to the wrapper). */
const TileContent = memo(function TileContent({ field, selected }: { field: FormField; selected: boolean }) {
  return (
    <>
      <div
        role="button"
        tabIndex={0}
        aria-pressed={selected}
        aria-label={`控件：${field.name}`}
        onClick={() => selectField(field.id)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            selectField(field.id);
          }
        }}
        style={{ flex: 1, minWidth: 0, cursor: 'pointer', outline: 'none' }}
      >
        {field.type === 'Particulars' ? <strong>{field.name}</strong> : <FieldPreview field={field} />}
      </div>
      <button type="button" aria-label={`删除控件：${field.name}`} onClick={() => void removeField(field.id)} style={{ ...iconButton, color: '#ff4d4f' }}>
        <DeleteOutlined />
      </button>
    </>
  );
});

/** A control on the phone: click toggles its settings; drag by the tile (pointer) or its handle (keyboard). */
export const FieldTile = memo(function FieldTile({ field, selected, errorText, children }: TileProps) {
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, transform, transition, isDragging } = useSortable({
    id: field.id,
    data: { kind: 'field' },
    transition: SORT_TRANSITION,
    // Tiles don't change size mid-drag; 200 ResizeObservers at every drag start would be pure cost.
    resizeObserverConfig: NO_RESIZE_OBSERVER,
  });
  const style: CSSProperties = {
    transform: translate(transform),
    transition,
    position: 'relative',
    background: isDragging ? '#e6f4ff' : '#fff',
    border: `1px solid ${selected ? '#1677ff' : errorText ? '#ff4d4f' : 'transparent'}`,
    borderRadius: 6,
    padding: '6px 10px',
    marginBottom: 6,
    zIndex: isDragging ? 5 : undefined,
  };
  return (
    <div ref={setNodeRef} style={style} data-field-id={field.id} onPointerDown={listeners?.onPointerDown as React.PointerEventHandler<HTMLDivElement> | undefined}>
      <div style={{ display: 'flex', alignItems: 'flex-start', gap: 4 }}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          onKeyDown={listeners?.onKeyDown as React.KeyboardEventHandler<HTMLElement> | undefined}
          aria-label={`拖动控件：${field.name}`}
          style={handleStyle}
        >
          {holderIcon}
        </button>
        <TileContent field={field} selected={selected} />
      </div>
      {errorText && (
        <Tag color="error" style={{ marginTop: 4 }} role="alert">
          {errorText}
        </Tag>
      )}
      {children}
    </div>
  );
});
