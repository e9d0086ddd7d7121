import type { DocumentStatus } from './api/types';

// Labels and limits of the knowledge-base pages (product.md Part C).
export const BASE_NAME_MAX = 30;
export const BASE_DESCRIPTION_MAX = 200;
/** the documents search box (the server takes up to 50 characters) */
export const DOCUMENT_KEYWORD_MAX = 50;
export const FIRST_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
/** The upload page follows the documents it sent on one list page of the base. */
export const TRACKED_PAGE_SIZE = 500;

export const DOCUMENT_STATUSES: Array<{ value: DocumentStatus; label: string; color: string }> = [
  { value: 'queued', label: '排队中', color: 'default' },
  { value: 'parsing', label: '解析中', color: 'processing' },
  { value: 'ready', label: '已就绪', color: 'success' },
  { value: 'failed', label: '解析失败', color: 'error' },
];

export const withBaseId = (path: string, baseId: string) => `${path}?baseId=${encodeURIComponent(baseId)}`;
