import { request, urlOf } from '@/lib/contract/define';
import { upload } from '@/lib/http/upload';
import {
  documentDeleteCall,
  documentListCall,
  documentRetryCall,
  documentUploadCall,
  knowledgeCreateCall,
  knowledgeDeleteCall,
  knowledgeDetailCall,
  knowledgeListCall,
  knowledgeRenameCall,
  type KnowledgeBaseFields,
} from './contract';
import { NOT_FOUND_CODE } from './not-found';
import type { DocumentStatus, KnowledgeDocument } from './types';

// Knowledge bases and their documents (assumed calls, docs/assumed-contract.md "AI
// assistant area").

export type { KnowledgeBaseFields };

export interface KnowledgeBaseQuery {
  page: number;
  size: number;
  keyword: string;
}

export interface DocumentQuery extends KnowledgeBaseQuery {
  baseId: string;
  status: DocumentStatus | '';
}

export const listKnowledgeBases = (q: KnowledgeBaseQuery, signal?: AbortSignal) =>
  request(knowledgeListCall, { body: { page: q.page, size: q.size, keyword: q.keyword || undefined } }, { signal });

export const getKnowledgeBase = (id: string, signal?: AbortSignal) =>
  request(knowledgeDetailCall, { body: { id } }, { signal, quietCodes: [NOT_FOUND_CODE] });

export const createKnowledgeBase = (fields: KnowledgeBaseFields) => request(knowledgeCreateCall, { body: fields });

export const renameKnowledgeBase = (id: string, fields: KnowledgeBaseFields) =>
  request(knowledgeRenameCall, { body: { id, ...fields } });

export const deleteKnowledgeBase = (id: string) => request(knowledgeDeleteCall, { body: { id } });

export const listDocuments = (q: DocumentQuery, signal?: AbortSignal) =>
  request(
    documentListCall,
    {
      body: {
        baseId: q.baseId,
        page: q.page,
        size: q.size,
        keyword: q.keyword || undefined,
        status: q.status || undefined,
      },
    },
    { signal },
  );

/** One file into a base (multipart `file` + fields baseId and fileName, the name intact whatever the
 *  multipart encoding does to non-ASCII names); progress 0–100 while it is sent. */
export const uploadDocument = (baseId: string, file: File, onProgress?: (percent: number) => void) =>
  upload<KnowledgeDocument>(urlOf(documentUploadCall), file, {
    fields: { baseId, fileName: file.name },
    onProgress,
    answer: documentUploadCall.answer,
  });

export const retryDocument = (id: string) => request(documentRetryCall, { body: { id } });

export const deleteDocument = (id: string) => request(documentDeleteCall, { body: { id } });
