import type { ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { GroupApp } from '../api/types';
import { AppTile } from './app-tile';
import { theme } from 'antd';

export const ZONE_PREFIX = 'zone:';

/** A group's (or the ungrouped) applications: a drop zone, so an empty group takes a drop too. */
export function GroupBox({
  container,
  label,
  header,
  apps,
  disabled,
}: {
  container: string;
  label: string;
  header: ReactNode;
  apps: GroupApp[];
  disabled?: boolean;
}) {
  const { token } = theme.useToken();
  const { setNodeRef, isOver } = useDroppable({ id: `${ZONE_PREFIX}${container}`, data: { container } });
  return (
    <section
      aria-label={label}
      style={{
        border: `1px ${isOver ? `solid ${token.colorPrimary}` : `solid ${token.colorBorder}`}`,
        borderRadius: 8,
        padding: 12,
        marginBottom: 12,
        background: token.colorFillAlter,
      }}
    >
      {header}
      <SortableContext id={container} items={apps.map((a) => a.id)} strategy={verticalListSortingStrategy}>
        <div ref={setNodeRef} style={{ minHeight: 36 }}>
          {apps.map((a) => (
            <AppTile key={a.id} app={a} disabled={disabled} />
          ))}
          {!apps.length && (
            <div style={{ color: token.colorTextSecondary, fontSize: 12, padding: 8 }}>拖动应用到这里</div>
          )}
        </div>
      </SortableContext>
    </section>
  );
}
