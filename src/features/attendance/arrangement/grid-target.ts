/** Which cell (or header) an event happened on, read from data attributes (one listener per grid). */
export function targetOf(e: {
  target: EventTarget | null;
}): { kind: 'cell' | 'row' | 'col' | 'all'; row: number; col: number } | null {
  const el = (e.target as Element | null)?.closest?.('[data-c],[data-hc]');
  if (!el) return null;
  const hc = el.getAttribute('data-hc');
  if (hc !== null) return hc === 'all' ? { kind: 'all', row: 0, col: 0 } : { kind: 'col', row: 0, col: Number(hc) };
  const tr = el.closest('[data-r]');
  if (!tr) return null;
  const row = Number(tr.getAttribute('data-r'));
  const col = Number(el.getAttribute('data-c'));
  return col < 0 ? { kind: 'row', row, col: 0 } : { kind: 'cell', row, col };
}
