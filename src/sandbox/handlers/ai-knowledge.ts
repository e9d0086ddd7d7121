import { route, type AuthedInput } from '../route';
import { paginate, Reject } from '../respond';
import { newId } from '../random';
import { enterpriseNumberOf, nowStamp, staffOf } from '../org-tables';
import { listNames } from '../changelog';
import {
  aiNote,
  documentRows,
  knowledgeBaseRows,
  ownRow,
  sceneRows,
  type DocumentRow,
  type KnowledgeBaseRow,
} from '../ai-tables';
import { DOCUMENT_MAX_BYTES, documentTypeOf, requeue, settle } from '../ai-parsing';
import { oneOf, paging, text } from '../validate/input';
import { isUpload } from '../xlsx';
import type { KnowledgeBase, KnowledgeDocument } from '@/features/ai-assistant/api/types';

// Knowledge bases and their documents (docs/assumed-contract.md "AI assistant area"). A
// document's status is where the simulated parsing pipeline (../ai-parsing) says it is when read.
const E = '/enterprise-server';
const STATUSES = ['queued', 'parsing', 'ready', 'failed'] as const;

const docsOf = (e: string, baseId: string) =>
  documentRows()
    .filter((d) => d.enterpriseNumber === e && d.baseId === baseId)
    .map((d) => settle(d));
const scenesUsing = (e: string, baseId: string) =>
  sceneRows().filter((s) => s.enterpriseNumber === e && s.knowledgeBaseIds.includes(baseId));

function baseView(row: KnowledgeBaseRow): KnowledgeBase {
  const { enterpriseNumber, ...rest } = row;
  const docs = docsOf(enterpriseNumber, row.id);
  return {
    ...rest,
    documentCount: docs.length,
    readyCount: docs.filter((d) => d.status === 'ready').length,
    sceneNames: scenesUsing(enterpriseNumber, row.id).map((s) => s.name),
  };
}

const docView = ({ enterpriseNumber: _e, queuedAt: _q, ...rest }: DocumentRow): KnowledgeDocument => rest;

function idOf(body: Record<string, unknown>, key: string) {
  const v = body[key];
  if (v === undefined || v === null || v === '') throw new Reject(400, `参数${key}不能为空`);
  if (typeof v !== 'string' && typeof v !== 'number') throw new Reject(400, `参数${key}格式错误`);
  return String(v);
}

const findBase = (e: string, id: string) => ownRow(knowledgeBaseRows(), e, id, '知识库不存在或已被删除');
const findDocument = (e: string, id: string) => settle(ownRow(documentRows(), e, id, '文档不存在或已被删除'));

function baseFields(body: Record<string, unknown>, e: string, self?: KnowledgeBaseRow) {
  const name = text(body, 'name', { label: '知识库名称', max: 30, required: true });
  const description = text(body, 'description', { label: '知识库描述', max: 200 });
  if (knowledgeBaseRows().some((b) => b !== self && b.enterpriseNumber === e && b.name === name))
    throw new Reject(500, '知识库名称已存在');
  return { name, description };
}

const uploaderOf = (input: AuthedInput, e: string) =>
  staffOf(e).find((p) => p.lenovoId === input.account.lenovoId)?.name ?? input.account.username;

/** The uploaded file, checked as the server would: a type the base takes, not empty, at most 20 MB.
 *  Its name is the fileName field when given (kept intact whatever the multipart encoding does to it). */
function uploadedFile(body: Record<string, unknown>) {
  const file = body.file;
  if (!isUpload(file)) throw new Reject(400, '请选择要上传的文件');
  const fileName = text(body, 'fileName', { label: '文件名', max: 200 }) || ((file as Partial<File>).name ?? '');
  const fileType = documentTypeOf(fileName);
  if (!fileType) throw new Reject(400, '仅支持PDF、DOCX、XLSX、TXT、MD格式的文件');
  if (file.size === 0) throw new Reject(400, '文件内容为空');
  if (file.size > DOCUMENT_MAX_BYTES) throw new Reject(400, '单个文件不能超过20MB');
  return { fileName, size: file.size, fileType };
}

const baseNote = (action: string, r: unknown) => {
  const { name } = r as { name: string };
  return aiNote(`${action} ${name}`, { objects: [name] });
};

