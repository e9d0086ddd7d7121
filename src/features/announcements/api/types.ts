export interface Attachment {
  name: string;
  url: string;
  size: number;
}

/** 0 draft, 1 published */
export type AnnouncementStatus = 0 | 1;

export interface Announcement {
  id: string;
  title: string;
  /** HTML; sanitised wherever it is shown */
  content: string;
  attachments: Attachment[];
  status: AnnouncementStatus;
  author: string;
  createTime: string;
  updateTime: string;
  publishTime: string | null;
}

export type AnnouncementRow = Omit<Announcement, 'content'>;

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
}
