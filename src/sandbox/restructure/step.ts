import type { PlanChangeInput, PlanProblem, ProblemCode } from '@/features/org-chart/api/plan-types';
import type { PlanOrg } from './plan-org';

// One change applied to the plan's organisation, or the problem that keeps it from applying
// (docs/assumed-contract.md "Restructure plans", "Checks"): a change that does not apply changes
// nothing, so one problem does not cascade into false ones.

type Change = PlanChangeInput & { id: string; createdDepartId: string };
type Problem = Omit<PlanProblem, 'changeId'>;

const PLACES_SHOWN = 3;
/** the wording of /depart/del's refusal: up to three places, then 等N处 */
const whereUsed = (uses: readonly string[]) =>
  `${uses.slice(0, PLACES_SHOWN).join('、')}${uses.length > PLACES_SHOWN ? `等${uses.length}处` : ''}`;

const problem = (code: ProblemCode, message: string, departId = ''): Problem => ({ code, message, departId });

function sameNameUnder(org: PlanOrg, parentId: string, name: string, except: string): boolean {
  for (const id of org.children(parentId)) if (id !== except && org.department(id)?.departName === name) return true;
  return false;
}

const duplicate = (org: PlanOrg, parentId: string, name: string, departId: string) =>
  problem('duplicateName', `“${org.nameOf(parentId)}”下已有名为“${name}”的部门`, departId);

const gone = (org: PlanOrg, id: string) => problem('missing', `部门“${org.nameOf(id)}”已不存在`, id);
const noParent = (org: PlanOrg, id: string, name = org.nameOf(id)) =>
  problem('noParent', `“${name}”的上级部门已不存在`, id);
const isRoot = (org: PlanOrg, id: string) => org.department(id)?.parentDepartId === '0';
const ROOT = (id: string) => problem('root', '根部门不能调整', id);
const cycle = (org: PlanOrg, id: string) => problem('cycle', `不能将“${org.nameOf(id)}”调整到其自身或下级部门下`, id);

/** What keeps department `d` from going under `parentId` (a move, or a merge into it): the root
 *  stays where it is, and the new parent must exist and be neither `d` nor below it. */
function underNewParent(org: PlanOrg, d: { id: string; parentDepartId: string }, parentId: string): Problem | null {
  if (d.parentDepartId === '0') return ROOT(d.id);
  if (!org.department(parentId)) return noParent(org, d.id);
  if (org.isWithin(parentId, d.id)) return cycle(org, d.id);
  return null;
}

function check(org: PlanOrg, c: Change): Problem | null {
  switch (c.kind) {
    case 'create': {
      if (!org.department(c.parentDepartId)) return noParent(org, c.createdDepartId, c.departName);
      if (sameNameUnder(org, c.parentDepartId, c.departName, ''))
        return duplicate(org, c.parentDepartId, c.departName, c.createdDepartId);
      return null;
    }
    case 'rename': {
      const d = org.department(c.departId);
      if (!d) return gone(org, c.departId);
      if (sameNameUnder(org, d.parentDepartId, c.departName, d.id))
        return duplicate(org, d.parentDepartId, c.departName, d.id);
      return null;
    }
    case 'move': {
      const d = org.department(c.departId);
      if (!d) return gone(org, c.departId);
      const refused = underNewParent(org, d, c.parentDepartId);
      if (refused) return refused;
      if (sameNameUnder(org, c.parentDepartId, d.departName, d.id))
        return duplicate(org, c.parentDepartId, d.departName, d.id);
      return null;
    }
    case 'merge': {
      const d = org.department(c.departId);
      if (!d) return gone(org, c.departId);
      const refused = underNewParent(org, d, c.targetId);
      if (refused) return refused;
      for (const child of org.children(d.id)) {
        const name = org.department(child)!.departName;
        if (sameNameUnder(org, c.targetId, name, d.id)) return duplicate(org, c.targetId, name, child);
      }
      return null;
    }
    case 'delete': {
      const d = org.department(c.departId);
      if (!d) return gone(org, c.departId);
      if (isRoot(org, d.id)) return ROOT(d.id);
      const members = org.membersOf(d.id).size;
      if (members)
        return problem('hasMembers', `“${d.departName}”仍有${members}名在职成员，请先调走或合并到其他部门`, d.id);
      if (org.children(d.id).size) return problem('hasChildren', `“${d.departName}”仍有下级部门`, d.id);
      const uses = org.usesOf(d.id);
      if (uses.length) return problem('referenced', `“${d.departName}”仍被使用：${whereUsed(uses)}`, d.id);
      return null;
    }
    case 'supervisor': {
      const d = org.department(c.departId);
      if (!d) return gone(org, c.departId);
      if (c.supervisorId && !org.live.activeMember(c.supervisorId))
        return problem('missing', `员工“${org.live.staffById.get(c.supervisorId)?.name ?? '未知人员'}”已离职`, d.id);
      return null;
    }
    case 'moveStaff': {
      for (const id of [c.fromDepartId, c.toDepartId]) if (!org.department(id)) return gone(org, id);
      for (const id of c.staffIds) {
        const p = org.live.staffById.get(id);
        if (!p || p.status === 'departure')
          return problem('missing', `员工“${p?.name ?? '未知人员'}”已离职`, c.fromDepartId);
        if (!org.departIdsOf(id).includes(c.fromDepartId))
          return problem('missing', `“${p.name}”不在部门“${org.nameOf(c.fromDepartId)}”中`, c.fromDepartId);
      }
      return null;
    }
  }
}

function apply(org: PlanOrg, c: Change) {
  switch (c.kind) {
    case 'create':
      return org.create({
        id: c.createdDepartId,
        departName: c.departName,
        parentDepartId: c.parentDepartId,
        supervisorId: '',
      });
    case 'rename':
      return org.update(c.departId, { departName: c.departName });
    case 'move':
      return org.update(c.departId, { parentDepartId: c.parentDepartId });
    case 'merge':
      return org.merge(c.departId, c.targetId);
    case 'delete':
      return org.remove(c.departId);
    case 'supervisor':
      return org.update(c.departId, { supervisorId: c.supervisorId });
    case 'moveStaff':
      for (const id of c.staffIds) org.moveMember(id, c.fromDepartId, c.toDepartId);
  }
}

/** Applies the change to `org` when it can; else the problem, and `org` is unchanged. */
export function step(org: PlanOrg, c: Change): PlanProblem | null {
  const found = check(org, c);
  if (found) return { ...found, changeId: c.id };
  apply(org, c);
  return null;
}
