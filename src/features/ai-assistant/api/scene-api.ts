import { services } from '@/config/services';
import { post } from '@/lib/http/client';
import type { Paged, Scene, SceneFields, SceneOptions } from './types';

// The assistant's scenes (docs/assumed-contract.md "AI assistant area (issue 13)" → "Scenes and BI
// configuration"). All POST with a JSON body on the enterprise service.
const AI = `${services.enterprise}/ai`;

export interface SceneQuery {
  page: number;
  size: number;
  keyword: string;
}

export const listScenes = (q: SceneQuery, signal?: AbortSignal) =>
  post<Paged<Scene>>(`${AI}/scene/list`, { page: q.page, size: q.size, keyword: q.keyword || undefined }, { signal });

export const sceneDetail = (id: string, signal?: AbortSignal) => post<Scene>(`${AI}/scene/detail`, { id }, { signal });

/** Creates one, or updates it when `id` is given. */
export const saveScene = (fields: SceneFields & { id?: string }) => post<Scene>(`${AI}/scene/save`, fields);

export const deleteScene = (id: string) => post<unknown>(`${AI}/scene/delete`, { id });

/** The knowledge bases, cue words and plugins a scene may use, in one call. */
export const sceneOptions = (signal?: AbortSignal) => post<SceneOptions>(`${AI}/scene/options`, {}, { signal });
