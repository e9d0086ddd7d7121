import { services } from '@/config/services';
import { post } from '@/lib/http/client';
import type { CueWord, CueWordFields, CueWordKind, Plugin, VisibleScope } from './types';

// The assistant's cue words and plugin catalogue (docs/assumed-contract.md "AI assistant area"
// → "Cue words and plugins"). All POST with a JSON body on the enterprise service.
const AI = `${services.enterprise}/ai`;

export const listCueWords = (kind: CueWordKind, signal?: AbortSignal) =>
  post<CueWord[]>(`${AI}/cueWord/list`, { kind }, { signal });

/** Creates one, or updates it when `id` is given. */
export const saveCueWord = (fields: CueWordFields & { id?: string }) => post<CueWord>(`${AI}/cueWord/save`, fields);

export const enableCueWord = (id: string, enabled: boolean) => post<CueWord>(`${AI}/cueWord/enable`, { id, enabled });

/** The full new order of one kind. */
export const sortCueWords = (kind: CueWordKind, ids: string[]) => post<unknown>(`${AI}/cueWord/sort`, { kind, ids });

export const deleteCueWord = (id: string) => post<unknown>(`${AI}/cueWord/delete`, { id });

export const listPlugins = (signal?: AbortSignal) => post<Plugin[]>(`${AI}/plugin/list`, {}, { signal });

export const enablePlugin = (id: string, enabled: boolean) => post<Plugin>(`${AI}/plugin/enable`, { id, enabled });

export const setPluginScope = (id: string, scope: VisibleScope) => post<Plugin>(`${AI}/plugin/scope`, { id, ...scope });
