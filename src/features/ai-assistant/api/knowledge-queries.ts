import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keepRowsWithin } from '@/lib/query/list-subject';
import {
  createKnowledgeBase,
  deleteDocument,
  deleteKnowledgeBase,
  getKnowledgeBase,
  listDocuments,
  listKnowledgeBases,
  renameKnowledgeBase,
  retryDocument,
  uploadDocument,
  type DocumentQuery,
  type KnowledgeBaseFields,
  type KnowledgeBaseQuery,
} from './knowledge-api';
import type { KnowledgeDocument, Paged } from './types';

// Server state of knowledge bases and documents. Keys start with 'aiKnowledge'.
export const knowledgeKeys = {
  all: ['aiKnowledge'] as const,
  bases: (q: KnowledgeBaseQuery) => ['aiKnowledge', 'bases', q.keyword, q.page, q.size] as const,
  base: (id: string) => ['aiKnowledge', 'base', id] as const,
  documents: (q: DocumentQuery) => ['aiKnowledge', 'documents', q.baseId, q.status, q.keyword, q.page, q.size] as const,
};

/** How often a list with a document still queued or parsing asks again. */
export const PARSING_REFRESH_MS = 2000;

export const inFlight = (d: Pick<KnowledgeDocument, 'status'>) => d.status === 'queued' || d.status === 'parsing';

/** Refresh only while the rows shown include a document on its way. */
const whileParsing = (query: { state: { data?: Paged<KnowledgeDocument> } }) =>
  query.state.data?.list.some(inFlight) ? PARSING_REFRESH_MS : false;

export function useKnowledgeBases(q: KnowledgeBaseQuery) {
  return useQuery({
    queryKey: knowledgeKeys.bases(q),
    queryFn: ({ signal }) => listKnowledgeBases(q, signal),
    ...keepRowsWithin(null),
  });
}

export function useKnowledgeBase(id: string) {
  return useQuery({
    queryKey: knowledgeKeys.base(id),
    queryFn: ({ signal }) => getKnowledgeBase(id, signal),
    enabled: !!id,
    retry: false,
  });
}

export function useDocuments(q: DocumentQuery, enabled = true) {
  // one base and one status filter are one subject: another never shows the previous one's rows
  return useQuery({
    queryKey: knowledgeKeys.documents(q),
    queryFn: ({ signal }) => listDocuments(q, signal),
    enabled,
    refetchInterval: whileParsing,
    ...keepRowsWithin([q.baseId, q.status]),
  });
}

function useKnowledgeMutation<A, R>(call: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: knowledgeKeys.all }) });
}

export const useSaveKnowledgeBase = () =>
  useKnowledgeMutation(({ id, fields }: { id?: string; fields: KnowledgeBaseFields }) =>
    id ? renameKnowledgeBase(id, fields) : createKnowledgeBase(fields),
  );
export const useDeleteKnowledgeBase = () => useKnowledgeMutation(deleteKnowledgeBase);
export const useRetryDocument = () => useKnowledgeMutation(retryDocument);
export const useDeleteDocument = () => useKnowledgeMutation(deleteDocument);
export const useUploadDocument = () =>
  useKnowledgeMutation(
    ({ baseId, file, onProgress }: { baseId: string; file: File; onProgress?: (p: number) => void }) =>
      uploadDocument(baseId, file, onProgress),
  );
