import { request } from '@/lib/contract/define';
import { sceneDeleteCall, sceneDetailCall, sceneListCall, sceneOptionsCall, sceneSaveCall } from './contract';
import { NOT_FOUND_CODE } from './not-found';
import type { SceneFields } from './types';

// The assistant's scenes (docs/assumed-contract.md "AI assistant area" → "Scenes and BI
// configuration").

export interface SceneQuery {
  page: number;
  size: number;
  keyword: string;
}

export const listScenes = (q: SceneQuery, signal?: AbortSignal) =>
  request(sceneListCall, { body: { page: q.page, size: q.size, keyword: q.keyword || undefined } }, { signal });

/** A scene gone meanwhile answers 404: the drawer says so itself (no toast). */
export const sceneDetail = (id: string, signal?: AbortSignal) =>
  request(sceneDetailCall, { body: { id } }, { signal, quietCodes: [NOT_FOUND_CODE] });

/** Creates one, or updates it when `id` is given. */
export const saveScene = (fields: SceneFields & { id?: string }) => request(sceneSaveCall, { body: fields });

export const deleteScene = (id: string) => request(sceneDeleteCall, { body: { id } });

/** The knowledge bases, cue words and plugins a scene may use, in one call. */
export const sceneOptions = (signal?: AbortSignal) => request(sceneOptionsCall, { body: {} }, { signal });
