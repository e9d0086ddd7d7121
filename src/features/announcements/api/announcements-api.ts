import { request, urlOf, type AnswerOf } from '@/lib/contract/define';
import { upload } from '@/lib/http/upload';
import {
  announcementDetailCall,
  deleteAnnouncementCall,
  listAnnouncementsCall,
  pinAnnouncementCall,
  publicAnnouncementCall,
  publishAnnouncementCall,
  receiptsCall,
  remindUnreadCall,
  saveAnnouncementCall,
  uploadAttachmentCall,
} from './contract';
import type { AnnouncementInput } from './types';

// Calls the spec does not name (assumed, docs/assumed-contract.md), defined in ./contract.ts.

export const listAnnouncements = (
  body: { title: string; status: number | ''; page: number; size: number },
  signal?: AbortSignal,
) => request(listAnnouncementsCall, { body }, { signal });
export const announcementDetail = (id: string, signal?: AbortSignal) =>
  request(announcementDetailCall, { params: { id } }, { signal });
/** Public (no session): /pcannouncementDetail. A member's token (from the mobile client) records the read. */
export const publicAnnouncement = (id: string, memberToken: string | null, signal?: AbortSignal) =>
  request(publicAnnouncementCall, { params: { id } }, { signal, headers: memberToken ? { memberToken } : undefined });
export const saveAnnouncement = (input: AnnouncementInput) => request(saveAnnouncementCall, { body: input });
/** Publishes now, or (with a scheduled time saved) makes it 待发布. */
export const publishAnnouncement = (id: string) => request(publishAnnouncementCall, { body: { id } });
export const deleteAnnouncement = (id: string) => request(deleteAnnouncementCall, { body: { id } });
export const pinAnnouncement = ({ id, pinned }: { id: string; pinned: boolean }) =>
  request(pinAnnouncementCall, { body: { id, pinned } });
export const announcementReceipts = (id: string, signal?: AbortSignal) =>
  request(receiptsCall, { params: { id } }, { signal });
export const remindUnread = (id: string) => request(remindUnreadCall, { body: { id } });
export const uploadAttachment = (file: File, onProgress?: (p: number) => void) =>
  upload<AnswerOf<typeof uploadAttachmentCall>>(urlOf(uploadAttachmentCall), file, {
    onProgress,
    answer: uploadAttachmentCall.answer,
  });
