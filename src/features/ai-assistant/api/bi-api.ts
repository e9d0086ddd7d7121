import { services } from '@/config/services';
import { get, post } from '@/lib/http/client';
import type { BiPreview, BiRule, BiSource } from './types';

// What the assistant may summarise, for whom, and a preview chart (docs/assumed-contract.md "AI
// assistant area" → "Scenes and BI configuration").
const AI = `${services.enterprise}/ai`;

export const getBiConfig = (signal?: AbortSignal) => get<BiRule[]>(`${AI}/bi/config`, undefined, { signal });

/** One save for the page: every source's rule. */
export const saveBiConfig = (rules: BiRule[]) => post<BiRule[]>(`${AI}/bi/config/save`, { rules });

export const biPreview = (source: BiSource, signal?: AbortSignal) =>
  post<BiPreview>(`${AI}/bi/preview`, { source }, { signal });
