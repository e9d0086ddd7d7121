import { route, type AuthedInput } from '../route';
import { paginate, Reject, required } from '../respond';
import { findEnterprise } from '../core-tables';
import { newId } from '../random';
import { enterpriseOf, now, requireAdmin } from './home';
import { announcementReads, announcementRows, type AnnouncementDbRow } from '../seed/modules/announcements';
import { oneOf, paging, text } from '../validate/input';
import { flag } from '../validate/values';
import { isUpload } from '../xlsx';
import { audienceInput, audienceOf, readerOf, scheduleOf, settleScheduled } from '../announcement-audience';
import { refLookup, type RefLookup } from '../lifecycle/ref-lookup';
import { getFile, putFile } from '../file-store';
import { HttpResponse } from 'msw';
import { hiddenCountOf } from '../scope/lens';
import { seenBy } from '../scope/unseen';

// Announcements (assumed contract, docs/assumed-contract.md): the spec names the screens, not the calls.
const E = '/enterprise-server';
const A = '/attachment-server';
const MAX_TITLE = 50;
const MAX_CONTENT = 20000;
/** A change-log note naming the announcement (module f10 公告管理 of /functionmoudle/list). */
const log = (keyword: string, title: string) => ({ typeId: 'f10', type: '公告管理', keyword, objects: [title] });
/** An announcement's title before the save being answered, by request body: a retitled announcement's
 *  note names both titles (an administrator whose editor opened it under the old one finds the change). */
const formerTitle = new WeakMap<object, string>();
const MAX_ATTACHMENTS = 9;
const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** The row as answered: the audience with names (a deleted person or department by its last name,
 *  never its id: docs/product.md Part D §3), the author's lenovoId, the defaults of rows stored
 *  before they existed. */
function strip(row: AnnouncementDbRow, find = refLookup(row.enterpriseNumber)) {
  const { enterpriseNumber: _e, lenovoId, departIds = [], lenovoIds = [], ...a } = row;
  return {
    ...a,
    authorLenovoId: lenovoId,
    audienceType: a.audienceType ?? 0,
    pinned: !!a.pinned,
    scheduledTime: a.scheduledTime ?? null,
    departments: departIds.map((id) => ({ id, departName: find.department(id)?.name ?? '' })),
    people: lenovoIds.map((id) => ({ lenovoId: id, name: find.personByLenovoId(id)?.name ?? '' })),
    ...hiddenAudience(row),
  };
}

/** How many of the audience's departments and people a scoped administrator's read left out (only
 *  those above 0): what her editor keeps without showing (assumed contract "Partial writes"). */
function hiddenAudience(row: AnnouncementDbRow) {
  const departs = hiddenCountOf(row, 'departIds');
  const people = hiddenCountOf(row, 'lenovoIds');
  return { ...(departs ? { hiddenDepartmentCount: departs } : {}), ...(people ? { hiddenPersonCount: people } : {}) };
}
function summary(a: AnnouncementDbRow, find: RefLookup) {
  const { content: _c, ...rest } = strip(a, find);
  if (a.status !== 1) return { ...rest, readCount: 0, unreadCount: 0 };
  const audience = audienceOf(a);
  const read = new Set(
    announcementReads()
      .filter((r) => r.announcementId === a.id)
      .map((r) => r.lenovoId),
  );
  const readCount = audience.filter((s) => read.has(s.lenovoId)).length;
  return { ...rest, readCount, unreadCount: audience.length - readCount };
}

export function mine(input: AuthedInput, id: unknown) {
  const e = enterpriseOf(input);
  settleScheduled();
  if (!id) throw new Reject(400, '参数id不能为空');
  const row = announcementRows().find((a) => a.enterpriseNumber === e.enterpriseNumber && a.id === String(id));
  if (!row) throw new Reject(404, '公告不存在');
  return row;
}

