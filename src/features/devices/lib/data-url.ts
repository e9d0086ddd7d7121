/** A data URL (base64 or percent-encoded) as a Blob, and the file extension of its image type. */
export function dataUrlToBlob(url: string): { blob: Blob; extension: string } {
  const match = /^data:([^;,]+)((?:;[^;,]+)*),(.*)$/s.exec(url);
  if (!match) throw new Error('not a data URL');
  const [, type, params, payload] = match;
  let bytes: Uint8Array;
  if (params.includes(';base64')) {
    const text = atob(payload);
    bytes = Uint8Array.from(text, (c) => c.charCodeAt(0));
  } else {
    bytes = new TextEncoder().encode(decodeURIComponent(payload));
  }
  const extension = type === 'image/svg+xml' ? 'svg' : type === 'image/jpeg' ? 'jpg' : (type.split('/')[1] ?? 'png');
  return { blob: new Blob([bytes as BlobPart], { type }), extension };
}
