import type { DocumentRow } from './ai-tables';
import type { DocumentType } from '@/features/ai-assistant/api/types';

// The simulated parsing pipeline of knowledge-base documents (product.md Part C): a document queued at
// queuedAt (upload or retry) is queued for QUEUED_MS, parsing until PARSED_MS, then ready — or
// failed when its name says it is damaged. Computed from the clock, so tests move a document on by
// setting its queuedAt back rather than waiting; `parsingTimes` may be stretched so that a slow
// test machine never sees a document finish before the test says so.

export const QUEUED_MS = 1000;
export const PARSED_MS = 4000;
export const parsingTimes = { queuedMs: QUEUED_MS, parsedMs: PARSED_MS };
export const DAMAGED_MARK = '损坏';
export const DAMAGED_REASON = '文件已损坏，无法解析';

export const DOCUMENT_TYPES: readonly DocumentType[] = ['pdf', 'docx', 'xlsx', 'txt', 'md'];
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** The file's type by its extension, or null for a type the knowledge base does not take. */
export function documentTypeOf(fileName: string): DocumentType | null {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return fileName.includes('.') ? (DOCUMENT_TYPES.find((t) => t === ext) ?? null) : null;
}

/** Moves an in-flight document to where the clock says it is now (stored, so counts agree). */
export function settle(row: DocumentRow, now = Date.now()): DocumentRow {
  if (row.status === 'ready' || row.status === 'failed') return row;
  const age = now - row.queuedAt;
  if (age < parsingTimes.queuedMs) row.status = 'queued';
  else if (age < parsingTimes.parsedMs) row.status = 'parsing';
  else if (row.fileName.includes(DAMAGED_MARK)) Object.assign(row, { status: 'failed', failReason: DAMAGED_REASON });
  else row.status = 'ready';
  return row;
}

/** Queues the document's parsing again from now (upload or retry). */
export function requeue(row: DocumentRow, now = Date.now()) {
  Object.assign(row, { status: 'queued', failReason: '', queuedAt: now });
}
