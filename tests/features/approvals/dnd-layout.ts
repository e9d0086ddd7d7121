import { vi } from 'vitest';

/** jsdom lays nothing out, so dnd-kit's keyboard sensor would find no neighbours: give every element
 *  matching `selector` a stacked 40 px box (in document order; nested matches sit inside their parent's
 *  slot order too), and everything inside it the same box. A drag overlay (`[data-drag-overlay]`)
 *  starts on the focused row, as it does over the row a keyboard drag picked up. */
export function stackLayout(selector: string, rowHeight = 50) {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const rows = Array.from(document.querySelectorAll(selector));
    const row = this.closest('[data-drag-overlay]') ? document.activeElement?.closest(selector) : this.closest(selector);
    const i = row ? rows.indexOf(row) : -1;
    const top = i < 0 ? 0 : i * rowHeight;
    const height = i < 0 ? 0 : rowHeight - 10;
    return { x: 0, y: top, top, left: 0, width: i < 0 ? 0 : 300, height, bottom: top + height, right: i < 0 ? 0 : 300, toJSON: () => ({}) } as DOMRect;
  });
}

/** Lets dnd-kit measure and animate between key presses. */
export const frame = () => new Promise((r) => setTimeout(r, 30));
