// A save that named someone who has since departed or been deleted, or a department since deleted,
// succeeds without them; the answer lists them beside `data` as `pruned` (docs/product.md Part D §3,
// docs/assumed-contract.md "References: resolve and the pruned notice"). The layer tells the user
// once per answer, whichever page saved.

export interface PrunedRef {
  kind: 'person' | 'department';
  id: string;
  name: string;
  state: 'departed' | 'deleted';
}

const STATE_TEXT: Record<PrunedRef['state'], string> = { departed: '已离职', deleted: '已删除' };
const UNNAMED: Record<PrunedRef['kind'], string> = { person: '未知人员', department: '未知部门' };

const isPruned = (v: unknown): v is PrunedRef => {
  const r = v as Partial<PrunedRef> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    (r.kind === 'person' || r.kind === 'department') &&
    (r.state === 'departed' || r.state === 'deleted')
  );
};

/** The envelope's `pruned` entries (none when absent or not a list). */
export function prunedOf(body: unknown): PrunedRef[] {
  const list = (body as { pruned?: unknown } | null)?.pruned;
  return Array.isArray(list) ? list.filter(isPruned) : [];
}

/** 已自动移除已离职或已删除的成员：张三（已离职）、市场部（已删除） */
export const prunedNotice = (list: readonly PrunedRef[]) =>
  `已自动移除已离职或已删除的成员：${list.map((r) => `${(typeof r.name === 'string' && r.name) || UNNAMED[r.kind]}（${STATE_TEXT[r.state]}）`).join('、')}`;
