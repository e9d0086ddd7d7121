import { services } from '@/config/services';
import { get, post } from '@/lib/http/client';
import { upload } from '@/lib/http/upload';
import type { Assistant, AssistantFields } from './types';

// The enterprise assistant (assumed calls, docs/assumed-contract.md "AI assistant area").
const E = services.enterprise;

/** The enterprise's assistant, or null before one is set up. */
export const getAssistant = (signal?: AbortSignal) =>
  get<Assistant | null>(`${E}/ai/assistant/detail`, undefined, { signal });

/** Creates the assistant the first time, updates it afterwards (one per enterprise). */
export const saveAssistant = (fields: AssistantFields & { id?: string }) =>
  post<Assistant>(`${E}/ai/assistant/save`, fields);

/** Uploads an avatar image (jpg/png ≤ 2 MB, checked before the call; multipart `file` and its
 *  `fileName`); resolves with its URL. */
export const uploadAssistantAvatar = (file: File, onProgress?: (percent: number) => void) =>
  upload<string>(`${E}/ai/assistant/avatar`, file, { fields: { fileName: file.name }, onProgress });
