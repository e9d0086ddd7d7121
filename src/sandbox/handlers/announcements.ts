import { route, type AuthedInput } from '../route';
import { paginate, Reject, required } from '../respond';
import { findEnterprise } from '../core-tables';
import { newId } from '../random';
import { enterpriseOf, now, requireAdmin } from './home';
import { announcementRows, type AnnouncementDbRow } from '../seed/modules/announcements';
import { oneOf, paging, text } from '../validate/input';

// Announcements (assumed contract, docs/assumed-contract.md): the spec names the screens, not the calls.
const E = '/enterprise-server';
const A = '/attachment-server';
const MAX_TITLE = 50;
const MAX_CONTENT = 20000;
/** A change-log note naming the announcement (module f10 公告管理 of /functionmoudle/list). */
const log = (keyword: string, title: string) => ({ typeId: 'f10', type: '公告管理', keyword, objects: [title] });
const MAX_ATTACHMENTS = 9;
const MAX_FILE_BYTES = 10 * 1024 * 1024;

const strip = ({ enterpriseNumber: _e, lenovoId: _l, ...a }: AnnouncementDbRow) => a;
const summary = (a: AnnouncementDbRow) => {
  const { content: _c, ...rest } = strip(a);
  return rest;
};

function mine(input: AuthedInput, id: unknown) {
  const e = enterpriseOf(input);
  if (!id) throw new Reject(400, '参数id不能为空');
  const row = announcementRows().find((a) => a.enterpriseNumber === e.enterpriseNumber && a.id === String(id));
  if (!row) throw new Reject(404, '公告不存在');
  return row;
}

function attachmentsOf(body: Record<string, unknown>) {
  if (body.attachments !== undefined && body.attachments !== null && !Array.isArray(body.attachments)) throw new Reject(400, '参数attachments格式错误');
  const list = (body.attachments as unknown[] | null | undefined) ?? [];
  if (list.length > MAX_ATTACHMENTS) throw new Reject(400, `附件最多${MAX_ATTACHMENTS}个`);
  return list.map((x) => {
    const a = x as Record<string, unknown>;
    if (typeof a?.name !== 'string' || typeof a?.url !== 'string' || !a.name || !a.url) throw new Reject(400, '附件信息不完整');
    if (a.size !== undefined && !(typeof a.size === 'number' && a.size >= 0 && a.size <= MAX_FILE_BYTES)) throw new Reject(400, '附件大小不正确');
    return { name: a.name, url: a.url, size: (a.size as number | undefined) ?? 0 };
  });
}

const announcementHandlers = [
  route('post', E, '/announcement/list', (input) => {
    const e = enterpriseOf(input);
    paging(input.body);
    const title = text(input.body, 'title', { label: '公告标题', max: MAX_TITLE });
    const status = oneOf(input.body.status, ['', 0, 1], 'status', '');
    const rows = announcementRows()
      .filter((a) => a.enterpriseNumber === e.enterpriseNumber && (!title || a.title.includes(title)) && (status === '' || a.status === status))
      .sort((a, b) => b.updateTime.localeCompare(a.updateTime))
      .map(summary);
    return paginate(rows, input.body.page, input.body.size);
  }),

  route('get', E, '/announcement/detail', (input) => strip(mine(input, input.query.get('id')))),

  route('get', E, '/announcement/publicDetail', ({ query }) => {
    const row = announcementRows().find((a) => a.id === query.get('id') && a.status === 1 && findEnterprise(a.enterpriseNumber));
    if (!row) throw new Reject(404, '公告不存在或尚未发布');
    return { ...strip(row), enterpriseName: findEnterprise(row.enterpriseNumber)!.enterpriseName };
  }, { public: true }),

  route('post', E, '/announcement/save', (input) => {
    const e = requireAdmin(input);
    required(input.body, ['title', 'content']);
    const title = text(input.body, 'title', { label: '公告标题', max: MAX_TITLE });
    if (typeof input.body.content !== 'string') throw new Reject(400, '参数content格式错误');
    const content = input.body.content;
    if (!content.replace(/<[^>]*>/g, '').trim() && !/<img\b/i.test(content)) throw new Reject(400, '公告内容不能为空');
    if (content.length > MAX_CONTENT) throw new Reject(400, '公告内容过长');
    const attachments = attachmentsOf(input.body);
    if (input.body.id) {
      const row = mine(input, input.body.id);
      Object.assign(row, { title, content, attachments, updateTime: now() });
      return strip(row);
    }
    const at = now();
    const row: AnnouncementDbRow = { id: newId('an'), enterpriseNumber: e.enterpriseNumber, lenovoId: input.account.lenovoId, author: input.account.username, title, content, attachments, status: 0, createTime: at, updateTime: at, publishTime: null };
    announcementRows().push(row);
    return strip(row);
  }, { log: (i, r) => { const { title } = r as { title: string }; return log(`${i.body.id ? '编辑' : '新建'}公告 ${title}`, title); } }),

  route('post', E, '/announcement/publish', (input) => {
    requireAdmin(input);
    const row = mine(input, input.body.id);
    if (row.status === 1) throw new Reject(500, '公告已发布，请勿重复发布');
    Object.assign(row, { status: 1, publishTime: now(), updateTime: now() });
    return null;
  }, { log: (i) => { const { title } = mine(i, i.body.id); return log(`发布公告 ${title}`, title); } }),

  route('post', E, '/announcement/delete', (input) => {
    requireAdmin(input);
    const row = mine(input, input.body.id);
    announcementRows().splice(announcementRows().indexOf(row), 1);
    return { title: row.title };
  }, { log: (_i, r) => { const { title } = r as { title: string }; return log(`删除公告 ${title}`, title); } }),

  route('post', A, '/announcement/upload', (input) => {
    enterpriseOf(input);
    const file = input.body.file;
    if (!(file instanceof File)) throw new Reject(400, '请选择要上传的文件');
    if (file.size > MAX_FILE_BYTES) throw new Reject(500, '单个附件不能超过10MB');
    if (/\.(exe|bat|cmd|sh|js)$/i.test(file.name)) throw new Reject(500, '不支持该文件类型');
    return { name: file.name, url: URL.createObjectURL(file), size: file.size };
  }),
];

export default announcementHandlers;
