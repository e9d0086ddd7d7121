import type { AxiosRequestConfig, AxiosResponse } from 'axios';

/** A call that asks for a file (a download): its answer is judged only once it is known not to be one. */
export const asksForFile = (config: AxiosRequestConfig) =>
  config.responseType === 'blob' || config.responseType === 'arraybuffer';

/** Blob text, with a FileReader fallback for engines whose Blob lacks text(). */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

export type BinaryAnswer = { kind: 'file' } | { kind: 'body'; body: unknown };

/** What a file call got: the file, or the body the server sent instead — JSON (an envelope: a
 *  failure, an expired session) parsed, a text or HTML page as its text — for the HTTP layer to judge
 *  like any other answer. */
export async function readBinaryAnswer(response: AxiosResponse): Promise<BinaryAnswer> {
  const data: unknown = response.data;
  const type = String(response.headers['content-type'] ?? (data instanceof Blob ? data.type : '')).toLowerCase();
  if (!type.includes('json') && !type.startsWith('text/')) return { kind: 'file' };
  let text = '';
  if (data instanceof Blob) text = await blobText(data);
  else if (data instanceof ArrayBuffer) text = new TextDecoder().decode(data);
  try {
    return { kind: 'body', body: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'body', body: text };
  }
}
