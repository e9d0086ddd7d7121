import type { AnnouncementStatus, AudienceType } from './api/types';

export const STATUS_OPTIONS = [
  { value: '', label: '全部状态' },
  { value: 0, label: '草稿' },
  { value: 2, label: '待发布' },
  { value: 1, label: '已发布' },
];
const STATUS_TEXT: Record<AnnouncementStatus, string> = { 0: '草稿', 1: '已发布', 2: '待发布' };
export const statusText = (s: AnnouncementStatus) => STATUS_TEXT[s] ?? '草稿';
export const statusColor = (s: AnnouncementStatus) => (s === 1 ? 'success' : s === 2 ? 'processing' : 'default');
export const AUDIENCE_OPTIONS: Array<{ value: AudienceType; label: string }> = [
  { value: 0, label: '全员' },
  { value: 1, label: '指定部门' },
  { value: 2, label: '指定人员' },
];
export const MAX_ATTACHMENTS = 9;
export const MAX_TITLE = 50;
/** Pictures in the content: the kinds and size the editor accepts. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** why a scoped administrator cannot delete an announcement whose audience holds departments or people
 *  outside her 管理范围 (the server refuses it) */
export const MSG_AUDIENCE_HIDDEN = '该公告的接收范围包含您管理范围外的人员或部门，无法删除';
