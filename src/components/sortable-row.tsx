import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { Button, theme } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { translate } from '@/lib/dnd/sortable';

interface Props extends Omit<HTMLAttributes<HTMLDivElement>, 'id' | 'children'> {
  id: string;
  /** the row's name: its handle is 拖动：{name} */
  name: string;
  /** no dragging (e.g. while a write of the list runs): the handle is shown disabled */
  disabled?: boolean;
  /** dnd-kit's animation of the rows making room; its own when absent */
  transition?: { duration: number; easing: string };
  /** closer spacing, for tiles in a narrow column */
  compact?: boolean;
  children: ReactNode;
}

/** A bordered row of a sortable list, dragged by the handle at its start (pointer, or space and
 *  arrows); highlighted and above the others while it moves. */
export function SortableRow({ id, name, disabled, transition: animation, compact, children, ...rest }: Props) {
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    transition: animation,
  });
  const style: CSSProperties = {
    transform: translate(transform),
    transition,
    display: 'flex',
    alignItems: 'center',
    gap: compact ? 8 : 12,
    padding: compact ? '4px 8px' : '8px 12px',
    marginBottom: compact ? 4 : 8,
    background: isDragging ? token.colorPrimaryBg : token.colorBgContainer,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: 6,
    position: 'relative',
    zIndex: isDragging ? 9 : undefined,
  };
  return (
    <div {...rest} ref={setNodeRef} style={style}>
      <Button
        type="text"
        size="small"
        icon={<HolderOutlined />}
        aria-label={`拖动：${name}`}
        ref={setActivatorNodeRef}
        disabled={disabled}
        style={{ cursor: disabled ? 'not-allowed' : 'move' }}
        {...(disabled ? {} : { ...attributes, ...listeners })}
      />
      {children}
    </div>
  );
}
