import { signInAs } from '../../sign-in';
import { call } from '../../sandbox/call';
import { changeRows } from '@/sandbox/changelog';
import { assistantRows, documentRows, knowledgeBaseRows, sceneRows, type SceneRow } from '@/sandbox/ai-tables';
import { PARSED_MS, QUEUED_MS, settle } from '@/sandbox/ai-parsing';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import type { ApiError } from '@/lib/http/errors';
import { configureSession } from '@/lib/http/session-hooks';
import { useSession } from '@/stores/session';
import { getAssistant, saveAssistant, uploadAssistantAvatar } from '@/features/ai-assistant/api/assistant-api';
import {
  createKnowledgeBase,
  deleteKnowledgeBase,
  listDocuments,
  listKnowledgeBases,
  renameKnowledgeBase,
  retryDocument,
  uploadDocument,
} from '@/features/ai-assistant/api/knowledge-api';
import type { AssistantFields } from '@/features/ai-assistant/api/types';

const E = MAIN_ENTERPRISE;
const rejection = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: ApiError) => e.message,
  );
const token = () => useSession.getState().token ?? '';
const docsQuery = (baseId: string) => ({ baseId, page: 1, size: 50, keyword: '', status: '' as const });
const fields = (patch: Partial<AssistantFields> = {}): AssistantFields => ({
  name: '小智',
  avatar: '',
  greeting: '你好',
  description: '',
  answerStyle: 'concise',
  visibleRange: 'all',
  departIds: [],
  users: [],
  ...patch,
});
const scene = (knowledgeBaseIds: string[]): SceneRow => ({
  id: 'scene-t',
  enterpriseNumber: E,
  name: '新人入职问答',
  channel: 'workbench',
  description: '',
  knowledgeBaseIds,
  cueWordIds: [],
  pluginIds: [],
  enabled: true,
  updateTime: '2026-10-01 10:00:00',
});

