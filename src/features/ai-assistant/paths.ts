// Routes of the AI-assistant area (platform-shell §2.1–2.2). Menu pages: the assistant, knowledge
// bases and scenes; the rest are sub-pages that keep their menu entry selected.
const BASE = '/home/intelligent';

/** menu 设置企业AI助理 (ctx ai) */
export const ASSISTANT_PATH = `${BASE}/intelligent_create`;
/** sub-pages of 设置企业AI助理 */
export const CUE_WORDS_PATH = `${BASE}/intelligent_cue_words`;
export const PLUGINS_PATH = `${BASE}/intelligent_plugins`;

/** menu AI助理知识库管理 (ctx intelligent_knowledge) */
export const KNOWLEDGE_PATH = `${BASE}/intelligent_knowledge`;
/** a base's documents: ?baseId= */
export const KNOWLEDGE_DOCUMENTS_PATH = `${BASE}/intelligent_knowledge_list`;
/** uploading to a base: ?baseId= */
export const KNOWLEDGE_UPLOAD_PATH = `${BASE}/intelligent_knowledge_uploadList`;

/** menu AI助理应用管理 (ctx intelligentScene) */
export const SCENES_PATH = `${BASE}/intelligent_scene`;
/** sub-page of the scenes: what the assistant may summarise */
export const BI_CONFIG_PATH = `${BASE}/intelligent_bi_config`;
