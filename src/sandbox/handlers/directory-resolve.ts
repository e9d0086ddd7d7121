import { route } from '../route';
import { Reject } from '../respond';
import { enterpriseNumberOf } from '../org-tables';
import { refLookup, type KnownPerson } from '../lifecycle/ref-lookup';
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
      const find = refLookup(enterpriseNumberOf(input));
      return {
        people: [
          ...userIds.map((id) => person(id, find.personById(id))),
          ...lenovoIds.map((id) => person(id, find.personByLenovoId(id))),
        ],
        departments: departIds.map(
          (id): ResolvedDepartment => find.department(id) ?? { id, name: '', state: 'unknown' },
        ),
      };
    },
    { read: true },
  ),
];

export default resolveHandlers;
