import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keepRowsWithin } from '@/lib/query/list-subject';
import { deleteScene, listScenes, saveScene, sceneDetail, sceneOptions, type SceneQuery } from './scene-api';
import { biPreview, getBiConfig, saveBiConfig } from './bi-api';
import { isNotFound } from './not-found';
import type { BiRule, BiSource, SceneFields } from './types';

// Server state of scenes and the BI configuration. Keys start with 'aiAssistant'.
export const sceneKeys = {
  scenes: ['aiAssistant', 'scenes'] as const,
  pages: ['aiAssistant', 'scenes', 'page'] as const,
  page: (q: SceneQuery) => ['aiAssistant', 'scenes', 'page', q.keyword, q.page, q.size] as const,
  detail: (id: string) => ['aiAssistant', 'scenes', 'detail', id] as const,
  options: ['aiAssistant', 'scenes', 'options'] as const,
  // knowledge bases show the scenes that use them
  knowledge: ['aiKnowledge'] as const,
  bi: ['aiAssistant', 'bi', 'config'] as const,
  preview: (source: BiSource) => ['aiAssistant', 'bi', 'preview', source] as const,
};

// one subject (the whole list): paging and searching keep the previous rows until the next arrive
export const useScenePage = (q: SceneQuery) =>
  useQuery({
    queryKey: sceneKeys.page(q),
    queryFn: ({ signal }) => listScenes(q, signal),
    ...keepRowsWithin('scenes'),
  });

/** A scene gone meanwhile (404) also refreshes the list, which still shows it. */
export function useSceneDetail(id: string | undefined) {
  const client = useQueryClient();
  return useQuery({
    queryKey: sceneKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      sceneDetail(id!, signal).catch((e: unknown) => {
        if (isNotFound(e)) void client.invalidateQueries({ queryKey: sceneKeys.pages });
        throw e;
      }),
    enabled: !!id,
    staleTime: 0,
  });
}

export const useSceneOptions = () =>
  useQuery({ queryKey: sceneKeys.options, queryFn: ({ signal }) => sceneOptions(signal) });

function useRefreshScenes() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: sceneKeys.scenes }),
      client.invalidateQueries({ queryKey: sceneKeys.knowledge }),
    ]);
}

/** A refusal for an id that is gone (404: the scene, or a base, cue word or plugin it chose) refreshes
 *  the list and the options too, so the drawer offers what exists now. */
export function useSaveScene() {
  const refresh = useRefreshScenes();
  return useMutation({
    mutationFn: (v: SceneFields & { id?: string }) => saveScene(v),
    onSuccess: refresh,
    onError: (e) => {
      if (isNotFound(e)) void refresh();
    },
  });
}

export function useDeleteScene() {
  const refresh = useRefreshScenes();
  return useMutation({ mutationFn: (id: string) => deleteScene(id), onSettled: refresh });
}

export const useBiConfig = () => useQuery({ queryKey: sceneKeys.bi, queryFn: ({ signal }) => getBiConfig(signal) });

export function useSaveBiConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rules: BiRule[]) => saveBiConfig(rules),
    onSuccess: (saved) => client.setQueryData(sceneKeys.bi, saved),
  });
}

export const useBiPreview = (source: BiSource) =>
  useQuery({ queryKey: sceneKeys.preview(source), queryFn: ({ signal }) => biPreview(source, signal), staleTime: 0 });
