import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { byId, count, flag, id, list, pageArgs, paged, record, text } from '@/lib/contract/fields';
import { NOT_FOUND_CODE } from './not-found';

// The AI-assistant area (platform-shell §1, §2.1–2.3; product.md Part C). The spec names the pages
// but gives no calls: every call here is assumed (docs/assumed-contract.md "AI assistant area"), on
// the enterprise service under /ai/…, POST with a JSON body unless said, lists paged as everywhere.

// ── values ──────────────────────────────────────────────────────────────────────────────────────

export const AnswerStyleSchema = v.picklist(['concise', 'balanced', 'detailed']);
export const DocumentStatusSchema = v.picklist(['queued', 'parsing', 'ready', 'failed']);
export const DocumentTypeSchema = v.picklist(['pdf', 'docx', 'xlsx', 'txt', 'md']);
export const CueWordKindSchema = v.picklist(['question', 'prompt']);
export const PluginCodeSchema = v.picklist([
  'attendance_query',
  'leave_balance',
  'approval_submit',
  'colleague_lookup',
  'meeting_room',
  'announcement_search',
]);
export const SceneChannelSchema = v.picklist(['group_chat', 'workbench', 'approval']);
export const BiSourceSchema = v.picklist(['attendance', 'leave', 'approval', 'staff']);
const VisibleRangeSchema = v.picklist(['all', 'part']);

// ── who may use something ───────────────────────────────────────────────────────────────────────

/** A person chosen in a visibility range (shared member picker). */
export const PersonRefSchema = record({ lenovoId: id, name: v.string() });

const scopeEntries = {
  visibleRange: VisibleRangeSchema,
  departIds: list(id),
  users: list(PersonRefSchema),
  /** departments and people outside a scoped administrator's 管理范围: not listed, kept by the server
   *  when she saves (assumed contract "Partial writes"); absent when none */
  hiddenDepartCount: v.optional(count),
  hiddenUserCount: v.optional(count),
};
export const VisibleScopeSchema = record(scopeEntries);

/** A scope as the console sends it (the server takes the people's names from its directory). */
const scopeInput = {
  visibleRange: VisibleRangeSchema,
  departIds: v.array(v.string()),
  users: v.array(v.object({ lenovoId: v.string(), name: v.string() })),
};

const toggle = v.object({ id: v.string(), enabled: v.boolean() });
const pageOf = { ...pageArgs, keyword: v.optional(v.string()) };
const goneById = (what: string) => ({ [NOT_FOUND_CODE]: `${what}不存在或已被删除` });

// ── the enterprise assistant ────────────────────────────────────────────────────────────────────

const AssistantFieldsInput = v.object({
  /** 1–20 characters */
  name: v.string(),
  /** image URL from POST /ai/assistant/avatar (multipart `file`; jpg/png, ≤ 2 MB); '' the default robot */
  avatar: v.string(),
  /** ≤ 200 characters: the first message a member sees */
  greeting: v.string(),
  /** ≤ 500 characters */
  description: v.string(),
  answerStyle: AnswerStyleSchema,
  ...scopeInput,
});

export const AssistantSchema = record({
  ...scopeEntries,
  id,
  name: v.string(),
  avatar: text,
  greeting: text,
  description: text,
  answerStyle: v.optional(AnswerStyleSchema, 'balanced'),
  /** department names for departIds, in order */
  departNames: list(v.string()),
  createTime: text,
  updateTime: text,
  updaterName: text,
});

// ── knowledge bases and their documents ─────────────────────────────────────────────────────────

const KnowledgeBaseFieldsInput = v.object({
  /** 1–30 characters, unique in the enterprise */
  name: v.string(),
  /** ≤ 200 characters */
  description: v.string(),
});

export const KnowledgeBaseSchema = record({
  id,
  name: v.string(),
  description: text,
  documentCount: count,
  readyCount: count,
  /** scenes that use this base: delete names them in its confirmation first */
  sceneNames: list(v.string()),
  createTime: text,
  updateTime: text,
});

export const KnowledgeDocumentSchema = record({
  id,
  baseId: id,
  fileName: v.string(),
  fileType: DocumentTypeSchema,
  /** bytes */
  size: count,
  status: DocumentStatusSchema,
  /** why parsing failed (status failed), '' otherwise */
  failReason: text,
  uploaderName: text,
  uploadTime: text,
});

// ── cue words and plugins ───────────────────────────────────────────────────────────────────────

const CueWordFieldsInput = v.object({
  kind: CueWordKindSchema,
  /** 1–30 characters */
  title: v.string(),
  /** question ≤ 100 characters, prompt ≤ 1000 characters */
  content: v.string(),
  enabled: v.boolean(),
});

export const CueWordSchema = record({
  id,
  kind: CueWordKindSchema,
  title: v.string(),
  content: text,
  enabled: flag,
  /** position within its kind, 0-based; /ai/cueWord/sort rewrites it */
  sort: count,
  updateTime: text,
});

export const PluginSchema = record({
  ...scopeEntries,
  id,
  code: PluginCodeSchema,
  name: v.string(),
  description: text,
  /** the console menu path whose data the plugin reads, e.g. 'leave_management' */
  module: text,
  enabled: flag,
  departNames: list(v.string()),
});

