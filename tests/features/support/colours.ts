/**
 * A colour as rgb(r, g, b). jsdom writes an inline hex colour back as rgb(), happy-dom as written;
 * custom properties stay as written in both. Tests compare colours through this.
 */
export const asRgb = (colour: string) =>
  colour.startsWith('#') ? `rgb(${[1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)).join(', ')})` : colour;
