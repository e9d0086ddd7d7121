// Where a drop lands (pure, so it is unit-tested apart from dnd-kit).
import { findPos } from '../model/field-list';
import type { FieldPos, FormField } from '../model/types';
import { CANVAS_ID } from './phone-canvas';
import { GROUP_PREFIX } from './group-body';

/** The position a dragged item takes when dropped on `overId` (a tile, a group zone or the canvas). */
export function dropTarget(fields: readonly FormField[], overId: string): FieldPos | null {
  if (overId === CANVAS_ID) return { index: fields.length, parentIndex: null };
  if (overId.startsWith(GROUP_PREFIX)) {
    const pos = findPos(fields, overId.slice(GROUP_PREFIX.length));
    const group = pos && fields[pos.index];
    return group && group.type === 'Particulars' ? { index: group.children.length, parentIndex: pos.index } : null;
  }
  return findPos(fields, overId);
}
