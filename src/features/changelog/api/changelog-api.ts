import { services } from '@/config/services';
import { post } from '@/lib/http/client';
import { downloadXlsx } from '@/lib/http/download';
import type { Paged } from '@/lib/org/types';
import type { FieldChange } from '@/components/change-diff';

// Change log calls (admin-modules §7 "Change log").
const E = services.enterprise;

/** One change log entry (admin-modules §3: creatDate, operation type, name, keyword). */
export interface ChangeEntry {
  id: string;
  creatDate: string;
  operationTypeId: string;
  operationType: string;
  /** who did it, as saved, and their lenovoId (their state is shown beside the name) */
  name: string;
  lenovoId?: string;
  keyword: string;
  /** every person / object the change touched (the keyword shortens a long list) */
  people?: string[];
  objects?: string[];
  /** the enterprise user ids of the people it touched, where the write knew them */
  personIds?: string[];
  /** an edit: before → after per field */
  changes?: FieldChange[];
}

export interface ChangeQuery {
  keyword: string;
  /** '' for any day, or the days [start, end] 'YYYY-MM-DD', both inclusive (docs/assumed-contract.md) */
  operationDate: '' | [string, string];
  operationTypeId: string;
  /** the operator or any person the change touched */
  name: string;
  page: number;
  size: number;
}

export type ChangeFilter = Omit<ChangeQuery, 'page' | 'size'>;

export const searchChanges = (q: ChangeQuery, signal?: AbortSignal) =>
  post<Paged<ChangeEntry>>(`${E}/changelog/search`, q, { signal });

/** The largest page the search answers. */
const ID_PAGE = 500;

/** The ids of every entry the filter matches (all pages), for an export of the filtered result. */
export async function fetchChangeIds(filter: ChangeFilter): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const { list, total } = await searchChanges({ ...filter, page, size: ID_PAGE });
    ids.push(...list.map((r) => r.id));
    if (!list.length || ids.length >= total) return ids;
  }
}
export const fetchFunctionModules = (signal?: AbortSignal) =>
  post<Array<{ id: string; name: string }>>(`${E}/functionmoudle/list`, {}, { signal });
export const exportChanges = (ids: string[]) =>
  downloadXlsx(`${E}/changelog/export`, { method: 'post', body: { ids }, fileName: '变更日志.xlsx' });
