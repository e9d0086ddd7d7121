// Drag-and-drop helpers shared by the sortable lists of every module (dnd-kit).
import {
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/** translate3d for a dnd-kit transform (no scaling: rows and tiles keep their size while moving). */
export const translate = (t: { x: number; y: number } | null) =>
  t ? `translate3d(${Math.round(t.x)}px, ${Math.round(t.y)}px, 0)` : undefined;

/** Drag animation (platform-shell §9). */
const DRAG_ANIMATION_MS = 150;
export const SORT_TRANSITION = { duration: DRAG_ANIMATION_MS, easing: 'ease' };

interface SortableData {
  containerId: string | number;
  index: number;
  items: Array<string | number>;
}
const sortableOf = (data: unknown) => (data as { sortable?: SortableData } | undefined)?.sortable;

/** Up and down move a sortable exactly one place within its own list, whatever the heights: the
 *  dragged box is centred on the neighbour's slot, which closest-centre collision then resolves to.
 *  (dnd-kit's getter aligns edges, so passing a tall control could skip the next one.) At either end
 *  of the list, or across lists (into a detail group), dnd-kit's own getter decides. */
export const stepKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const step = event.code === KeyboardCode.Down ? 1 : event.code === KeyboardCode.Up ? -1 : 0;
  const { active, over, droppableRects, collisionRect } = args.context;
  const from = sortableOf(over?.data.current);
  const own = sortableOf(active?.data.current);
  if (step && collisionRect && from && own && from.containerId === own.containerId) {
    const next = from.items[from.index + step];
    const rect = next === undefined ? undefined : droppableRects.get(next);
    if (rect) {
      event.preventDefault();
      return {
        x: rect.left + (rect.width - collisionRect.width) / 2,
        y: rect.top + (rect.height - collisionRect.height) / 2,
      };
    }
  }
  return sortableKeyboardCoordinates(event, args);
};

/** Pointer (after 5 px, so clicks stay clicks) and keyboard (space, arrows, space) sensors. */
export function useDragSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    // Instant scrolling: a smooth one still runs when the next arrow key comes, and the step then
    // starts from a stale slot.
    useSensor(KeyboardSensor, { coordinateGetter: stepKeyboardCoordinates, scrollBehavior: 'auto' }),
  );
}