describe('the AI assistant and knowledge bases in the sandbox', () => {
  beforeAll(() =>
    configureSession({ getToken: () => useSession.getState().token, onExpired: () => {}, onUnauthenticated: () => {} }),
  );
  beforeEach(() => signInAs());

  it('seeds one assistant and 2 bases with 6 documents in mixed states, with fixed ids', async () => {
    expect(assistantRows().filter((a) => a.enterpriseNumber === E)).toHaveLength(1);
    const bases = await listKnowledgeBases({ page: 1, size: 10, keyword: '' });
    expect(bases.list.map((b) => [b.id, b.name, b.documentCount])).toEqual([
      ['kb-1', '员工手册', 3],
      ['kb-2', 'IT服务台', 3],
    ]);
    const statuses = documentRows().map((d) => d.status);
    expect(new Set(statuses)).toEqual(new Set(['ready', 'failed', 'queued']));
    expect(documentRows().find((d) => d.status === 'failed')?.failReason).toBe('文件已损坏，无法解析');
  });

  it('saving twice keeps one assistant per enterprise, and a wrong id or a long name is refused', async () => {
    assistantRows().splice(0);
    expect(await getAssistant()).toBeNull();
    const first = await saveAssistant(fields());
    const second = await saveAssistant(fields({ name: '小智2' }));
    expect(second.id).toBe(first.id);
    expect(assistantRows()).toHaveLength(1);
    expect((await getAssistant())?.name).toBe('小智2');
    expect(await rejection(saveAssistant({ ...fields(), id: 'nope' }))).toBe('AI助理不存在或已被删除');
    expect(await rejection(saveAssistant(fields({ name: 'x'.repeat(21) })))).toBe('助理名称不能超过20个字符');
    expect(await rejection(saveAssistant(fields({ visibleRange: 'part' })))).toBe('请选择可使用的部门或人员');
    expect(
      changeRows()
        .filter((c) => c.operationTypeId === 'f16')
        .map((c) => c.keyword),
    ).toEqual(expect.arrayContaining(['设置企业AI助理 小智2（可用范围：全员）']));
  });

  it('checks avatars itself: jpg/png up to 2 MB', async () => {
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    expect(await uploadAssistantAvatar(png)).toMatch(/^data:image\/png;base64,/);
    expect(await rejection(uploadAssistantAvatar(new File(['x'], 'a.gif', { type: 'image/gif' })))).toBe(
      '头像仅支持JPG、PNG格式',
    );
    expect(
      await rejection(
        uploadAssistantAvatar(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })),
      ),
    ).toBe('头像大小不能超过2MB');
  });

  it('creates and renames bases with unique names', async () => {
    const b = await createKnowledgeBase({ name: '销售资料', description: '' });
    expect(await rejection(createKnowledgeBase({ name: '员工手册', description: '' }))).toBe('知识库名称已存在');
    expect(await rejection(renameKnowledgeBase(b.id, { name: 'IT服务台', description: '' }))).toBe('知识库名称已存在');
    expect((await renameKnowledgeBase(b.id, { name: '销售手册', description: '报价' })).name).toBe('销售手册');
    expect((await listKnowledgeBases({ page: 1, size: 10, keyword: '销售' })).total).toBe(1);
    expect(changeRows().map((c) => c.keyword)).toEqual(
      expect.arrayContaining(['新建知识库 销售资料', '重命名知识库 销售资料 为 销售手册']),
    );
  });

  it('deleting a base in use takes it out of its scenes and deletes its documents', async () => {
    sceneRows().length = 0; // the seed's scenes use both bases: this test sets its own
    sceneRows().push(scene(['kb-1', 'kb-2']));
    expect((await listKnowledgeBases({ page: 1, size: 10, keyword: '' })).list[0].sceneNames).toEqual(['新人入职问答']);
    expect(await deleteKnowledgeBase('kb-1')).toEqual({ name: '员工手册', sceneNames: ['新人入职问答'] });
    expect(sceneRows().find((s) => s.id === 'scene-t')?.knowledgeBaseIds).toEqual(['kb-2']);
    expect(documentRows().filter((d) => d.baseId === 'kb-1')).toEqual([]);
    expect(knowledgeBaseRows().map((b) => b.id)).toEqual(['kb-2']);
  });

  it('moves a document queued → parsing → ready, and fails a damaged one with its reason until retried', async () => {
    const doc = await uploadDocument('kb-2', new File(['hello'], '手册.md'));
    expect(doc.status).toBe('queued');
    const bad = await uploadDocument('kb-2', new File(['x'], '合同（损坏）.pdf'));
    const row = (id: string) => documentRows().find((d) => d.id === id)!;
    const t0 = row(doc.id).queuedAt;
    expect(settle({ ...row(doc.id) }, t0 + QUEUED_MS).status).toBe('parsing');
    for (const id of [doc.id, bad.id]) row(id).queuedAt -= PARSED_MS;
    const list = await listDocuments(docsQuery('kb-2'));
    expect(list.list.find((d) => d.id === doc.id)?.status).toBe('ready');
    expect(list.list.find((d) => d.id === bad.id)).toMatchObject({
      status: 'failed',
      failReason: '文件已损坏，无法解析',
    });
    expect(await rejection(retryDocument(doc.id))).toBe('只有解析失败的文档可以重新解析');
    expect((await retryDocument(bad.id)).status).toBe('queued');
  });

  it('refuses a file of another type, an empty one, one over 20 MB and an unknown base, with Chinese messages', async () => {
    expect(await rejection(uploadDocument('kb-1', new File(['x'], 'a.exe')))).toBe(
      '仅支持PDF、DOCX、XLSX、TXT、MD格式的文件',
    );
    expect(await rejection(uploadDocument('kb-1', new File([], 'a.txt')))).toBe('文件内容为空');
    expect(await rejection(uploadDocument('kb-1', new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'a.pdf')))).toBe(
      '单个文件不能超过20MB',
    );
    expect(await rejection(uploadDocument('kb-x', new File(['x'], 'a.txt')))).toBe('知识库不存在或已被删除');
    const raw = await call(token(), 'POST', '/enterprise-server/ai/knowledge/document/list', { baseId: 'kb-x' });
    expect(raw.body).toMatchObject({ code: 404, message: '知识库不存在或已被删除' });
  });

  it('keeps the area from an administrator whose menu lacks it', async () => {
    signInAs('10000003');
    const raw = await call(token(), 'POST', '/enterprise-server/ai/knowledge/list', {});
    expect(raw.status).toBe(403);
    expect((await call(token(), 'GET', '/enterprise-server/ai/assistant/detail')).status).toBe(403);
  });
});
