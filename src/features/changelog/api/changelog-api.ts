import { request, urlOf } from '@/lib/contract/define';
import { downloadXlsx } from '@/lib/http/download';
import { exportChangesCall, functionModulesCall, searchChangesCall, type ChangeQuery } from './contract';

// The change log's records, inferred from the call schemas (./contract.ts).
export type { ChangeEntry, ChangeQuery } from './contract';

export type ChangeFilter = Omit<ChangeQuery, 'page' | 'size'>;

export const searchChanges = (q: ChangeQuery, signal?: AbortSignal) =>
  request(searchChangesCall, { body: q }, { signal });

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
export const fetchFunctionModules = (signal?: AbortSignal) => request(functionModulesCall, { body: {} }, { signal });
export const exportChanges = (ids: string[]) =>
  downloadXlsx(urlOf(exportChangesCall), { method: 'post', body: { ids }, fileName: '变更日志.xlsx' });