function attachmentsOf(body: Record<string, unknown>) {
  if (body.attachments !== undefined && body.attachments !== null && !Array.isArray(body.attachments))
    throw new Reject(400, '参数attachments格式错误');
  const list = (body.attachments as unknown[] | null | undefined) ?? [];
  if (list.length > MAX_ATTACHMENTS) throw new Reject(400, `附件最多${MAX_ATTACHMENTS}个`);
  return list.map((x) => {
    const a = x as Record<string, unknown>;
    if (typeof a?.name !== 'string' || typeof a?.url !== 'string' || !a.name || !a.url)
      throw new Reject(400, '附件信息不完整');
    if (a.size !== undefined && !(typeof a.size === 'number' && a.size >= 0 && a.size <= MAX_FILE_BYTES))
      throw new Reject(400, '附件大小不正确');
    return { name: a.name, url: a.url, size: (a.size as number | undefined) ?? 0 };
  });
}

const announcementHandlers = [
  route(
    'post',
    E,
    '/announcement/list',
    (input) => {
      const e = enterpriseOf(input);
      paging(input.body);
      const title = text(input.body, 'title', { label: '公告标题', max: MAX_TITLE });
      const status = oneOf(input.body.status, ['', 0, 1, 2], 'status', '');
      settleScheduled();
      const find = refLookup(e.enterpriseNumber);
      const rows = announcementRows()
        .filter(
          (a) =>
            a.enterpriseNumber === e.enterpriseNumber &&
            (!title || a.title.includes(title)) &&
            (status === '' || a.status === status),
        )
        .sort((a, b) => Number(!!b.pinned) - Number(!!a.pinned) || b.updateTime.localeCompare(a.updateTime))
        .map((a) => summary(a, find));
      return paginate(rows, input.body.page, input.body.size);
    },
    { read: true },
  ),

  route('get', E, '/announcement/detail', (input) => strip(mine(input, input.query.get('id')))),

  route(
    'get',
    E,
    '/announcement/publicDetail',
    (input) => {
      settleScheduled();
      const row = announcementRows().find(
        (a) => a.id === input.query.get('id') && a.status === 1 && findEnterprise(a.enterpriseNumber),
      );
      if (!row) throw new Reject(404, '公告不存在或尚未发布');
      // A member opening it with their token reads it (once; only the audience counts).
      const reader = readerOf(input.request, row);
      if (reader && !announcementReads().some((r) => r.announcementId === row.id && r.lenovoId === reader)) {
        announcementReads().push({ announcementId: row.id, lenovoId: reader, readTime: now() });
      }
      return { ...strip(row), enterpriseName: findEnterprise(row.enterpriseNumber)!.enterpriseName };
    },
    { public: true, writes: true },
  ),

  route(
    'post',
    E,
    '/announcement/save',
    (input) => {
      const e = requireAdmin(input);
      required(input.body, ['title', 'content']);
      const title = text(input.body, 'title', { label: '公告标题', max: MAX_TITLE });
      if (typeof input.body.content !== 'string') throw new Reject(400, '参数content格式错误');
      const content = input.body.content;
      if (!content.replace(/<[^>]*>/g, '').trim() && !/<img\b/i.test(content))
        throw new Reject(400, '公告内容不能为空');
      if (content.length > MAX_CONTENT) throw new Reject(400, '公告内容过长');
      const attachments = attachmentsOf(input.body);
      // a scoped administrator may leave her part of the audience empty while it keeps some she
      // cannot see (the server keeps them, scope/hidden-parts.ts)
      const edited = input.body.id ? mine(input, input.body.id) : null;
      const seen = seenBy(e.enterpriseNumber, input.account.lenovoId);
      const audience = audienceInput(e.enterpriseNumber, input.body, {
        departIds: !!edited?.departIds?.some((id) => !seen(id)),
        lenovoIds: !!edited?.lenovoIds?.some((id) => !seen(id)),
      });
      const scheduledTime = scheduleOf(input.body.scheduledTime);
      if (edited) {
        const row = edited;
        formerTitle.set(input.body, row.title);
        if (row.status === 1 && scheduledTime) throw new Reject(500, '公告已发布，不能再设置定时发布');
        if (row.status === 2 && !scheduledTime) throw new Reject(400, '待发布的公告须设置定时发布时间');
        Object.assign(row, {
          title,
          content,
          attachments,
          ...audience,
          scheduledTime: row.status === 1 ? (row.scheduledTime ?? null) : scheduledTime,
          updateTime: now(),
        });
        return strip(row);
      }
      const at = now();
      const row: AnnouncementDbRow = {
        id: newId('an'),
        enterpriseNumber: e.enterpriseNumber,
        lenovoId: input.account.lenovoId,
        author: input.account.username,
        title,
        content,
        attachments,
        status: 0,
        createTime: at,
        updateTime: at,
        publishTime: null,
        ...audience,
        pinned: false,
        scheduledTime,
      };
      announcementRows().push(row);
      return strip(row);
    },
    {
      log: (i, r) => {
        const { title } = r as { title: string };
        const was = formerTitle.get(i.body);
        if (was && was !== title) return { ...log(`编辑公告 ${was} → ${title}`, title), objects: [was, title] };
        return log(`${i.body.id ? '编辑' : '新建'}公告 ${title}`, title);
      },
    },
  ),

  route(
    'post',
    E,
    '/announcement/publish',
    (input) => {
      requireAdmin(input);
      const row = mine(input, input.body.id);
      if (row.status === 1) throw new Reject(500, '公告已发布，请勿重复发布');
      if (row.status === 2) throw new Reject(500, '公告已设置定时发布，请勿重复发布');
      if (row.scheduledTime) {
        scheduleOf(row.scheduledTime); // a time that has passed meanwhile is refused
        Object.assign(row, { status: 2, updateTime: now() });
        return { status: 2 };
      }
      Object.assign(row, { status: 1, publishTime: now(), updateTime: now() });
      return { status: 1 };
    },
    {
      log: (i) => {
        const { title, status, scheduledTime } = mine(i, i.body.id);
        return log(status === 2 ? `定时发布公告 ${title}（${scheduledTime}）` : `发布公告 ${title}`, title);
      },
    },
  ),

  route(
    'post',
    E,
    '/announcement/pin',
    (input) => {
      requireAdmin(input);
      const row = mine(input, input.body.id);
      Object.assign(row, { pinned: flag(input.body, 'pinned') });
      return { title: row.title, pinned: row.pinned };
    },
    {
      log: (_i, r) => {
        const { title, pinned } = r as { title: string; pinned: boolean };
        return log(`${pinned ? '置顶' : '取消置顶'}公告 ${title}`, title);
      },
    },
  ),

  route(
    'post',
    E,
    '/announcement/delete',
    (input) => {
      requireAdmin(input);
      const row = mine(input, input.body.id);
      announcementRows().splice(announcementRows().indexOf(row), 1);
      return { title: row.title };
    },
    {
      log: (_i, r) => {
        const { title } = r as { title: string };
        return log(`删除公告 ${title}`, title);
      },
    },
  ),

  // The file is stored and served at a lasting address of this service (a picture's <img> and the
  // member's page fetch it without a session), as a real file service answers its download URL.
  route('post', A, '/announcement/upload', async (input) => {
    enterpriseOf(input);
    const file = input.body.file;
    // a Blob from any realm (the browser's File, or the test runner's)
    if (!isUpload(file)) throw new Reject(400, '请选择要上传的文件');
    const name = (file as Partial<File>).name || 'file';
    if (file.size > MAX_FILE_BYTES) throw new Reject(500, '单个附件不能超过10MB');
    if (/\.(exe|bat|cmd|sh|js)$/i.test(name)) throw new Reject(500, '不支持该文件类型');
    const id = newId('f');
    await putFile(id, file);
    const url = new URL(input.request.url);
    url.pathname = url.pathname.replace(/\/announcement\/upload\/?$/, `/announcement/file/${id}`);
    url.search = '';
    return { name, url: url.href, size: file.size };
  }),

  route(
    'get',
    A,
    '/announcement/file/{id}',
    async (input) => {
      const file = await getFile(input.params.id);
      if (!file) return new HttpResponse(null, { status: 404 });
      const name = (file as Partial<File>).name || 'file';
      const inline = file.type.startsWith('image/');
      return new HttpResponse(file, {
        headers: {
          'Content-Type': file.type || 'application/octet-stream',
          'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(name)}`,
          'Cache-Control': 'private, max-age=31536000, immutable',
        },
      });
    },
    { public: true },
  ),
];

export default announcementHandlers;