const aiKnowledgeHandlers = [
  route(
    'post',
    E,
    '/ai/knowledge/list',
    (input) => {
      const e = enterpriseNumberOf(input);
      paging(input.body);
      const keyword = text(input.body, 'keyword', { label: '关键词', max: 30 });
      const rows = knowledgeBaseRows()
        .filter(
          (b) => b.enterpriseNumber === e && (!keyword || b.name.includes(keyword) || b.description.includes(keyword)),
        )
        .sort((a, b) => a.createTime.localeCompare(b.createTime) || a.name.localeCompare(b.name, 'zh'));
      const out = paginate(rows, input.body.page, input.body.size);
      return { ...out, list: out.list.map(baseView) };
    },
    { read: true },
  ),

  route(
    'post',
    E,
    '/ai/knowledge/detail',
    (input) => baseView(findBase(enterpriseNumberOf(input), idOf(input.body, 'id'))),
    { read: true },
  ),

  route(
    'post',
    E,
    '/ai/knowledge/create',
    (input) => {
      const e = enterpriseNumberOf(input);
      const stamp = nowStamp();
      const row: KnowledgeBaseRow = {
        id: newId('kb-'),
        enterpriseNumber: e,
        ...baseFields(input.body, e),
        createTime: stamp,
        updateTime: stamp,
      };
      knowledgeBaseRows().push(row);
      return baseView(row);
    },
    { log: (_i, r) => baseNote('新建知识库', r) },
  ),

  route(
    'post',
    E,
    '/ai/knowledge/rename',
    (input) => {
      const e = enterpriseNumberOf(input);
      const row = findBase(e, idOf(input.body, 'id'));
      const before = row.name;
      Object.assign(row, baseFields(input.body, e, row), { updateTime: nowStamp() });
      return { ...baseView(row), before };
    },
    {
      log: (_i, r) => {
        const { name, before } = r as { name: string; before: string };
        return aiNote(before === name ? `编辑知识库 ${name}` : `重命名知识库 ${before} 为 ${name}`, {
          objects: [before, name],
        });
      },
    },
  ),

  route(
    'post',
    E,
    '/ai/knowledge/delete',
    (input) => {
      const e = enterpriseNumberOf(input);
      const row = findBase(e, idOf(input.body, 'id'));
      const scenes = scenesUsing(e, row.id);
      for (const s of scenes)
        Object.assign(s, {
          knowledgeBaseIds: s.knowledgeBaseIds.filter((id) => id !== row.id),
          updateTime: nowStamp(),
        });
      const docs = documentRows();
      for (let i = docs.length - 1; i >= 0; i--) if (docs[i].baseId === row.id) docs.splice(i, 1);
      knowledgeBaseRows().splice(knowledgeBaseRows().indexOf(row), 1);
      return { name: row.name, sceneNames: scenes.map((s) => s.name) };
    },
    {
      log: (_i, r) => {
        const { name, sceneNames } = r as { name: string; sceneNames: string[] };
        const suffix = sceneNames.length ? `（场景${listNames(sceneNames, '个')}不再引用）` : '';
        return aiNote(`删除知识库 ${name}${suffix}`, { objects: [name, ...sceneNames] });
      },
    },
  ),

  route(
    'post',
    E,
    '/ai/knowledge/document/list',
    (input) => {
      const e = enterpriseNumberOf(input);
      paging(input.body);
      const base = findBase(e, idOf(input.body, 'baseId'));
      const keyword = text(input.body, 'keyword', { label: '关键词', max: 50 });
      const status = input.body.status ? oneOf(input.body.status, STATUSES, 'status') : '';
      const rows = docsOf(e, base.id)
        .filter((d) => (!keyword || d.fileName.includes(keyword)) && (!status || d.status === status))
        .sort((a, b) => b.uploadTime.localeCompare(a.uploadTime) || b.id.localeCompare(a.id));
      const out = paginate(rows, input.body.page, input.body.size);
      return { ...out, list: out.list.map(docView) };
    },
    { read: true },
  ),

  route(
    'post',
    E,
    '/ai/knowledge/document/upload',
    (input) => {
      const e = enterpriseNumberOf(input);
      const base = findBase(e, idOf(input.body, 'baseId'));
      const { fileName, size, fileType } = uploadedFile(input.body);
      const row: DocumentRow = {
        id: newId('doc-'),
        enterpriseNumber: e,
        baseId: base.id,
        fileName,
        fileType,
        size,
        status: 'queued',
        failReason: '',
        uploaderName: uploaderOf(input, e),
        uploadTime: nowStamp(),
        queuedAt: 0,
      };
      requeue(row);
      documentRows().push(row);
      return docView(row);
    },
    {
      log: (input, r) => {
        const { fileName } = r as KnowledgeDocument;
        const base = String(input.body.baseId);
        return aiNote(`上传知识库文档 ${fileName}（${knowledgeBaseRows().find((b) => b.id === base)?.name ?? base}）`, {
          objects: [fileName],
        });
      },
    },
  ),

  route(
    'post',
    E,
    '/ai/knowledge/document/retry',
    (input) => {
      const row = findDocument(enterpriseNumberOf(input), idOf(input.body, 'id'));
      if (row.status !== 'failed') throw new Reject(400, '只有解析失败的文档可以重新解析');
      requeue(row);
      return docView(row);
    },
    {
      log: (_i, r) => {
        const { fileName } = r as KnowledgeDocument;
        return aiNote(`重新解析知识库文档 ${fileName}`, { objects: [fileName] });
      },
    },
  ),

  route(
    'post',
    E,
    '/ai/knowledge/document/delete',
    (input) => {
      const row = findDocument(enterpriseNumberOf(input), idOf(input.body, 'id'));
      documentRows().splice(documentRows().indexOf(row), 1);
      return { fileName: row.fileName };
    },
    {
      log: (_i, r) => {
        const { fileName } = r as { fileName: string };
        return aiNote(`删除知识库文档 ${fileName}`, { objects: [fileName] });
      },
    },
  ),
];

export default aiKnowledgeHandlers;
