import { services } from '@/config/services';
import { get, post } from '@/lib/http/client';
import { upload } from '@/lib/http/upload';
import type {
  Announcement,
  AnnouncementInput,
  AnnouncementPage,
  AnnouncementStatus,
  Attachment,
  Receipts,
} from './types';

// Calls the spec does not name (assumed, docs/assumed-contract.md).
const E = services.enterprise;

export const listAnnouncements = (
  body: { title: string; status: number | ''; page: number; size: number },
  signal?: AbortSignal,
) => post<AnnouncementPage>(`${E}/announcement/list`, body, { signal });
export const announcementDetail = (id: string, signal?: AbortSignal) =>
  get<Announcement>(`${E}/announcement/detail`, { id }, { signal });
/** Public (no session): /pcannouncementDetail. A member's token (from the mobile client) records the read. */
export const publicAnnouncement = (id: string, memberToken: string | null, signal?: AbortSignal) =>
  get<Announcement & { enterpriseName: string }>(
    `${E}/announcement/publicDetail`,
    { id },
    { signal, headers: memberToken ? { memberToken } : undefined },
  );
export const saveAnnouncement = (input: AnnouncementInput) => post<Announcement>(`${E}/announcement/save`, input);
/** Publishes now, or (with a scheduled time saved) makes it 待发布. */
export const publishAnnouncement = (id: string) =>
  post<{ status: AnnouncementStatus }>(`${E}/announcement/publish`, { id });
export const deleteAnnouncement = (id: string) => post<{ title: string }>(`${E}/announcement/delete`, { id });
export const pinAnnouncement = ({ id, pinned }: { id: string; pinned: boolean }) =>
  post<{ title: string; pinned: boolean }>(`${E}/announcement/pin`, { id, pinned });
export const announcementReceipts = (id: string, signal?: AbortSignal) =>
  get<Receipts>(`${E}/announcement/receipts`, { id }, { signal });
export const remindUnread = (id: string) =>
  post<{ title: string; count: number }>(`${E}/announcement/remindUnread`, { id });
export const uploadAttachment = (file: File, onProgress?: (p: number) => void) =>
  upload<Attachment>(`${services.attachment}/announcement/upload`, file, { onProgress });
