import type { ModuleManifest } from '@/lib/module-manifest';
import { ASSISTANT_PATH, KNOWLEDGE_DOCUMENTS_PATH, KNOWLEDGE_PATH, KNOWLEDGE_UPLOAD_PATH } from './paths';

// The AI-assistant area (platform-shell §1, §2.1–2.2; issue 13); one lazy chunk per page.
const aiAssistant: ModuleManifest = {
  id: 'ai-assistant',
  pages: [
    { path: ASSISTANT_PATH, title: '设置企业AI助理', isMenu: true, load: () => import('./pages/assistant-page') },
    { path: KNOWLEDGE_PATH, title: 'AI助理知识库管理', isMenu: true, load: () => import('./pages/knowledge-bases-page') },
    { path: KNOWLEDGE_DOCUMENTS_PATH, title: '知识库文档', menu: KNOWLEDGE_PATH, isMenu: false, load: () => import('./pages/knowledge-documents-page') },
    { path: KNOWLEDGE_UPLOAD_PATH, title: '上传文档', menu: KNOWLEDGE_PATH, isMenu: false, load: () => import('./pages/knowledge-upload-page') },
  ],
};

export default aiAssistant;
