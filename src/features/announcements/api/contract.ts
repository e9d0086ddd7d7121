import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { byId, count, flag, id, list, pageArgs, paged, record, text } from '@/lib/contract/fields';
import { DepartmentRef } from '@/lib/org/schemas';

// Announcements (公告管理, platform-shell §2 routes announcement, announcementAdd, announcementDetails and
// /pcannouncementDetail). The spec names the screens, not the calls: every call here is assumed
// (docs/assumed-contract.md "Announcement reach and the editor").

/** A time the server may not have: missing is null. */
const maybeTime = v.optional(v.nullable(v.string()), null);

/** 0 draft, 1 published, 2 scheduled (待发布: published by the server when its time has passed) */
export const AnnouncementStatusSchema = v.picklist([0, 1, 2]);

/** 0 everyone (全员), 1 departments (with their sub-departments), 2 people */
export const AudienceTypeSchema = v.picklist([0, 1, 2]);

/** a stored file: its lasting absolute address, name and size in bytes */
export const AttachmentSchema = record({ name: v.string(), url: v.string(), size: count });

/** a deleted department by its last name, '' only for an id never known */
export const AudienceDepartmentSchema = DepartmentRef;

/** a departed or deleted person by the last name, '' only for an id never known */
export const AudiencePersonSchema = record({ lenovoId: id, name: text });

const rowEntries = {
  id,
  title: v.string(),
  attachments: list(AttachmentSchema),
  status: AnnouncementStatusSchema,
  author: text,
  /** the author's lenovoId, so the author is shown with their state (已离职, 已删除) */
  authorLenovoId: id,
  createTime: text,
  updateTime: text,
  publishTime: maybeTime,
  /** absent on a record kept from before audiences: everyone */
  audienceType: v.optional(AudienceTypeSchema, 0),
  departments: list(AudienceDepartmentSchema),
  people: list(AudiencePersonSchema),
  /** audience departments and people outside a scoped administrator's 管理范围: not listed, kept by
   *  the server when she saves (assumed contract "Partial writes"); absent when none */
  hiddenDepartmentCount: v.optional(count),
  hiddenPersonCount: v.optional(count),
  /** 置顶: listed first */
  pinned: flag,
  /** 定时发布 time (local 'YYYY-MM-DD HH:mm:ss'), or null to publish at once */
  scheduledTime: maybeTime,
};

const announcementEntries = {
  ...rowEntries,
  /** HTML; sanitised wherever it is shown */
  content: text,
};

export const AnnouncementSchema = record(announcementEntries);

/** A row of the list: the announcement without its content, with its read counts. */
export const AnnouncementRowSchema = record({
  ...rowEntries,
  /** audience members who have read it (0 while not published) */
  readCount: count,
  unreadCount: count,
});

export const AnnouncementPageSchema = paged(AnnouncementRowSchema);

/** The member's public page: the announcement and its enterprise's name. */
export const PublicAnnouncementSchema = record({ ...announcementEntries, enterpriseName: text });

export const ReceiptMemberSchema = record({
  lenovoId: id,
  name: v.string(),
  departNames: list(v.string()),
  /** when read; null for the unread */
  readTime: maybeTime,
});

export const ReceiptsSchema = record({
  read: list(ReceiptMemberSchema),
  unread: list(ReceiptMemberSchema),
  /** the last 提醒未读, if any */
  lastRemindTime: maybeTime,
  lastRemindCount: count,
});

const AnnouncementInputSchema = v.object({
  id: v.optional(v.string()),
  title: v.string(),
  content: v.string(),
  attachments: v.array(v.object({ name: v.string(), url: v.string(), size: v.number() })),
  audienceType: AudienceTypeSchema,
  /** audienceType 1: not empty */
  departIds: v.array(v.string()),
  /** audienceType 2: not empty */
  lenovoIds: v.array(v.string()),
  /** must be in the future */
  scheduledTime: v.nullable(v.string()),
});

export const listAnnouncementsCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/announcement/list',
  status: 'assumed',
  summary: '公告列表（置顶在前）',
  body: v.object({
    title: v.string(),
    status: v.union([v.literal(''), AnnouncementStatusSchema]),
    ...pageArgs,
  }),
  answer: AnnouncementPageSchema,
});

export const announcementDetailCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/announcement/detail',
  status: 'assumed',
  summary: '公告详情',
  query: byId,
  answer: AnnouncementSchema,
});

export const publicAnnouncementCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/announcement/publicDetail',
  status: 'assumed',
  summary: '公告的公开页（无需登录；带成员令牌 memberToken 时记为已读）',
  query: byId,
  answer: PublicAnnouncementSchema,
});

export const saveAnnouncementCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/announcement/save',
  status: 'assumed',
  summary: '新建或编辑公告',
  body: AnnouncementInputSchema,
  answer: AnnouncementSchema,
});

export const publishAnnouncementCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/announcement/publish',
  status: 'assumed',
  summary: '发布公告（有定时发布时间则待发布）',
  body: byId,
  /** the toast says which: 发布成功 or 已设置定时发布 */
  answer: record({ status: AnnouncementStatusSchema }),
});

// The console does not read what a deletion answers: described, nothing fatal in it.
export const deleteAnnouncementCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/announcement/delete',
  status: 'assumed',
  summary: '删除公告',
  body: byId,
  answer: record({ title: text }),
});

export const pinAnnouncementCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/announcement/pin',
  status: 'assumed',
  summary: '置顶或取消置顶公告',
  body: v.object({ id: v.string(), pinned: v.boolean() }),
  /** `pinned` says which toast (已置顶 / 已取消置顶): required */
  answer: record({ title: text, pinned: v.boolean() }),
});

export const receiptsCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/announcement/receipts',
  status: 'assumed',
  summary: '公告的阅读情况',
  query: byId,
  answer: ReceiptsSchema,
});

export const remindUnreadCall = defineCall({
  method: 'POST',
  service: 'enterprise',
  path: '/announcement/remindUnread',
  status: 'assumed',
  summary: '提醒未读成员',
  body: byId,
  /** the count is shown (已提醒N名未读成员) */
  answer: record({ title: text, count, names: list(v.string()) }),
});

export const uploadAttachmentCall = defineCall({
  method: 'POST',
  service: 'attachment',
  path: '/announcement/upload',
  status: 'assumed',
  summary: '上传公告附件或图片',
  body: v.object({ file: v.blob() }),
  answer: AttachmentSchema,
});

export type AnnouncementStatus = v.InferOutput<typeof AnnouncementStatusSchema>;
export type AudienceType = v.InferOutput<typeof AudienceTypeSchema>;
export type Attachment = v.InferOutput<typeof AttachmentSchema>;
export type AudienceDepartment = v.InferOutput<typeof AudienceDepartmentSchema>;
export type AudiencePerson = v.InferOutput<typeof AudiencePersonSchema>;
export type Announcement = v.InferOutput<typeof AnnouncementSchema>;
export type AnnouncementRow = v.InferOutput<typeof AnnouncementRowSchema>;
export type AnnouncementPage = v.InferOutput<typeof AnnouncementPageSchema>;
export type PublicAnnouncement = v.InferOutput<typeof PublicAnnouncementSchema>;
export type AnnouncementInput = v.InferOutput<typeof AnnouncementInputSchema>;
export type ReceiptMember = v.InferOutput<typeof ReceiptMemberSchema>;
export type Receipts = v.InferOutput<typeof ReceiptsSchema>;
