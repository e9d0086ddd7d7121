import { route } from '../route';
import { Reject } from '../respond';
import { enterpriseNumberOf } from '../org-tables';
import { refLookup, type KnownDepartment, type KnownPerson } from '../lifecycle/ref-lookup';
import { deletedDepartments } from '../lifecycle/tombstones';
import { callerCover, type Covered } from '../scope/effective-scope';
import type { ResolvedDepartment, ResolvedPerson, ResolvedRefs } from '@/components/directory/types';

// POST /directory/resolve: what stored ids name today, for every page that shows a reference
// (docs/product.md Part D §3; docs/assumed-contract.md "References: resolve and the pruned notice").
const E = '/enterprise-server';
const MAX_IDS = 500;

/** An optional list of id strings, at most 500; each id once, in the order asked. */
function ids(body: Record<string, unknown>, key: string): string[] {
  const v = body[key];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.some((id) => typeof id !== 'string' || !id)) throw new Reject(400, `参数${key}格式错误`);
  if (v.length > MAX_IDS) throw new Reject(400, `参数${key}不能超过${MAX_IDS}个`);
  return [...new Set(v as string[])];
}

const person = (key: string, found: KnownPerson | undefined): ResolvedPerson =>
  found ? { key, ...found } : { key, id: '', lenovoId: '', name: '', state: 'unknown' };

/** What a scoped administrator may learn of the ids asked (assumed contract "Scoped administrators"):
 *  nothing of a person or department outside her 管理范围 but that it is outside. A deleted person
 *  kept no departments, so she learns nothing of them either; a deleted department is hers while its
 *  parent is. */
function within(e: string, covered: Covered | null) {
  if (!covered) return { person: (p: KnownPerson) => p, department: (d: KnownDepartment) => d };
  const hers = (id: string) => covered.departments.has(id);
  const parentOf = new Map(
    deletedDepartments()
      .filter((d) => d.enterpriseNumber === e)
      .map((d) => [d.id, d.parentDepartId]),
  );
  return {
    person: (p: KnownPerson): KnownPerson | 'outside' => (covered.staffIds.has(p.id) ? p : 'outside'),
    department: (d: KnownDepartment): KnownDepartment | 'outside' =>
      hers(d.id) || (d.state === 'deleted' && hers(parentOf.get(d.id) ?? '')) ? d : 'outside',
  };
}

const resolveHandlers = [
  route(
    'post',
    E,
    '/directory/resolve',
    (input): ResolvedRefs => {
      const userIds = ids(input.body, 'userIds');
      const lenovoIds = ids(input.body, 'lenovoIds');
      const departIds = ids(input.body, 'departIds');
      // another enterprise's ids are unknown here
      const e = enterpriseNumberOf(input);
      const find = refLookup(e);
      const seen = within(e, callerCover(e, input.account.lenovoId));
      const named = (key: string, found: KnownPerson | undefined): ResolvedPerson => {
        const p = found && seen.person(found);
        return p === 'outside' ? { key, id: '', lenovoId: '', name: '', state: 'outside' } : person(key, p);
      };
      return {
        people: [
          ...userIds.map((id) => named(id, find.personById(id))),
          ...lenovoIds.map((id) => named(id, find.personByLenovoId(id))),
        ],
        departments: departIds.map((id): ResolvedDepartment => {
          const found = find.department(id);
          const d = found && seen.department(found);
          if (d === 'outside') return { id, name: '', state: 'outside' };
          return d ?? { id, name: '', state: 'unknown' };
        }),
      };
    },
    { read: true },
  ),
];

export default resolveHandlers;
