import { services } from '@/config/services';
import { get, post } from '@/lib/http/client';
import { upload } from '@/lib/http/upload';
import type { Announcement, AnnouncementInput, AnnouncementPage, Attachment } from './types';

// Calls the spec does not name (assumed, docs/assumed-contract.md).
const E = services.enterprise;

export const listAnnouncements = (body: { title: string; status: number | ''; page: number; size: number }, signal?: AbortSignal) =>
  post<AnnouncementPage>(`${E}/announcement/list`, body, { signal });
export const announcementDetail = (id: string, signal?: AbortSignal) => get<Announcement>(`${E}/announcement/detail`, { id }, { signal });
/** Public (no session): /pcannouncementDetail. */
export const publicAnnouncement = (id: string, signal?: AbortSignal) =>
  get<Announcement & { enterpriseName: string }>(`${E}/announcement/publicDetail`, { id }, { signal });
export const saveAnnouncement = (input: AnnouncementInput) => post<Announcement>(`${E}/announcement/save`, input);
export const publishAnnouncement = (id: string) => post<null>(`${E}/announcement/publish`, { id });
export const deleteAnnouncement = (id: string) => post<{ title: string }>(`${E}/announcement/delete`, { id });
export const uploadAttachment = (file: File, onProgress?: (p: number) => void) => upload<Attachment>(`${services.attachment}/announcement/upload`, file, { onProgress });
