import { theme } from 'antd';
import { SortableRow } from '@/components/sortable-row';
import { SORT_TRANSITION } from '@/lib/dnd/sortable';
import type { GroupApp } from '../api/types';
import { AppIcon } from './app-icon';

/** One application in the group editor, dragged by its handle (pointer, or space and arrows). */
export function AppTile({ app, disabled }: { app: GroupApp; disabled?: boolean }) {
  const { token } = theme.useToken();
  return (
    <SortableRow
      id={app.id}
      name={app.name}
      disabled={disabled}
      transition={SORT_TRANSITION}
      compact
      data-app-tile={app.id}
    >
      <AppIcon name={app.name} categoryMark={app.categoryMark} size={22} />
      <span>{app.name}</span>
      {!app.enable && <span style={{ color: token.colorTextSecondary, fontSize: 12 }}>（已停用）</span>}
    </SortableRow>
  );
}
