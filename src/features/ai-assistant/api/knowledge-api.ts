import { services } from '@/config/services';
import { post } from '@/lib/http/client';
import { upload } from '@/lib/http/upload';
import { NOT_FOUND_CODE } from './not-found';
import type { DocumentStatus, KnowledgeBase, KnowledgeDocument, Paged } from './types';

// Knowledge bases and their documents (assumed calls, docs/assumed-contract.md "AI
// assistant area").
const E = services.enterprise;

export interface KnowledgeBaseQuery {
  page: number;
  size: number;
  keyword: string;
}

export interface DocumentQuery extends KnowledgeBaseQuery {
  baseId: string;
  status: DocumentStatus | '';
}

export interface KnowledgeBaseFields {
  name: string;
  description: string;
}

export const listKnowledgeBases = (q: KnowledgeBaseQuery, signal?: AbortSignal) =>
  post<Paged<KnowledgeBase>>(
    `${E}/ai/knowledge/list`,
    { page: q.page, size: q.size, keyword: q.keyword || undefined },
    { signal },
  );

export const getKnowledgeBase = (id: string, signal?: AbortSignal) =>
  post<KnowledgeBase>(`${E}/ai/knowledge/detail`, { id }, { signal, quietCodes: [NOT_FOUND_CODE] });

export const createKnowledgeBase = (fields: KnowledgeBaseFields) =>
  post<KnowledgeBase>(`${E}/ai/knowledge/create`, fields);

export const renameKnowledgeBase = (id: string, fields: KnowledgeBaseFields) =>
  post<KnowledgeBase>(`${E}/ai/knowledge/rename`, { id, ...fields });

export const deleteKnowledgeBase = (id: string) =>
  post<{ name: string; sceneNames: string[] }>(`${E}/ai/knowledge/delete`, { id });

export const listDocuments = (q: DocumentQuery, signal?: AbortSignal) =>
  post<Paged<KnowledgeDocument>>(
    `${E}/ai/knowledge/document/list`,
    { baseId: q.baseId, page: q.page, size: q.size, keyword: q.keyword || undefined, status: q.status || undefined },
    { signal },
  );

/** One file into a base (multipart `file` + fields baseId and fileName, the name intact whatever the
 *  multipart encoding does to non-ASCII names); progress 0–100 while it is sent. */
export const uploadDocument = (baseId: string, file: File, onProgress?: (percent: number) => void) =>
  upload<KnowledgeDocument>(`${E}/ai/knowledge/document/upload`, file, {
    fields: { baseId, fileName: file.name },
    onProgress,
  });

export const retryDocument = (id: string) => post<KnowledgeDocument>(`${E}/ai/knowledge/document/retry`, { id });

export const deleteDocument = (id: string) => post<{ fileName: string }>(`${E}/ai/knowledge/document/delete`, { id });
