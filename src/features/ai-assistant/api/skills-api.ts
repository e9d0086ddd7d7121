import { request } from '@/lib/contract/define';
import {
  cueWordDeleteCall,
  cueWordEnableCall,
  cueWordListCall,
  cueWordSaveCall,
  cueWordSortCall,
  pluginEnableCall,
  pluginListCall,
  pluginScopeCall,
} from './contract';
import type { CueWordFields, CueWordKind, VisibleScope } from './types';

// The assistant's cue words and plugin catalogue (docs/assumed-contract.md "AI assistant area"
// → "Cue words and plugins").

export const listCueWords = (kind: CueWordKind, signal?: AbortSignal) =>
  request(cueWordListCall, { body: { kind } }, { signal });

/** Creates one, or updates it when `id` is given. */
export const saveCueWord = (fields: CueWordFields & { id?: string }) => request(cueWordSaveCall, { body: fields });

export const enableCueWord = (id: string, enabled: boolean) => request(cueWordEnableCall, { body: { id, enabled } });

/** The full new order of one kind. */
export const sortCueWords = (kind: CueWordKind, ids: string[]) => request(cueWordSortCall, { body: { kind, ids } });

export const deleteCueWord = (id: string) => request(cueWordDeleteCall, { body: { id } });

export const listPlugins = (signal?: AbortSignal) => request(pluginListCall, { body: {} }, { signal });

export const enablePlugin = (id: string, enabled: boolean) => request(pluginEnableCall, { body: { id, enabled } });

export const setPluginScope = (id: string, scope: VisibleScope) => request(pluginScopeCall, { body: { id, ...scope } });
