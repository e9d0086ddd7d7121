import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAssistant, saveAssistant, uploadAssistantAvatar } from './assistant-api';
import type { AssistantFields } from './types';

// Server state of the enterprise assistant. Keys start with 'aiAssistant'.
export const assistantKeys = { detail: ['aiAssistant', 'detail'] as const };

export function useAssistant() {
  return useQuery({ queryKey: assistantKeys.detail, queryFn: ({ signal }) => getAssistant(signal) });
}

export function useSaveAssistant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: AssistantFields & { id?: string }) => saveAssistant(fields),
    onSuccess: (saved) => client.setQueryData(assistantKeys.detail, saved),
  });
}

export function useUploadAvatar() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (p: number) => void }) =>
      uploadAssistantAvatar(file, onProgress),
  });
}
