import type { ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { GroupApp } from '../api/types';
import { AppTile } from './app-tile';

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
  const { setNodeRef, isOver } = useDroppable({ id: `${ZONE_PREFIX}${container}`, data: { container } });
  return (
    <section
      aria-label={label}
      style={{
        border: `1px ${isOver ? 'solid #1677ff' : 'solid #e8e8e8'}`,
        borderRadius: 8,
        padding: 12,
        marginBottom: 12,
        background: '#fafafa',
      }}
    >
      {header}
      <SortableContext id={container} items={apps.map((a) => a.id)} strategy={verticalListSortingStrategy}>
        <div ref={setNodeRef} style={{ minHeight: 36 }}>
          {apps.map((a) => (
            <AppTile key={a.id} app={a} disabled={disabled} />
          ))}
          {!apps.length && <div style={{ color: '#666', fontSize: 12, padding: 8 }}>拖动应用到这里</div>}
        </div>
      </SortableContext>
    </section>
  );
}
