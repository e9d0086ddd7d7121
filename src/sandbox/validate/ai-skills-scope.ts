// Server-side checks shared by the AI assistant's cue-word, plugin, scene and BI calls: a yes/no
// flag, an id list, and who may use something (everyone, or chosen departments and people).
import { Reject } from '../respond';
import { departmentsOf, staffOf } from '../org-tables';
import { keepLiving } from '../lifecycle/keep-living';
import { refLookup } from '../lifecycle/ref-lookup';
import { oneOf } from './input';
import { hiddenCountOf } from '../scope/lens';
import type { VisibleScope } from '@/features/ai-assistant/api/types';

/** The shared yes/no check (values.ts), re-exported for the AI handlers. */
export { flag } from './values';

/** A list of ids (possibly empty), deduplicated, in the order given. */
export function ids(body: Record<string, unknown>, key: string): string[] {
  const v = body[key];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string' || !x)) throw new Reject(400, `参数${key}格式错误`);
  return [...new Set(v as string[])];
}

/** An id field that must be given. */
export function idOf(body: Record<string, unknown>, key = 'id'): string {
  const v = body[key];
  if (v === undefined || v === null || v === '') throw new Reject(400, `参数${key}不能为空`);
  if (typeof v !== 'string' && typeof v !== 'number') throw new Reject(400, `参数${key}格式错误`);
  return String(v);
}

/** Whether a save names the row it edits (an id given) rather than making a new one. */
export const namesRow = (body: Record<string, unknown>) => body.id !== undefined && body.id !== null && body.id !== '';

/** Who may use it: departments and people are checked against the enterprise, names come from the
 *  server, and 'part' with nobody chosen is refused (`what` names the thing in the message), unless
 *  `keepsUnseen`: the saved scope holds some outside a scoped administrator's 管理范围, which the
 *  server keeps (scope/hidden-parts.ts), so her part may be empty. */
export function visibleScope(
  e: string,
  body: Record<string, unknown>,
  what: string,
  keepsUnseen = false,
): VisibleScope {
  const visibleRange = oneOf(body.visibleRange, ['all', 'part'] as const, 'visibleRange');
  if (visibleRange === 'all') return { visibleRange, departIds: [], users: [] };
  const departIds = ids(body, 'departIds');
  const raw = body.users ?? [];
  if (!Array.isArray(raw)) throw new Reject(400, '参数users格式错误');
  const lenovoIds = [
    ...new Set(
      raw.map((u) => (u && typeof u === 'object' ? String((u as { lenovoId?: unknown }).lenovoId ?? '') : String(u))),
    ),
  ];
  if (!departIds.length && !lenovoIds.length && !keepsUnseen) throw new Reject(400, `请选择${what}的部门或人员`);
  return { visibleRange, ...livingScope(e, departIds, lenovoIds) };
}

/** A scope saved over `saved`, the one kept, by a caller who sees what `seen` lets her: her part may
 *  be empty while the saved scope keeps some outside her 管理范围 (scope/hidden-parts.ts). `usable`
 *  is false when everyone chosen left meanwhile: for nobody, so off (docs/product.md Part D §3). */
export function savedScope(
  e: string,
  body: Record<string, unknown>,
  what: string,
  saved: VisibleScope | undefined,
  seen: (id: string) => boolean,
) {
  const keepsUnseen = holdsUnseen(saved, seen);
  const scope = visibleScope(e, body, what, keepsUnseen);
  return { scope, usable: keepsUnseen || !forNobody(scope) };
}

/** The departments and people of a limited scope. Those departed, deleted or deleted since the form
 *  was opened are left out and reported (docs/product.md Part D §3; a scope left with nobody is for
 *  nobody); any other must be the enterprise's: the first unknown one is refused with 404 naming it,
 *  the convention for unknown ids (docs/assumed-contract.md "Conventions"). People are answered with
 *  the directory's names. */
export function livingScope(
  e: string,
  sentDepartIds: string[],
  sentLenovoIds: string[],
): Omit<VisibleScope, 'visibleRange'> {
  const { departIds, lenovoIds } = keepLiving(e, { departIds: sentDepartIds, lenovoIds: sentLenovoIds });
  const departs = new Set(departmentsOf(e).map((d) => d.id));
  const people = new Map(
    staffOf(e)
      .filter((p) => p.status !== 'departure')
      .map((p) => [p.lenovoId, p.name]),
  );
  const unknownDepart = departIds.find((id) => !departs.has(id));
  if (unknownDepart) throw new Reject(404, `部门不存在：${unknownDepart}`);
  const unknownPerson = lenovoIds.find((id) => !people.has(id));
  if (unknownPerson !== undefined) throw new Reject(404, `人员不存在或已离职：${unknownPerson}`);
  return { departIds, users: lenovoIds.map((lenovoId) => ({ lenovoId, name: people.get(lenovoId)! })) };
}

/** A limited scope the save left with nobody (everyone chosen had left meanwhile). */
export const forNobody = (s: VisibleScope) => s.visibleRange === 'part' && !s.departIds.length && !s.users.length;

/** The departments' names as an answer gives them: a deleted one by its last name, never an id
 *  ('' when unknown; the console names it by id, docs/product.md Part D §3). */
export function departNamesOf(e: string, ids: readonly string[]): string[] {
  const find = refLookup(e);
  return ids.map((id) => find.department(id)?.name ?? '');
}

/** "全员", "财务部、张三", or "无" for a scope left with nobody, for the change log. */
export function scopeText(e: string, scope: VisibleScope): string {
  if (scope.visibleRange === 'all') return '全员';
  return [...departNamesOf(e, scope.departIds), ...scope.users.map((u) => u.name)].join('、') || '无';
}

/** Whether a saved 'part' scope names departments or people the caller's 管理范围 leaves out (never,
 *  for an administrator who sees all). */
export const holdsUnseen = (scope: VisibleScope | undefined, seen: (id: string) => boolean) =>
  !!scope &&
  scope.visibleRange === 'part' &&
  (scope.departIds.some((id) => !seen(id)) || scope.users.some((u) => !seen(u.lenovoId)));

/** How many departments and people of a scope a scoped administrator's read left out (only those
 *  above 0): what her scope fields keep without showing (assumed contract "Partial writes"). */
export function hiddenScopeCounts(row: object) {
  const departs = hiddenCountOf(row, 'departIds');
  const users = hiddenCountOf(row, 'users');
  return { ...(departs ? { hiddenDepartCount: departs } : {}), ...(users ? { hiddenUserCount: users } : {}) };
}
