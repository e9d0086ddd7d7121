// Server-side checks of a visible range (VisibleScope of the AI-assistant area, product.md Part C):
// everyone, or departments and people of the enterprise; people's names come from the server.
import { Reject } from '../respond';
import { departNamesOf, livingScope } from './ai-skills-scope';
import { oneOf } from './input';
import type { VisibleScope } from '@/features/ai-assistant/api/types';

function ids(value: unknown, key: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new Reject(400, `参数${key}格式错误`);
  const out = value.map((x) => (x && typeof x === 'object' ? (x as { lenovoId?: unknown }).lenovoId : x));
  if (out.some((x) => (typeof x !== 'string' && typeof x !== 'number') || x === ''))
    throw new Reject(400, `参数${key}格式错误`);
  return [...new Set(out.map(String))];
}

/** visibleRange 'all' (no lists kept) or 'part' with at least one department or person sent (none
 *  needed when `keepsUnseen`: the saved scope keeps some outside a scoped administrator's 管理范围);
 *  those gone since the form was opened are left out (livingScope). */
export function visibleScope(
  body: Record<string, unknown>,
  enterpriseNumber: string,
  keepsUnseen = false,
): VisibleScope {
  const visibleRange = oneOf(body.visibleRange, ['all', 'part'] as const, 'visibleRange', 'all');
  if (visibleRange === 'all') return { visibleRange, departIds: [], users: [] };
  const departIds = ids(body.departIds, 'departIds');
  const lenovoIds = ids(body.users, 'users');
  if (!departIds.length && !lenovoIds.length && !keepsUnseen) throw new Reject(400, '请选择可使用的部门或人员');
  return { visibleRange, ...livingScope(enterpriseNumber, departIds, lenovoIds) };
}

/** "全员", the chosen departments and people, or "无" (a scope left with nobody), for change-log notes. */
export function scopeNames(scope: VisibleScope, enterpriseNumber: string): string[] {
  if (scope.visibleRange === 'all') return ['全员'];
  const names = [...departNamesOf(enterpriseNumber, scope.departIds), ...scope.users.map((u) => u.name)];
  return names.length ? names : ['无'];
}
