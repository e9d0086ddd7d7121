import type { Live } from './live';

// The organisation as a plan leaves it: an overlay over the live index, copied per department on
// first change (a plan of 500 changes on 10,000 departments copies a few hundred entries, never
// the whole tree). docs/assumed-contract.md "Restructure plans", "Changes".

export interface OrgDepartment {
  id: string;
  departName: string;
  /** '0' for the root */
  parentDepartId: string;
  supervisorId: string;
}

/** The overlay's own set of `id` in `map`: `current` copied on the department's first change. */
function ownSet(map: Map<string, Set<string>>, id: string, current: ReadonlySet<string>): Set<string> {
  let set = map.get(id);
  if (!set) map.set(id, (set = new Set(current)));
  return set;
}

export class PlanOrg {
  private departments = new Map<string, OrgDepartment | null>();
  private kids = new Map<string, Set<string>>();
  private members = new Map<string, Set<string>>();
  private staffDeparts = new Map<string, string[]>();
  private uses = new Map<string, string[]>();
  /** created by the plan (reserved ids) */
  readonly created = new Set<string>();
  /** merged by the plan: id → target */
  readonly mergedInto = new Map<string, string>();
  /** the last name of every department the plan removed */
  readonly goneNames = new Map<string, string>();

  constructor(readonly live: Live) {}

  department(id: string): OrgDepartment | undefined {
    const over = this.departments.get(id);
    if (over !== undefined) return over ?? undefined;
    const d = this.live.index.byId.get(id);
    return d && { id, departName: d.departName, parentDepartId: d.parentDepartId, supervisorId: d.departSupervisorId };
  }

  /** whether the department is in the plan's organisation (no copy made) */
  has(id: string): boolean {
    const over = this.departments.get(id);
    return over !== undefined ? over !== null : this.live.index.byId.has(id);
  }

  /** its parent in the plan ('' when it is not there; no copy made) */
  parentOf(id: string): string {
    const over = this.departments.get(id);
    if (over !== undefined) return over?.parentDepartId ?? '';
    return this.live.index.byId.get(id)?.parentDepartId ?? '';
  }

  /** the department's name in the plan, else the last it had (gone, tombstone), else 未知部门 */
  nameOf(id: string): string {
    return (
      this.department(id)?.departName ??
      this.goneNames.get(id) ??
      this.live.buriedName(id) ??
      (id === '0' ? '' : '未知部门')
    );
  }

  children(id: string): ReadonlySet<string> {
    return this.kids.get(id) ?? new Set((this.live.index.children.get(id) ?? []).map((d) => d.id));
  }

  private ownChildren(id: string): Set<string> {
    return ownSet(this.kids, id, this.children(id));
  }

  /** active direct members in the plan (no copy made) */
  memberCount(id: string): number {
    return this.members.get(id)?.size ?? this.live.index.members.get(id)?.length ?? 0;
  }

  membersOf(id: string): ReadonlySet<string> {
    return this.members.get(id) ?? new Set((this.live.index.members.get(id) ?? []).map((p) => p.id));
  }

  private ownMembers(id: string): Set<string> {
    return ownSet(this.members, id, this.membersOf(id));
  }

  /** the departments that members of changed in the plan (the overlay's own sets) */
  membersChanged(): string[] {
    return [...this.members.keys()];
  }

  departIdsOf(staffId: string): readonly string[] {
    return this.staffDeparts.get(staffId) ?? this.live.staffById.get(staffId)?.departIds ?? [];
  }

  /** the people whose departments the plan changed */
  movedStaff(): string[] {
    return [...this.staffDeparts.keys()];
  }

  usesOf(id: string): readonly string[] {
    return this.uses.get(id) ?? (this.created.has(id) ? [] : this.live.usesOf(id));
  }

  /** Is `id` the department `ancestor` or below it? */
  isWithin(id: string, ancestor: string): boolean {
    for (let d = id, steps = 0; d && d !== '0' && steps < 100000; d = this.parentOf(d), steps++)
      if (d === ancestor) return true;
    return false;
  }

  private set(d: OrgDepartment) {
    this.departments.set(d.id, d);
  }

  create(d: OrgDepartment) {
    this.created.add(d.id);
    this.set(d);
    this.ownChildren(d.parentDepartId).add(d.id);
    this.kids.set(d.id, new Set());
    this.members.set(d.id, new Set());
  }

  update(id: string, patch: Partial<Omit<OrgDepartment, 'id'>>) {
    const d = this.department(id)!;
    if (patch.parentDepartId !== undefined && patch.parentDepartId !== d.parentDepartId) {
      this.ownChildren(d.parentDepartId).delete(id);
      this.ownChildren(patch.parentDepartId).add(id);
    }
    this.set({ ...d, ...patch });
  }

  /** the person leaves `from` and joins `to` (once), keeping their other departments in order */
  moveMember(staffId: string, from: string, to: string) {
    const before = this.departIdsOf(staffId);
    const next = before.map((id) => (id === from ? to : id));
    this.staffDeparts.set(
      staffId,
      next.filter((id, i) => next.indexOf(id) === i),
    );
    this.ownMembers(from).delete(staffId);
    this.ownMembers(to).add(staffId);
  }

  /** merge: members, sub-departments and uses go to `target`; the department is gone */
  merge(id: string, target: string) {
    for (const staffId of [...this.membersOf(id)]) this.moveMember(staffId, id, target);
    for (const child of [...this.children(id)]) this.update(child, { parentDepartId: target });
    this.uses.set(target, [...this.usesOf(target), ...this.usesOf(id)]);
    this.uses.set(id, []);
    this.mergedInto.set(id, target);
    this.remove(id);
  }

  remove(id: string) {
    const d = this.department(id)!;
    this.goneNames.set(id, d.departName);
    this.ownChildren(d.parentDepartId).delete(id);
    this.departments.set(id, null);
  }

  /** every department the plan changed, created or removed */
  changedDepartments(): string[] {
    return [...this.departments.keys()];
  }
}
