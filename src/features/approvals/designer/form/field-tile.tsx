import {
  memo,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { Tag } from 'antd';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import HolderOutlined from '@ant-design/icons-svg/es/asn/HolderOutlined';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { SORT_TRANSITION, translate } from '@/lib/dnd/sortable';
import type { FormField } from '../model/types';
import { FieldPreview } from './field-preview';
import { ObserveTileContext } from './near-viewport';
import { plainIcon } from './plain-icon';
import './phone-tiles.css';
import { removeField, selectField } from './tile-actions';

// Plain buttons: 200 tiles × 2 antd Buttons cost more to mount than the whole rest of the designer.
// Styles are classes of phone-tiles.css, for the same reason.
const NO_RESIZE_OBSERVER = { disabled: true };
// One element for every tile: React skips an identical element, so drag steps don't re-render 200 icons.
const holderIcon = plainIcon(HolderOutlined);
const deleteIcon = plainIcon(DeleteOutlined);

interface TileProps {
  field: FormField;
  selected: boolean;
  /** error flags of this field, joined (a string so memoised tiles compare cheaply) */
  errorText: string;
  live: boolean;
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
        className="eac-tile__body"
      >
        {field.showRule && (
          <span
            className="eac-tile__rule"
            role="note"
            aria-label="已设置显示规则"
            title="已设置显示规则：满足条件时才显示"
          >
            显示规则
          </span>
        )}
        {field.type === 'Particulars' ? <strong>{field.name}</strong> : <FieldPreview field={field} />}
      </div>
      <button
        type="button"
        aria-label={`删除控件：${field.name}`}
        onClick={() => void removeField(field.id)}
        className="eac-tile__icon-button eac-tile__delete"
      >
        {deleteIcon}
      </button>
    </>
  );
});

interface DragView {
  transform?: string;
  transition?: string;
  isDragging: boolean;
  attributes?: DraggableAttributes;
}
const IDLE: DragView = { isDragging: false };
const sameView = (a: DragView, b: DragView) =>
  a.transform === b.transform &&
  a.transition === b.transition &&
  a.isDragging === b.isDragging &&
  a.attributes === b.attributes;
const FIELD_DATA = { kind: 'field' };

interface BindingProps {
  id: string;
  node: RefObject<HTMLDivElement | null>;
  handle: RefObject<HTMLButtonElement | null>;
  listeners: RefObject<DraggableSyntheticListeners>;
  onView: (view: DragView) => void;
}

/** Makes a tile a dnd-kit sortable without owning its DOM, so a tile becomes sortable (or stops
 *  being one) as it nears the viewport without remounting: focus and the preview stay. */
function SortableBinding({ id, node, handle, listeners, onView }: BindingProps) {
  const sortable = useSortable({
    id,
    data: FIELD_DATA,
    transition: SORT_TRANSITION,
    // Tiles don't change size mid-drag; a ResizeObserver per tile at every drag start would be pure cost.
    resizeObserverConfig: NO_RESIZE_OBSERVER,
  });
  const { setNodeRef, setActivatorNodeRef, transition, isDragging, attributes } = sortable;
  const transform = translate(sortable.transform);
  useLayoutEffect(() => {
    setNodeRef(node.current);
    setActivatorNodeRef(handle.current);
  }, [setNodeRef, setActivatorNodeRef, node, handle]);
  useLayoutEffect(() => {
    listeners.current = sortable.listeners;
  });
  useLayoutEffect(
    () => onView({ transform, transition, isDragging, attributes }),
    [onView, transform, transition, isDragging, attributes],
  );
  useLayoutEffect(
    () => () => {
      listeners.current = undefined;
      onView(IDLE);
    },
    [onView, listeners],
  );
  return null;
}

/** A control on the phone: click toggles its settings; drag by the tile (pointer) or its handle
 *  (keyboard). `live`: near the viewport, so a sortable (a dragged tile stays one until dropped). */
export const FieldTile = memo(function FieldTile({ field, selected, errorText, live, children }: TileProps) {
  const [view, setView] = useState<DragView>(IDLE);
  // Pointed at or focused: sortable even before the viewport observer has caught up (a keyboard user
  // may press space in the same frame the focus scrolled the tile in).
  const [engaged, setEngaged] = useState(false);
  const engage = live ? undefined : () => setEngaged(true);
  const disengage = () => setEngaged(false);
  const onView = useCallback((next: DragView) => setView((prev) => (sameView(prev, next) ? prev : next)), []);
  const node = useRef<HTMLDivElement | null>(null);
  const handle = useRef<HTMLButtonElement | null>(null);
  const listeners = useRef<DraggableSyntheticListeners>(undefined);
  const observe = useContext(ObserveTileContext);
  const nodeRef = useCallback(
    (el: HTMLDivElement | null) => {
      node.current = el;
      const unobserve = el && observe ? observe(el) : undefined;
      return () => {
        node.current = null;
        unobserve?.();
      };
    },
    [observe],
  );
  const className = `eac-tile${selected ? ' eac-tile--selected' : errorText ? ' eac-tile--error' : ''}${view.isDragging ? ' eac-tile--dragging' : ''}`;
  const style =
    view.transform || view.transition ? { transform: view.transform, transition: view.transition } : undefined;
  return (
    <>
      <div
        ref={nodeRef}
        className={className}
        style={style}
        data-field-id={field.id}
        onPointerDown={(e) => listeners.current?.onPointerDown?.(e)}
        onPointerEnter={engage}
        onFocus={engage}
        onPointerLeave={disengage}
        onBlur={disengage}
      >
        <div className="eac-tile__bar">
          <button
            type="button"
            ref={handle}
            {...view.attributes}
            onKeyDown={(e) => listeners.current?.onKeyDown?.(e)}
            aria-label={`拖动控件：${field.name}`}
            className="eac-tile__icon-button eac-tile__handle"
          >
            {holderIcon}
          </button>
          <TileContent field={field} selected={selected} />
        </div>
        {errorText && (
          <Tag color="error" className="eac-tile__error" role="alert">
            {errorText}
          </Tag>
        )}
        {children}
      </div>
      {/* After the tile, not in it: React attaches the tile's refs before a later sibling's layout effects run. */}
      {(live || engaged || view.isDragging) && (
        <SortableBinding id={field.id} node={node} handle={handle} listeners={listeners} onView={onView} />
      )}
    </>
  );
});
