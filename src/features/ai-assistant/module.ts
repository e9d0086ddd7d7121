import type { ModuleManifest } from '@/lib/module-manifest';
import {
  ASSISTANT_PATH,
  BI_CONFIG_PATH,
  CUE_WORDS_PATH,
  KNOWLEDGE_DOCUMENTS_PATH,
  KNOWLEDGE_PATH,
  KNOWLEDGE_UPLOAD_PATH,
  PLUGINS_PATH,
  SCENES_PATH,
} from './paths';

// The AI-assistant area (platform-shell §1, §2.1–2.2; product.md Part C); one lazy chunk per page.
const aiAssistant: ModuleManifest = {
  id: 'ai-assistant',
  pages: [
    // menu 设置企业AI助理 (ctx ai) and its sub-pages: its menu entry stays selected
    { path: ASSISTANT_PATH, title: '设置企业AI助理', isMenu: true, load: () => import('./pages/assistant-page') },
    {
      path: CUE_WORDS_PATH,
      title: '提示词管理',
      menu: ASSISTANT_PATH,
      isMenu: false,
      load: () => import('./pages/cue-words-page'),
    },
    {
      path: PLUGINS_PATH,
      title: '插件管理',
      menu: ASSISTANT_PATH,
      isMenu: false,
      load: () => import('./pages/plugins-page'),
    },
    // menu AI助理知识库管理 (ctx intelligent_knowledge), a base's documents and uploads
    {
      path: KNOWLEDGE_PATH,
      title: 'AI助理知识库管理',
      isMenu: true,
      load: () => import('./pages/knowledge-bases-page'),
    },
    {
      path: KNOWLEDGE_DOCUMENTS_PATH,
      title: '知识库文档',
      menu: KNOWLEDGE_PATH,
      isMenu: false,
      requires: { param: 'baseId', label: '知识库ID' },
      load: () => import('./pages/knowledge-documents-page'),
    },
    {
      path: KNOWLEDGE_UPLOAD_PATH,
      title: '上传文档',
      menu: KNOWLEDGE_PATH,
      isMenu: false,
      requires: { param: 'baseId', label: '知识库ID' },
      load: () => import('./pages/knowledge-upload-page'),
    },
    // menu AI助理应用管理 (ctx intelligentScene) and its BI configuration
    { path: SCENES_PATH, title: 'AI助理应用管理', isMenu: true, load: () => import('./pages/scenes-page') },
    {
      path: BI_CONFIG_PATH,
      title: 'BI配置',
      menu: SCENES_PATH,
      isMenu: false,
      load: () => import('./pages/bi-config-page'),
    },
  ],
};

export default aiAssistant;
