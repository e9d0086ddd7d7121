import { createRandom } from './random';

// The printer QR code image as the server would answer it: an SVG data URL. The sandbox has no QR
// encoder (no dependency for it), so the image has a QR code's look — three finder squares and a
// module pattern fixed by the content — with the SN printed below; it is not scannable
// (docs/assumed-contract.md).

const SIZE = 25;
const CELL = 8;
const QUIET = 4;

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const inFinder = (x: number, y: number) => {
  const corner = (cx: number, cy: number) => x >= cx && x < cx + 8 && y >= cy && y < cy + 8;
  return corner(0, 0) || corner(SIZE - 8, 0) || corner(0, SIZE - 8);
};

function finder(cx: number, cy: number): string {
  const at = (dx: number, dy: number, w: number) => `<rect x="${(QUIET + cx + dx) * CELL}" y="${(QUIET + cy + dy) * CELL}" width="${w * CELL}" height="${w * CELL}"`;
  return `${at(0, 0, 7)} fill="#000"/>${at(1, 1, 5)} fill="#fff"/>${at(2, 2, 3)} fill="#000"/>`;
}

/** An SVG data URL for `content`, labelled with `label`. */
export function qrCodeDataUrl(content: string, label: string): string {
  const r = createRandom(hash(content));
  const cells: string[] = [];
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++)
      if (!inFinder(x, y) && r.chance(0.5)) cells.push(`M${(QUIET + x) * CELL} ${(QUIET + y) * CELL}h${CELL}v${CELL}h-${CELL}z`);
  const side = (SIZE + QUIET * 2) * CELL;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side + 28}" viewBox="0 0 ${side} ${side + 28}">` +
    `<rect width="100%" height="100%" fill="#fff"/><path d="${cells.join('')}" fill="#000"/>` +
    finder(0, 0) + finder(SIZE - 7, 0) + finder(0, SIZE - 7) +
    `<text x="${side / 2}" y="${side + 14}" font-size="16" text-anchor="middle" font-family="monospace">${label.replace(/[<&>"]/g, '')}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
