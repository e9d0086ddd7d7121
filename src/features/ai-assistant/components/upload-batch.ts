import { useCallback, useState } from 'react';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useUploadDocument } from '../api/knowledge-queries';
import type { KnowledgeDocument } from '../api/types';
import { sortBatch, type Refused } from '../lib/upload-checks';

export interface UploadItem {
  key: string;
  file: File;
  state: 'uploading' | 'uploaded' | 'error';
  percent: number;
  doc?: KnowledgeDocument;
  error?: string;
}

let nextKey = 1;

/** The files sent to a base from the upload page: each one's progress, its document once stored, or
 *  why it failed (sent again with retry). Refused files of the latest choice never reach a call. */
export function useUploadBatch(baseId: string) {
  const send = useUploadDocument();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [refused, setRefused] = useState<Refused[]>([]);
  const patch = (key: string, change: Partial<UploadItem>) =>
    setItems((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const start = useCallback(
    (key: string, file: File) =>
      send.mutateAsync({ baseId, file, onProgress: (percent) => patch(key, { percent }) }).then(
        (doc) => patch(key, { state: 'uploaded', percent: 100, doc }),
        (e: Error) => patch(key, { state: 'error', error: e.message || '上传失败' }),
      ),
    [baseId, send],
  );

  const choose = (files: readonly File[]) => {
    const { accepted, refused: out } = sortBatch(files);
    setRefused(out);
    const fresh = accepted.map((file): UploadItem => ({ key: `u${nextKey++}`, file, state: 'uploading', percent: 0 }));
    setItems((all) => [...fresh, ...all]);
    fresh.forEach((i) => void start(i.key, i.file));
  };

  // 重新上传 is a submit: one at a time, held until that upload ends, so a double-click sends the file once
  const retrying = useSubmitOnce();
  const retry = retrying.guard((item: UploadItem) => {
    patch(item.key, { state: 'uploading', percent: 0, error: undefined });
    return start(item.key, item.file);
  });

  return { items, refused, choose, retry, retrying: retrying.pending };
}