// ── scenes ──────────────────────────────────────────────────────────────────────────────────────

const SceneFieldsInput = v.object({
  /** 1–30 characters, unique in the enterprise */
  name: v.string(),
  channel: SceneChannelSchema,
  /** ≤ 200 characters */
  description: v.string(),
  knowledgeBaseIds: v.array(v.string()),
  cueWordIds: v.array(v.string()),
  pluginIds: v.array(v.string()),
  enabled: v.boolean(),
});

export const SceneSchema = record({
  id,
  name: v.string(),
  channel: SceneChannelSchema,
  description: text,
  knowledgeBaseIds: list(id),
  cueWordIds: list(id),
  pluginIds: list(id),
  enabled: flag,
  knowledgeBaseNames: list(v.string()),
  cueWordTitles: list(v.string()),
  pluginNames: list(v.string()),
  updateTime: text,
});

export const SceneOptionsSchema = record({
  knowledgeBases: list(record({ id, name: v.string(), readyCount: count })),
  cueWords: list(record({ id, title: v.string(), kind: CueWordKindSchema, enabled: flag })),
  plugins: list(record({ id, name: v.string(), enabled: flag })),
});

// ── BI configuration ────────────────────────────────────────────────────────────────────────────

export const BiRuleSchema = record({ ...scopeEntries, source: BiSourceSchema, enabled: flag });

export const BiPreviewSchema = record({
  source: BiSourceSchema,
  title: text,
  unit: text,
  points: list(record({ label: v.string(), value: count })),
});

// ── the calls ───────────────────────────────────────────────────────────────────────────────────

export const assistantDetailCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/ai/assistant/detail',
  status: 'assumed',
  summary: '企业AI助理（尚未设置时为 null）',
  answer: v.nullish(AssistantSchema, null),
});

export const saveAssistantCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/assistant/save',
  status: 'assumed',
  summary: '保存企业AI助理（首次创建，此后更新）',
  body: v.object({ ...AssistantFieldsInput.entries, id: v.optional(v.string()) }),
  answer: AssistantSchema,
});

export const assistantAvatarCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/assistant/avatar',
  status: 'assumed',
  summary: '上传AI助理头像，返回图片地址',
  body: v.object({ file: v.blob(), fileName: v.string() }),
  answer: v.string(),
});

export const knowledgeListCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/knowledge/list',
  status: 'assumed',
  summary: '知识库列表',
  body: v.object(pageOf),
  answer: paged(KnowledgeBaseSchema),
});

export const knowledgeDetailCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/knowledge/detail',
  status: 'assumed',
  summary: '知识库详情',
  body: byId,
  answer: KnowledgeBaseSchema,
  errors: goneById('知识库'),
});

export const knowledgeCreateCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/knowledge/create',
  status: 'assumed',
  summary: '新建知识库',
  body: KnowledgeBaseFieldsInput,
  answer: KnowledgeBaseSchema,
});

export const knowledgeRenameCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/knowledge/rename',
  status: 'assumed',
  summary: '编辑知识库名称和描述',
  body: v.object({ id: v.string(), ...KnowledgeBaseFieldsInput.entries }),
  answer: KnowledgeBaseSchema,
});

export const knowledgeDeleteCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/knowledge/delete',
  status: 'assumed',
  summary: '删除知识库（及其文档，场景不再引用）',
  body: byId,
  answer: record({ name: text, sceneNames: list(v.string()) }),
});

export const documentListCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/knowledge/document/list',
  status: 'assumed',
  summary: '知识库文档列表',
  body: v.object({ ...pageOf, baseId: v.string(), status: v.optional(DocumentStatusSchema) }),
  answer: paged(KnowledgeDocumentSchema),
});

export const documentUploadCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/knowledge/document/upload',
  status: 'assumed',
  summary: '上传知识库文档',
  body: v.object({ file: v.blob(), baseId: v.string(), fileName: v.string() }),
  answer: KnowledgeDocumentSchema,
});

export const documentRetryCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/knowledge/document/retry',
  status: 'assumed',
  summary: '重新解析失败的文档',
  body: byId,
  answer: KnowledgeDocumentSchema,
});

export const documentDeleteCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/knowledge/document/delete',
  status: 'assumed',
  summary: '删除知识库文档',
  body: byId,
  answer: record({ fileName: text }),
});

export const cueWordListCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/cueWord/list',
  status: 'assumed',
  summary: '某一类提示词（按顺序，不分页）',
  body: v.object({ kind: CueWordKindSchema }),
  answer: v.array(CueWordSchema),
});

export const cueWordSaveCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/cueWord/save',
  status: 'assumed',
  summary: '新增或编辑提示词',
  body: v.object({ ...CueWordFieldsInput.entries, id: v.optional(v.string()) }),
  answer: CueWordSchema,
});

export const cueWordEnableCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/cueWord/enable',
  status: 'assumed',
  summary: '启用或停用提示词',
  body: toggle,
  answer: CueWordSchema,
});

