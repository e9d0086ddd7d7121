import type { CSSProperties } from 'react';
import { Button, theme } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { SORT_TRANSITION, translate } from '@/lib/dnd/sortable';
import type { GroupApp } from '../api/types';
import { AppIcon } from './app-icon';

/** One application in the group editor, dragged by its handle (pointer, or space and arrows). */
export function AppTile({ app, disabled }: { app: GroupApp; disabled?: boolean }) {
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: app.id,
    disabled,
    transition: SORT_TRANSITION,
  });
  const style: CSSProperties = {
    transform: translate(transform),
    transition,
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    padding: '4px 8px',
    marginBottom: 4,
    background: isDragging ? token.colorPrimaryBg : token.colorBgContainer,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: 6,
    position: 'relative',
    zIndex: isDragging ? 9 : undefined,
  };
  return (
    <div ref={setNodeRef} style={style} data-app-tile={app.id}>
      <Button
        type="text"
        size="small"
        icon={<HolderOutlined />}
        aria-label={`拖动：${app.name}`}
        ref={setActivatorNodeRef}
        disabled={disabled}
        style={{ cursor: disabled ? 'not-allowed' : 'move' }}
        {...(disabled ? {} : { ...attributes, ...listeners })}
      />
      <AppIcon name={app.name} categoryMark={app.categoryMark} size={22} />
      <span>{app.name}</span>
      {!app.enable && <span style={{ color: token.colorTextSecondary, fontSize: 12 }}>（已停用）</span>}
    </div>
  );
}
