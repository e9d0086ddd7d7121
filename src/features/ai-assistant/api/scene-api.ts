import { services } from '@/config/services';
import { post } from '@/lib/http/client';
import { NOT_FOUND_CODE } from './not-found';
import type { Paged, Scene, SceneFields, SceneOptions } from './types';

// The assistant's scenes (docs/assumed-contract.md "AI assistant area" → "Scenes and BI
// configuration"). All POST with a JSON body on the enterprise service.
const AI = `${services.enterprise}/ai`;

export interface SceneQuery {
  page: number;
  size: number;
  keyword: string;
}

export const listScenes = (q: SceneQuery, signal?: AbortSignal) =>
  post<Paged<Scene>>(`${AI}/scene/list`, { page: q.page, size: q.size, keyword: q.keyword || undefined }, { signal });

/** A scene gone meanwhile answers 404: the drawer says so itself (no toast). */
export const sceneDetail = (id: string, signal?: AbortSignal) =>
  post<Scene>(`${AI}/scene/detail`, { id }, { signal, quietCodes: [NOT_FOUND_CODE] });

/** Creates one, or updates it when `id` is given. */
export const saveScene = (fields: SceneFields & { id?: string }) => post<Scene>(`${AI}/scene/save`, fields);

export const deleteScene = (id: string) => post<unknown>(`${AI}/scene/delete`, { id });

/** The knowledge bases, cue words and plugins a scene may use, in one call. */
export const sceneOptions = (signal?: AbortSignal) => post<SceneOptions>(`${AI}/scene/options`, {}, { signal });