export const cueWordSortCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/cueWord/sort',
  status: 'assumed',
  summary: '调整某一类提示词的顺序（完整的新顺序）',
  body: v.object({ kind: CueWordKindSchema, ids: v.array(v.string()) }),
  answer: record({ kind: v.optional(CueWordKindSchema), titles: list(v.string()) }),
});

export const cueWordDeleteCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/cueWord/delete',
  status: 'assumed',
  summary: '删除提示词',
  body: byId,
  answer: record({ kind: v.optional(CueWordKindSchema), title: text }),
});

export const pluginListCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/plugin/list',
  status: 'assumed',
  summary: '插件列表（固定目录）',
  body: v.object({}),
  answer: v.array(PluginSchema),
});

export const pluginEnableCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/plugin/enable',
  status: 'assumed',
  summary: '启用或停用插件',
  body: toggle,
  answer: PluginSchema,
});

export const pluginScopeCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/plugin/scope',
  status: 'assumed',
  summary: '设置插件的使用范围',
  body: v.object({ id: v.string(), ...scopeInput }),
  answer: PluginSchema,
});

export const sceneListCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/scene/list',
  status: 'assumed',
  summary: '场景列表',
  body: v.object(pageOf),
  answer: paged(SceneSchema),
});

export const sceneDetailCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/scene/detail',
  status: 'assumed',
  summary: '场景详情（编辑前重新读取）',
  body: byId,
  answer: SceneSchema,
  errors: goneById('场景'),
});

export const sceneSaveCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/scene/save',
  status: 'assumed',
  summary: '新增或编辑场景',
  body: v.object({ ...SceneFieldsInput.entries, id: v.optional(v.string()) }),
  answer: SceneSchema,
});

export const sceneDeleteCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/scene/delete',
  status: 'assumed',
  summary: '删除场景（返回被删除的场景）',
  body: byId,
  answer: SceneSchema,
});

export const sceneOptionsCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/scene/options',
  status: 'assumed',
  summary: '场景可选用的知识库、提示词和插件',
  body: v.object({}),
  answer: SceneOptionsSchema,
});

export const biConfigCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/ai/bi/config',
  status: 'assumed',
  summary: 'BI配置（考勤、请假、审批、员工各一条）',
  answer: v.array(BiRuleSchema),
});

export const biConfigSaveCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/bi/config/save',
  status: 'assumed',
  summary: '保存BI配置（整页一次保存）',
  body: v.object({
    rules: v.array(v.object({ source: BiSourceSchema, enabled: v.boolean(), ...scopeInput })),
  }),
  answer: v.array(BiRuleSchema),
});

export const biPreviewCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/ai/bi/preview',
  status: 'assumed',
  summary: 'BI汇总图预览',
  body: v.object({ source: BiSourceSchema }),
  answer: BiPreviewSchema,
});

// ── the records, inferred (re-exported with the area's other types from ./types.ts) ────────────

export type AnswerStyle = v.InferOutput<typeof AnswerStyleSchema>;
export type DocumentStatus = v.InferOutput<typeof DocumentStatusSchema>;
export type DocumentType = v.InferOutput<typeof DocumentTypeSchema>;
/** question: a suggested question shown to members; prompt: a system prompt template. */
export type CueWordKind = v.InferOutput<typeof CueWordKindSchema>;
/** Skills the assistant can call, each reading one of this console's modules. */
export type PluginCode = v.InferOutput<typeof PluginCodeSchema>;
export type SceneChannel = v.InferOutput<typeof SceneChannelSchema>;
export type BiSource = v.InferOutput<typeof BiSourceSchema>;
/** Who may use something: everyone, or the listed departments (with their sub-departments) and people. */
export type VisibleScope = v.InferOutput<typeof VisibleScopeSchema>;
export type AssistantFields = v.InferOutput<typeof AssistantFieldsInput>;
/** One assistant per enterprise: save creates it the first time and updates it afterwards. */
export type Assistant = v.InferOutput<typeof AssistantSchema>;
export type KnowledgeBaseFields = v.InferOutput<typeof KnowledgeBaseFieldsInput>;
export type KnowledgeBase = v.InferOutput<typeof KnowledgeBaseSchema>;
export type KnowledgeDocument = v.InferOutput<typeof KnowledgeDocumentSchema>;
export type CueWordFields = v.InferOutput<typeof CueWordFieldsInput>;
export type CueWord = v.InferOutput<typeof CueWordSchema>;
export type Plugin = v.InferOutput<typeof PluginSchema>;
export type SceneFields = v.InferOutput<typeof SceneFieldsInput>;
/** A scene as answered: ids of what still exists (a base or plugin removed since is left out), with their names. */
export type Scene = v.InferOutput<typeof SceneSchema>;
/** What a scene may use, for its multi-selects: POST /ai/scene/options. */
export type SceneOptions = v.InferOutput<typeof SceneOptionsSchema>;
/** Which data the assistant may summarise, and for whom. */
export type BiRule = v.InferOutput<typeof BiRuleSchema>;
/** One summary chart built from the enterprise's data. */
export type BiPreview = v.InferOutput<typeof BiPreviewSchema>;
