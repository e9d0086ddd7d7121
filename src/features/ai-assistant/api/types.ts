// Shapes of the AI-assistant area (platform-shell §1, §2.1–2.3; product.md Part C). The spec names
// the pages but gives no calls: this contract is assumed and recorded in docs/assumed-contract.md
// ("AI assistant area"). Every call is on the enterprise service under /ai/…, with the usual
// envelope and paging ({ page, size } in, { list, total, page, size } out). The sandbox imports
// these types.

import type { Paged } from '@/lib/org/types';

export type { Paged };

/** A person chosen in a visibility range (shared member picker). */
export interface PersonRef {
  lenovoId: string;
  name: string;
}

/** Who may use something: everyone, or the listed departments (with their sub-departments) and people. */
export interface VisibleScope {
  visibleRange: 'all' | 'part';
  departIds: string[];
  users: PersonRef[];
  /** departments and people outside a scoped administrator's 管理范围: not listed, kept by the server
   *  when she saves (assumed contract "Partial writes"); absent when none */
  hiddenDepartCount?: number;
  hiddenUserCount?: number;
}

// ── the enterprise assistant: GET /ai/assistant/detail, POST /ai/assistant/save ─────────────────

export type AnswerStyle = 'concise' | 'balanced' | 'detailed';

export interface AssistantFields extends VisibleScope {
  /** 1–20 characters */
  name: string;
  /** image URL from POST /ai/assistant/avatar (multipart `file`; jpg/png, ≤ 2 MB) */
  avatar: string;
  /** ≤ 200 characters: the first message a member sees */
  greeting: string;
  /** ≤ 500 characters */
  description: string;
  answerStyle: AnswerStyle;
}

/** One assistant per enterprise: save creates it the first time and updates it afterwards. */
export interface Assistant extends AssistantFields {
  id: string;
  /** department names for departIds, in order */
  departNames: string[];
  createTime: string;
  updateTime: string;
  updaterName: string;
}

// ── knowledge bases: POST /ai/knowledge/{list,create,rename,delete} ───────────────────────────────

export interface KnowledgeBase {
  id: string;
  /** 1–30 characters, unique in the enterprise */
  name: string;
  /** ≤ 200 characters */
  description: string;
  documentCount: number;
  readyCount: number;
  /** scenes that use this base: delete names them in its confirmation first */
  sceneNames: string[];
  createTime: string;
  updateTime: string;
}

// ── documents: POST /ai/knowledge/document/{list,upload,retry,delete} ────────────────────────────

export type DocumentStatus = 'queued' | 'parsing' | 'ready' | 'failed';
export type DocumentType = 'pdf' | 'docx' | 'xlsx' | 'txt' | 'md';

export interface KnowledgeDocument {
  id: string;
  baseId: string;
  fileName: string;
  fileType: DocumentType;
  /** bytes */
  size: number;
  status: DocumentStatus;
  /** why parsing failed (status failed), '' otherwise */
  failReason: string;
  uploaderName: string;
  uploadTime: string;
}

// ── cue words: POST /ai/cueWord/{list,save,enable,sort,delete} ───────────────────────────────────

/** question: a suggested question shown to members; prompt: a system prompt template. */
export type CueWordKind = 'question' | 'prompt';

export interface CueWordFields {
  kind: CueWordKind;
  /** 1–30 characters */
  title: string;
  /** question ≤ 100 characters, prompt ≤ 1000 characters */
  content: string;
  enabled: boolean;
}

export interface CueWord extends CueWordFields {
  id: string;
  /** position within its kind, 0-based; /ai/cueWord/sort rewrites it */
  sort: number;
  updateTime: string;
}

// ── plugins: POST /ai/plugin/{list,enable,scope} ─────────────────────────────────────────────────

/** Skills the assistant can call, each reading one of this console's modules. */
export type PluginCode =
  | 'attendance_query'
  | 'leave_balance'
  | 'approval_submit'
  | 'colleague_lookup'
  | 'meeting_room'
  | 'announcement_search';

export interface Plugin extends VisibleScope {
  id: string;
  code: PluginCode;
  name: string;
  description: string;
  /** the console menu path whose data the plugin reads, e.g. 'leave_management' */
  module: string;
  enabled: boolean;
  departNames: string[];
}

// ── scenes: POST /ai/scene/{list,detail,save,delete} ─────────────────────────────────────────────

export type SceneChannel = 'group_chat' | 'workbench' | 'approval';

export interface SceneFields {
  /** 1–30 characters, unique in the enterprise */
  name: string;
  channel: SceneChannel;
  /** ≤ 200 characters */
  description: string;
  knowledgeBaseIds: string[];
  cueWordIds: string[];
  pluginIds: string[];
  enabled: boolean;
}

export interface Scene extends SceneFields {
  id: string;
  knowledgeBaseNames: string[];
  cueWordTitles: string[];
  pluginNames: string[];
  updateTime: string;
}

// ── BI configuration: GET /ai/bi/config, POST /ai/bi/config/save, POST /ai/bi/preview ─────────────

export type BiSource = 'attendance' | 'leave' | 'approval' | 'staff';

/** Which data the assistant may summarise, and for whom. */
export interface BiRule extends VisibleScope {
  source: BiSource;
  enabled: boolean;
}

/** One summary chart built from the enterprise's data. */
export interface BiPreview {
  source: BiSource;
  title: string;
  unit: string;
  points: Array<{ label: string; value: number }>;
}

/** What a scene may use, for its multi-selects: POST /ai/scene/options (part 2's addition). */
export interface SceneOptions {
  knowledgeBases: Array<{ id: string; name: string; readyCount: number }>;
  cueWords: Array<{ id: string; title: string; kind: CueWordKind; enabled: boolean }>;
  plugins: Array<{ id: string; name: string; enabled: boolean }>;
}
