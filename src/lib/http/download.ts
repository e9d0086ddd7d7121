import type { AxiosRequestConfig } from 'axios';
import { http, WRITE_TIMEOUT_MS } from './client';

export const DEFAULT_FILE_NAME = '表格';

/** The file name the server sends in Content-Disposition (RFC 5987 form first), if any. */
export function fileNameFromDisposition(header: string | undefined | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star) return safeDecode(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename\s*=\s*("?)([^";]+)\1/.exec(header);
  return plain ? safeDecode(plain[2].trim()) : null;
}

function safeDecode(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export const withXlsx = (name: string) => (/\.xlsx?$/i.test(name) ? name : `${name}.xlsx`);

/** Hands a blob to the browser as a saved file. */
export function saveBlob(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

export interface DownloadOptions {
  method?: 'get' | 'post';
  params?: Record<string, unknown>;
  body?: unknown;
  /** Name to use when the server sends none; default 表格. */
  fileName?: string;
  signal?: AbortSignal;
}

/** Downloads a binary answer and saves it as .xlsx. Resolves with the saved file name. An answer that
 *  is not the file (a failure envelope, an expired session, a 403 with the server's message, a page)
 *  is judged by the HTTP layer as every call's is (client.ts) and rejects; nothing is saved. */
export async function downloadXlsx(url: string, options: DownloadOptions = {}): Promise<string> {
  const config: AxiosRequestConfig = {
    url,
    method: options.method ?? 'get',
    params: options.params,
    data: options.body,
    responseType: 'blob',
    timeout: WRITE_TIMEOUT_MS,
    signal: options.signal,
  };
  const response = await http.request<Blob>(config);
  const name = withXlsx(
    fileNameFromDisposition(response.headers['content-disposition'] as string | undefined) ??
      options.fileName ??
      DEFAULT_FILE_NAME,
  );
  saveBlob(response.data, name);
  return name;
}
