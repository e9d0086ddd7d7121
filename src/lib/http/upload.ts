import type { AnswerSchema } from './answer-check';
import { http, WRITE_TIMEOUT_MS } from './client';

export interface UploadOptions {
  /** Form field name of the file; default "file". */
  field?: string;
  params?: Record<string, unknown>;
  /** Extra form fields. */
  fields?: Record<string, string | Blob>;
  /** 0–100 while the file is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  quietCodes?: ReadonlyArray<number | string>;
  /** the call's answer schema (lib/contract/define.ts) */
  answer?: AnswerSchema;
}

/** Multipart upload with progress. Resolves with the envelope's data. */
export async function upload<T>(url: string, file: Blob | null, options: UploadOptions = {}): Promise<T> {
  const form = new FormData();
  if (file) form.append(options.field ?? 'file', file);
  for (const [k, v] of Object.entries(options.fields ?? {})) form.append(k, v);
  const response = await http.post<T>(url, form, {
    params: options.params,
    timeout: WRITE_TIMEOUT_MS,
    signal: options.signal,
    quietCodes: options.quietCodes,
    answer: options.answer,
    onUploadProgress: (e) => {
      if (options.onProgress && e.total) options.onProgress(Math.round((e.loaded / e.total) * 100));
    },
  });
  return response.data;
}
