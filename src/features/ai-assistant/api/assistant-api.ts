import { request, urlOf } from '@/lib/contract/define';
import { upload } from '@/lib/http/upload';
import { assistantAvatarCall, assistantDetailCall, saveAssistantCall } from './contract';
import type { AssistantFields } from './types';

// The enterprise assistant (assumed calls, docs/assumed-contract.md "AI assistant area").

/** The enterprise's assistant, or null before one is set up. */
export const getAssistant = (signal?: AbortSignal) => request(assistantDetailCall, {}, { signal });

/** Creates the assistant the first time, updates it afterwards (one per enterprise). */
export const saveAssistant = (fields: AssistantFields & { id?: string }) =>
  request(saveAssistantCall, { body: fields });

/** Uploads an avatar image (jpg/png ≤ 2 MB, checked before the call; multipart `file` and its
 *  `fileName`); resolves with its URL. */
export const uploadAssistantAvatar = (file: File, onProgress?: (percent: number) => void) =>
  upload<string>(urlOf(assistantAvatarCall), file, {
    fields: { fileName: file.name },
    onProgress,
    answer: assistantAvatarCall.answer,
  });
