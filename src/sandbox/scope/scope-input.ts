import type { ManageScope } from '@/lib/scope/manage-scope';
import { departmentsOf } from '../org-tables';
import { Reject } from '../respond';
import { keepLiving } from '../lifecycle/keep-living';
import { callerCover } from './effective-scope';

// The manageScope field of addAdmin, editPrivilege and role saves (assumed contract "Scoped
// administrators"): checked as the service would, and never wider than the caller's own scope.

const MAX_DEPARTMENTS = 100;
export const BEYOND_OWN = '超出您的管理范围';

/** The body's manageScope, or undefined when absent. */
export function manageScopeOf(body: Record<string, unknown>, enterpriseNumber: string): ManageScope | undefined {
  const v = body.manageScope;
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) throw new Reject(400, '参数manageScope格式不正确');
  const { type, departmentIds } = v as Record<string, unknown>;
  if (type === 'all') return { type: 'all' };
  if (type !== 'departments') throw new Reject(400, '参数manageScope格式不正确');
  if (departmentIds !== undefined && !Array.isArray(departmentIds)) throw new Reject(400, '参数manageScope格式不正确');
  const sent = [...new Set((departmentIds ?? []).map(String))];
  if (!sent.length) throw new Reject(400, '请选择管理范围');
  if (sent.length > MAX_DEPARTMENTS) throw new Reject(400, '管理范围最多选择100个部门');
  // a department deleted since the form was opened is left out and the answer says so (Part D §3);
  // a scope left with none covers nobody, never the whole enterprise
  const ids = keepLiving(enterpriseNumber, { departIds: sent }).departIds;
  const known = new Set(departmentsOf(enterpriseNumber).map((d) => d.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) throw new Reject(404, `部门不存在或已删除：${missing}`);
  return { type: 'departments', departmentIds: ids };
}

/** Whether `scope` lies within the caller's own effective scope. */
export function withinCaller(enterpriseNumber: string, callerLenovoId: string, scope: ManageScope): boolean {
  const mine = callerCover(enterpriseNumber, callerLenovoId);
  if (!mine) return true;
  return scope.type === 'departments' && scope.departmentIds.every((id) => mine.departments.has(id));
}

/** Refuses a grant (or an edit of an administrator or role holding `scope`) beyond the caller's own. */
export function requireWithinCaller(enterpriseNumber: string, callerLenovoId: string, scope: ManageScope) {
  if (!withinCaller(enterpriseNumber, callerLenovoId, scope)) throw new Reject(403, BEYOND_OWN);
}
