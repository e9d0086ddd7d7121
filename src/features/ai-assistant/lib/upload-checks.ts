import type { DocumentType } from '../api/types';

// Checks of chosen files, made before any call (product.md Part C): the avatar image and the
// documents of a knowledge base. Each refusal carries its Chinese reason.

const MB = 1024 * 1024;
export const AVATAR_MAX_BYTES = 2 * MB;
export const DOCUMENT_MAX_BYTES = 20 * MB;
export const DOCUMENTS_PER_BATCH = 10;
export const DOCUMENT_TYPES: readonly DocumentType[] = ['pdf', 'docx', 'xlsx', 'txt', 'md'];
export const DOCUMENT_ACCEPT = DOCUMENT_TYPES.map((t) => `.${t}`).join(',');

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/** Why the image cannot be the avatar, or null: jpg/png, not empty, at most 2 MB. */
export function avatarRefusal(file: File): string | null {
  const typed =
    file.type === 'image/jpeg' ||
    file.type === 'image/png' ||
    (!file.type && ['jpg', 'jpeg', 'png'].includes(extensionOf(file.name)));
  if (!typed) return '头像仅支持JPG、PNG格式';
  if (file.size === 0) return '头像文件为空';
  if (file.size > AVATAR_MAX_BYTES) return '头像大小不能超过2MB';
  return null;
}

/** Why the file cannot go into a knowledge base, or null. */
export function documentRefusal(file: File): string | null {
  if (!DOCUMENT_TYPES.includes(extensionOf(file.name) as DocumentType)) return '仅支持PDF、DOCX、XLSX、TXT、MD格式';
  if (file.size === 0) return '文件内容为空';
  if (file.size > DOCUMENT_MAX_BYTES) return '文件大小超过20MB';
  return null;
}

export interface Refused {
  file: File;
  reason: string;
}

/** Splits a batch: the files that may be uploaded (at most 10) and those refused, each with its reason. */
export function sortBatch(files: readonly File[]) {
  const accepted: File[] = [];
  const refused: Refused[] = [];
  for (const file of files) {
    const reason =
      documentRefusal(file) ??
      (accepted.length >= DOCUMENTS_PER_BATCH ? `每次最多上传${DOCUMENTS_PER_BATCH}个文件` : null);
    if (reason) refused.push({ file, reason });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** 12KB, 2.3MB */
export const fileSize = (n: number) =>
  n >= MB ? `${(n / MB).toFixed(1)}MB` : `${Math.max(1, Math.round(n / 1024))}KB`;
