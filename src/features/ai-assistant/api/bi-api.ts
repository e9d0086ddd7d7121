import { request } from '@/lib/contract/define';
import { biConfigCall, biConfigSaveCall, biPreviewCall } from './contract';
import type { BiRule, BiSource } from './types';

// What the assistant may summarise, for whom, and a preview chart (docs/assumed-contract.md "AI
// assistant area" → "Scenes and BI configuration").

export const getBiConfig = (signal?: AbortSignal) => request(biConfigCall, {}, { signal });

/** One save for the page: every source's rule. */
export const saveBiConfig = (rules: BiRule[]) => request(biConfigSaveCall, { body: { rules } });

export const biPreview = (source: BiSource, signal?: AbortSignal) =>
  request(biPreviewCall, { body: { source } }, { signal });
