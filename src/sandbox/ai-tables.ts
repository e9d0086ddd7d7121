import { table } from './db';
import { Reject } from './reject';
import { note } from './org-tables';
import type { AssistantFields, BiSource, CueWordFields, KnowledgeDocument } from '@/features/ai-assistant/api/types';
import type { PluginCode, SceneFields, VisibleScope } from '@/features/ai-assistant/api/types';

// The AI-assistant area's tables (docs/assumed-contract.md "AI assistant area"). Names of
// departments and people, counts and the scenes using a base are looked up when answering, so the
// rows keep ids only.

export interface AssistantRow extends AssistantFields {
  id: string;
  enterpriseNumber: string;
  createTime: string;
  updateTime: string;
  updaterName: string;
}

export interface KnowledgeBaseRow {
  id: string;
  enterpriseNumber: string;
  name: string;
  description: string;
  createTime: string;
  updateTime: string;
}

export interface DocumentRow extends KnowledgeDocument {
  enterpriseNumber: string;
  /** ms since epoch when the current parse attempt was queued (upload or retry); the parsing
   *  pipeline moves the stored status queued → parsing → ready/failed by time */
  queuedAt: number;
}

export interface CueWordRow extends CueWordFields {
  id: string;
  enterpriseNumber: string;
  sort: number;
  updateTime: string;
}

export interface PluginRow extends VisibleScope {
  id: string;
  enterpriseNumber: string;
  code: PluginCode;
  name: string;
  description: string;
  module: string;
  enabled: boolean;
}

export interface SceneRow extends SceneFields {
  id: string;
  enterpriseNumber: string;
  updateTime: string;
}

export interface BiRuleRow extends VisibleScope {
  enterpriseNumber: string;
  source: BiSource;
  enabled: boolean;
}

export const assistantRows = () => table<AssistantRow>('aiAssistants');
export const knowledgeBaseRows = () => table<KnowledgeBaseRow>('aiKnowledgeBases');
export const documentRows = () => table<DocumentRow>('aiDocuments');
export const cueWordRows = () => table<CueWordRow>('aiCueWords');
export const pluginRows = () => table<PluginRow>('aiPlugins');
export const sceneRows = () => table<SceneRow>('aiScenes');
export const biRuleRows = () => table<BiRuleRow>('aiBiRules');

/** A change-log note of the AI-assistant area (module f16 AI助理). */
export const aiNote = (keyword: string, touched: { people?: string[]; objects?: string[] } = {}) =>
  note('f16', keyword, touched);

/** The enterprise's row `id` of an AI table; 404 with `missing` when there is none. */
export function ownRow<T extends { enterpriseNumber: string; id: string }>(
  rows: T[],
  e: string,
  id: string,
  missing: string,
): T {
  const row = rows.find((r) => r.enterpriseNumber === e && r.id === id);
  if (!row) throw new Reject(404, missing);
  return row;
}
