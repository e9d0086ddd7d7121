import jsQR from 'jsqr';

// Reads a QR code out of an image as a phone would: the image is drawn into pixels and jsQR (a
// decoder with no knowledge of how the image was made) looks for a code in them. jsdom draws no
// images, so an SVG data URL is rasterised here: straight-edged shapes (`rect`, and `path`s of
// M/L/H/V/Z commands, each closed subpath filled), on white. Text and other shapes are ignored.

type Polygon = Array<[number, number]>;

function colour(fill: string | null): number {
  const f = (fill ?? '#000').trim().toLowerCase();
  if (f === 'none' || f === 'transparent') return -1;
  if (f === 'white') return 255;
  if (f === 'black') return 0;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(f);
  if (!hex) throw new Error(`unsupported fill ${f}`);
  const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  return Math.round(0.299 * r + 0.587 * g + 0.114 * b);
}

/** The closed subpaths of a path's `d` (absolute and relative M, L, H, V, Z). */
function subpaths(d: string): Polygon[] {
  const tokens = d.match(/[MmLlHhVvZz]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  const out: Polygon[] = [];
  let current: Polygon = [];
  let x = 0;
  let y = 0;
  let command = '';
  const num = () => Number(tokens.shift() ?? NaN);
  while (tokens.length) {
    if (/[A-Za-z]/.test(tokens[0] ?? '')) command = tokens.shift()!;
    const rel = command === command.toLowerCase();
    switch (command.toUpperCase()) {
      case 'M':
        if (current.length) out.push(current);
        x = (rel ? x : 0) + num();
        y = (rel ? y : 0) + num();
        current = [[x, y]];
        command = rel ? 'l' : 'L';
        break;
      case 'L':
        x = (rel ? x : 0) + num();
        y = (rel ? y : 0) + num();
        current.push([x, y]);
        break;
      case 'H':
        x = (rel ? x : 0) + num();
        current.push([x, y]);
        break;
      case 'V':
        y = (rel ? y : 0) + num();
        current.push([x, y]);
        break;
      case 'Z':
        if (current.length) out.push(current);
        [x, y] = current[0] ?? [x, y];
        current = [];
        break;
      default:
        throw new Error(`unsupported path command ${command}`);
    }
  }
  if (current.length) out.push(current);
  return out;
}

const inside = (poly: Polygon, px: number, py: number) => {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
};

/** An SVG data URL drawn into grey pixels (`scale` pixels per user unit). */
export function rasteriseSvg(dataUrl: string, scale = 1) {
  const comma = dataUrl.indexOf(',');
  const header = dataUrl.slice(0, comma);
  const payload = dataUrl.slice(comma + 1);
  const text = header.endsWith(';base64') ? atob(payload) : decodeURIComponent(payload);
  const svg = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
  const box = (svg.getAttribute('viewBox') ?? `0 0 ${svg.getAttribute('width')} ${svg.getAttribute('height')}`)
    .split(/[\s,]+/)
    .map(Number);
  const [minX, minY, w, h] = box;
  const width = Math.ceil(w * scale);
  const height = Math.ceil(h * scale);
  const grey = new Uint8ClampedArray(width * height).fill(255);
  const len = (v: string | null, whole: number) =>
    v?.endsWith('%') ? (Number(v.slice(0, -1)) / 100) * whole : Number(v ?? 0);
  const paint = (polys: Polygon[], value: number) => {
    if (value < 0) return;
    for (const poly of polys) {
      const xs = poly.map((p) => (p[0] - minX) * scale);
      const ys = poly.map((p) => (p[1] - minY) * scale);
      const scaled: Polygon = xs.map((x, i) => [x, ys[i]]);
      for (let py = Math.max(0, Math.floor(Math.min(...ys))); py < Math.min(height, Math.ceil(Math.max(...ys))); py++)
        for (let px = Math.max(0, Math.floor(Math.min(...xs))); px < Math.min(width, Math.ceil(Math.max(...xs))); px++)
          if (inside(scaled, px + 0.5, py + 0.5)) grey[py * width + px] = value;
    }
  };
  for (const el of Array.from(svg.querySelectorAll('rect, path'))) {
    const fill = colour(el.getAttribute('fill'));
    if (el.tagName === 'rect') {
      const x = len(el.getAttribute('x'), w);
      const y = len(el.getAttribute('y'), h);
      const rw = len(el.getAttribute('width'), w);
      const rh = len(el.getAttribute('height'), h);
      paint(
        [
          [
            [x, y],
            [x + rw, y],
            [x + rw, y + rh],
            [x, y + rh],
          ],
        ],
        fill,
      );
    } else {
      paint(subpaths(el.getAttribute('d') ?? ''), fill);
    }
  }
  return { width, height, grey };
}

/** The text of the QR code in an SVG data URL, or null when no code can be read. */
export function scanQr(dataUrl: string): string | null {
  const { width, height, grey } = rasteriseSvg(dataUrl);
  const rgba = new Uint8ClampedArray(width * height * 4);
  grey.forEach((v, i) => rgba.set([v, v, v, 255], i * 4));
  return jsQR(rgba, width, height)?.data ?? null;
}
