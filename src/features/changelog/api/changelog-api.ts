import { services } from '@/config/services';
import { post } from '@/lib/http/client';
import { downloadXlsx } from '@/lib/http/download';
import type { Paged } from '@/lib/org/types';

// Change log calls (admin-modules §7 "Change log").
const E = services.enterprise;

/** One change log entry (admin-modules §3: creatDate, operation type, name, keyword). */
export interface ChangeEntry {
  id: string;
  creatDate: string;
  operationTypeId: string;
  operationType: string;
  name: string;
  keyword: string;
}

export interface ChangeQuery {
  keyword: string;
  operationDate: string;
  operationTypeId: string;
  name: string;
  page: number;
  size: number;
}

export const searchChanges = (q: ChangeQuery, signal?: AbortSignal) => post<Paged<ChangeEntry>>(`${E}/changelog/search`, q, { signal });
export const fetchFunctionModules = (signal?: AbortSignal) => post<Array<{ id: string; name: string }>>(`${E}/functionmoudle/list`, {}, { signal });
export const exportChanges = (ids: string[]) => downloadXlsx(`${E}/changelog/export`, { method: 'post', body: { ids }, fileName: '变更日志.xlsx' });
