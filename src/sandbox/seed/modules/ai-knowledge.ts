import type { Db } from '../../db';
import type { AssistantRow, DocumentRow, KnowledgeBaseRow } from '../../ai-tables';
import { DAMAGED_REASON } from '../../ai-parsing';
import { MAIN_ENTERPRISE } from '../core';

// The AI assistant of the main enterprise (product.md Part C): one assistant, 2 knowledge bases with 6
// documents in mixed states. Ids are fixed ('assistant-1', 'kb-1', 'kb-2', 'doc-1'…) so the scene
// seed can refer to the bases. The in-flight document is queued at seed time, so it becomes ready
// a few seconds after the store is created.

const E = MAIN_ENTERPRISE;

/** A robot face, inline so the seeded avatar survives a reload of the persisted store. */
export const DEFAULT_AVATAR = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1677ff"/><rect x="14" y="20" width="36" height="26" rx="8" fill="#fff"/><circle cx="25" cy="33" r="4" fill="#1677ff"/><circle cx="39" cy="33" r="4" fill="#1677ff"/><rect x="30" y="10" width="4" height="10" fill="#fff"/></svg>',
)}`;

const assistant: AssistantRow = {
  id: 'assistant-1',
  enterpriseNumber: E,
  name: '小联',
  avatar: DEFAULT_AVATAR,
  greeting: '你好，我是小联，可以帮你查制度、问流程、找同事。',
  description: '联创未来的企业助理：解答员工手册和IT服务台的常见问题，查询考勤与假期余额。',
  visibleRange: 'all',
  departIds: [],
  users: [],
  answerStyle: 'balanced',
  createTime: '2026-09-01 10:00:00',
  updateTime: '2026-10-12 16:30:00',
  updaterName: '张伟',
};

const bases: KnowledgeBaseRow[] = [
  {
    id: 'kb-1',
    enterpriseNumber: E,
    name: '员工手册',
    description: '公司制度、考勤休假与报销规定',
    createTime: '2026-09-01 10:10:00',
    updateTime: '2026-09-01 10:10:00',
  },
  {
    id: 'kb-2',
    enterpriseNumber: E,
    name: 'IT服务台',
    description: '账号、网络与设备的常见问题',
    createTime: '2026-09-02 14:00:00',
    updateTime: '2026-09-02 14:00:00',
  },
];

type Spec = [
  id: string,
  baseId: string,
  fileName: string,
  size: number,
  status: DocumentRow['status'],
  uploadTime: string,
];

const DOCUMENTS: Spec[] = [
  ['doc-1', 'kb-1', '员工手册2026版.pdf', 2_457_600, 'ready', '2026-09-01 10:20:00'],
  ['doc-2', 'kb-1', '考勤与休假制度.docx', 348_160, 'ready', '2026-09-01 10:21:00'],
  ['doc-3', 'kb-1', '差旅报销标准（损坏）.xlsx', 51_200, 'failed', '2026-09-01 10:22:00'],
  ['doc-4', 'kb-2', 'VPN使用指南.md', 12_288, 'ready', '2026-09-02 14:10:00'],
  ['doc-5', 'kb-2', '常见问题.txt', 20_480, 'ready', '2026-09-02 14:11:00'],
  ['doc-6', 'kb-2', '新员工电脑领用流程.docx', 153_600, 'queued', '2026-09-02 14:12:00'],
];

export default function seedAiKnowledge(db: Db) {
  const now = Date.now();
  // fresh rows every time: a store's writes must never reach the next store's seed
  db.tables.aiAssistants = [{ ...assistant, departIds: [], users: [] }];
  db.tables.aiKnowledgeBases = bases.map((b) => ({ ...b }));
  db.tables.aiDocuments = DOCUMENTS.map(([id, baseId, fileName, size, status, uploadTime]): DocumentRow => ({
    id,
    enterpriseNumber: E,
    baseId,
    fileName,
    fileType: fileName.slice(fileName.lastIndexOf('.') + 1) as DocumentRow['fileType'],
    size,
    status,
    failReason: status === 'failed' ? DAMAGED_REASON : '',
    uploaderName: '张伟',
    uploadTime,
    queuedAt: now,
  }));
}
