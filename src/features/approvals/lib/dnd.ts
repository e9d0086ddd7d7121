import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { DRAG_ANIMATION_MS } from '../constants';

/** translate3d for a dnd-kit transform (no scaling: rows and tiles keep their size while moving). */
export const translate = (t: { x: number; y: number } | null) => (t ? `translate3d(${Math.round(t.x)}px, ${Math.round(t.y)}px, 0)` : undefined);

/** Drag animation (platform-shell §9). */
export const SORT_TRANSITION = { duration: DRAG_ANIMATION_MS, easing: 'ease' };

/** Pointer (after 5 px, so clicks stay clicks) and keyboard (space, arrows, space) sensors. */
export function useDragSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}
