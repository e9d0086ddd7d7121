import { KeyboardCode, type ClientRect } from '@dnd-kit/core';
import { stepKeyboardCoordinates } from '@/lib/dnd/sortable';

// Tiles of mixed heights, stacked with 6 px gaps: a short one, a tall one (a date range), short ones.
const HEIGHTS = [40, 150, 40, 40];
const ids = HEIGHTS.map((_, i) => `f${i}`);
const rects = new Map<string, ClientRect>();
HEIGHTS.reduce((top, height, i) => {
  rects.set(ids[i], { top, left: 0, width: 300, height, bottom: top + height, right: 300 });
  return top + height + 6;
}, 0);

const sortable = (index: number) => ({ current: { sortable: { containerId: 'list', index, items: ids } } });

function press(code: string, overIndex: number, activeIndex = 0) {
  const active = rects.get(ids[activeIndex])!;
  const event = new KeyboardEvent('keydown', { code, cancelable: true });
  const context = {
    active: { id: ids[activeIndex], data: sortable(activeIndex) },
    over: { id: ids[overIndex], data: sortable(overIndex) },
    droppableRects: rects,
    droppableContainers: { getEnabled: () => [] }, // dnd-kit's own getter finds nothing else here
    collisionRect: { ...rects.get(ids[overIndex])!, height: active.height },
  };
  const to = stepKeyboardCoordinates(event, {
    active: ids[activeIndex],
    currentCoordinates: { x: 0, y: 0 },
    context,
  } as never);
  return { to, prevented: event.defaultPrevented };
}

const centreOf = (id: string) => rects.get(id)!.top + rects.get(id)!.height / 2;

describe('keyboard dragging moves one place per arrow key', () => {
  it('centres a short control on the tall neighbour below it, so the next one is not skipped', () => {
    const { to, prevented } = press(KeyboardCode.Down, 0);
    expect(prevented).toBe(true);
    expect(to!.y + HEIGHTS[0] / 2).toBe(centreOf('f1'));
  });

  it('moves on from the slot it is over, not from where it started', () => {
    expect(press(KeyboardCode.Down, 1).to!.y + HEIGHTS[0] / 2).toBe(centreOf('f2'));
    expect(press(KeyboardCode.Up, 2).to!.y + HEIGHTS[0] / 2).toBe(centreOf('f1'));
  });

  it('leaves the ends of the list to dnd-kit (which may move into a detail group)', () => {
    expect(press(KeyboardCode.Up, 0).to).toBeUndefined();
    expect(press(KeyboardCode.Down, 3).to).toBeUndefined();
  });
});
