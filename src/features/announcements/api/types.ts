export interface Attachment {
  name: string;
  url: string;
  size: number;
}

/** 0 draft, 1 published, 2 scheduled (待发布: published by the server when its time has passed) */
export type AnnouncementStatus = 0 | 1 | 2;

/** 0 everyone (全员), 1 departments (with their sub-departments), 2 people */
export type AudienceType = 0 | 1 | 2;

export interface AudienceDepartment {
  id: string;
  departName: string;
}

export interface AudiencePerson {
  lenovoId: string;
  name: string;
}

export interface Announcement {
  id: string;
  title: string;
  /** HTML; sanitised wherever it is shown */
  content: string;
  attachments: Attachment[];
  status: AnnouncementStatus;
  author: string;
  /** the author's lenovoId, so the author is shown with their state (已离职, 已删除) */
  authorLenovoId: string;
  createTime: string;
  updateTime: string;
  publishTime: string | null;
  audienceType: AudienceType;
  departments: AudienceDepartment[];
  people: AudiencePerson[];
  /** audience departments and people outside a scoped administrator's 管理范围: not listed, kept by
   *  the server when she saves (assumed contract "Partial writes"); absent when none */
  hiddenDepartmentCount?: number;
  hiddenPersonCount?: number;
  /** 置顶: listed first */
  pinned: boolean;
  /** 定时发布 time (local 'YYYY-MM-DD HH:mm:ss'), or null to publish at once */
  scheduledTime: string | null;
}

export type AnnouncementRow = Omit<Announcement, 'content'> & {
  /** audience members who have read it (0 while not published) */
  readCount: number;
  unreadCount: number;
};

export interface AnnouncementPage {
  list: AnnouncementRow[];
  total: number;
  page: number;
  size: number;
}

export interface AnnouncementInput {
  id?: string;
  title: string;
  content: string;
  attachments: Attachment[];
  audienceType: AudienceType;
  departIds: string[];
  lenovoIds: string[];
  scheduledTime: string | null;
}

export interface ReceiptMember {
  lenovoId: string;
  name: string;
  departNames: string[];
  /** when read; null for the unread */
  readTime: string | null;
}

export interface Receipts {
  read: ReceiptMember[];
  unread: ReceiptMember[];
  /** the last 提醒未读, if any */
  lastRemindTime: string | null;
  lastRemindCount: number;
}
