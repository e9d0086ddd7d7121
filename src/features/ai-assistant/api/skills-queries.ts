import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteCueWord,
  enableCueWord,
  enablePlugin,
  listCueWords,
  listPlugins,
  saveCueWord,
  setPluginScope,
  sortCueWords,
} from './skills-api';
import type { CueWord, CueWordFields, CueWordKind, VisibleScope } from './types';

// Server state of cue words and plugins. Keys start with 'aiAssistant'. Scenes offer both, so a
// change also refreshes the scene options.
export const skillKeys = {
  cueWords: ['aiAssistant', 'cueWords'] as const,
  cueWordList: (kind: CueWordKind) => ['aiAssistant', 'cueWords', kind] as const,
  plugins: ['aiAssistant', 'plugins'] as const,
  sceneOptions: ['aiAssistant', 'scenes', 'options'] as const,
};

export const useCueWords = (kind: CueWordKind) =>
  useQuery({ queryKey: skillKeys.cueWordList(kind), queryFn: ({ signal }) => listCueWords(kind, signal) });

function useRefreshCueWords() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: skillKeys.cueWords }),
      client.invalidateQueries({ queryKey: skillKeys.sceneOptions }),
    ]);
}

export function useSaveCueWord() {
  const refresh = useRefreshCueWords();
  return useMutation({ mutationFn: (v: CueWordFields & { id?: string }) => saveCueWord(v), onSuccess: refresh });
}

export function useEnableCueWord() {
  const refresh = useRefreshCueWords();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) => enableCueWord(id, enabled),
    onSettled: refresh,
  });
}

export function useDeleteCueWord() {
  const refresh = useRefreshCueWords();
  return useMutation({ mutationFn: (id: string) => deleteCueWord(id), onSettled: refresh });
}

/** Shows the new order at once and persists it with one call; a refused call puts the old order back. */
export function useSortCueWords(kind: CueWordKind) {
  const client = useQueryClient();
  const key = skillKeys.cueWordList(kind);
  return useMutation({
    mutationFn: (rows: CueWord[]) =>
      sortCueWords(
        kind,
        rows.map((r) => r.id),
      ),
    onMutate: async (rows) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<CueWord[]>(key);
      client.setQueryData<CueWord[]>(
        key,
        rows.map((r, i) => ({ ...r, sort: i })),
      );
      return { before };
    },
    onError: (_e, _rows, context) => client.setQueryData(key, context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

export const usePlugins = () => useQuery({ queryKey: skillKeys.plugins, queryFn: ({ signal }) => listPlugins(signal) });

function useRefreshPlugins() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: skillKeys.plugins }),
      client.invalidateQueries({ queryKey: skillKeys.sceneOptions }),
    ]);
}

export function useEnablePlugin() {
  const refresh = useRefreshPlugins();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) => enablePlugin(id, enabled),
    onSettled: refresh,
  });
}

export function useSetPluginScope() {
  const refresh = useRefreshPlugins();
  return useMutation({
    mutationFn: ({ id, scope }: { id: string; scope: VisibleScope }) => setPluginScope(id, scope),
    onSuccess: refresh,
  });
}
