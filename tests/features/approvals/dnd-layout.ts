import { act, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';

/** The test DOM lays nothing out, so dnd-kit's keyboard sensor would find no neighbours: give every element
 *  matching `selector` a stacked 40 px box (in document order; nested matches sit inside their parent's
 *  slot order too), and everything inside it the same box. A drag overlay (`[data-drag-overlay]`)
 *  starts on the focused row, as it does over the row a keyboard drag picked up. */
export function stackLayout(selector: string, rowHeight = 50) {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const rows = Array.from(document.querySelectorAll(selector));
    const row = this.closest('[data-drag-overlay]')
      ? document.activeElement?.closest(selector)
      : this.closest(selector);
    const i = row ? rows.indexOf(row) : -1;
    const top = i < 0 ? 0 : i * rowHeight;
    const height = i < 0 ? 0 : rowHeight - 10;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: i < 0 ? 0 : 300,
      height,
      bottom: top + height,
      right: i < 0 ? 0 : 300,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

/** Lets dnd-kit measure and animate between key presses: waits for the frame after the next one. */
export const frame = () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));

/** What dnd-kit's live regions say: it announces each step of a drag (a pick-up, a move, a drop). */
const announced = () => [...document.querySelectorAll('[id^="DndLiveRegion-"]')].map((n) => n.textContent);

/** Presses keys one at a time (e.g. '[Space]', '[ArrowUp]') on the focused element, each once dnd-kit
 *  has announced what the previous one did. */
export async function pressEach(user: UserEvent, keys: string[]) {
  for (const key of keys) {
    const before = announced();
    await user.keyboard(key);
    await waitFor(() => expect(announced()).not.toEqual(before));
  }
}

type Point = { clientX: number; clientY: number };

/** A pointer drag from `from` (pressed at `at`) to `to` (released at `drop`): 10 px down first, past
 *  dnd-kit's 5 px activation, then onto the drop point, a frame before releasing. */
export async function pointerDrag(user: UserEvent, from: Element, at: Point, to: Element, drop: Point) {
  await user.pointer([
    { keys: '[MouseLeft>]', target: from, coords: at },
    { target: from, coords: { clientX: at.clientX, clientY: at.clientY + 10 } },
    { target: to, coords: drop },
  ]);
  await act(frame);
  await user.pointer({ keys: '[/MouseLeft]', target: to, coords: drop });
  await act(frame);
}
