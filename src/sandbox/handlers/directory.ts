import { route, type AuthedInput } from '../route';
import { Reject, required } from '../respond';
import { directoryIndex, fullTree, nodeOf, subtreeIds, summary } from '../directory-views';

// The directory lookups of platform-shell §7.3 that every module's pickers use.
const E = '/enterprise-server';
const U = '/user-server';
const SEARCH_LIMIT = 100;

function indexFor({ enterprise }: AuthedInput) {
  if (!enterprise) throw new Reject(400, '请先选择企业');
  return directoryIndex(enterprise.enterpriseNumber);
}

function department(input: AuthedInput, id: string | null) {
  const index = indexFor(input);
  const d = id ? index.byId.get(id) : undefined;
  if (!d) throw new Reject(404, '部门不存在');
  return { index, d };
}

const rootOf = (input: AuthedInput) => {
  const index = indexFor(input);
  return { index, roots: index.children.get('0') ?? [] };
};

const directoryHandlers = [
  route('get', E, '/depart/fullTree', (input) => fullTree(indexFor(input))),

  route('get', E, '/department/findDepartmentTreeAndPerson', (input) => {
    const id = input.query.get('departId');
    if (!id) {
      const { index, roots } = rootOf(input);
      return { departments: roots.map((d) => nodeOf(index, d)), persons: [] };
    }
    const { index, d } = department(input, id);
    return {
      departments: (index.children.get(d.id) ?? []).map((c) => nodeOf(index, c)),
      persons: (index.members.get(d.id) ?? []).map((p) => summary(index, p)),
    };
  }),

  route('get', E, '/departUser', (input) => {
    const { index, d } = department(input, input.query.get('departId'));
    return (index.members.get(d.id) ?? []).map((p) => summary(index, p));
  }),

  route('get', E, '/findEnterpriseUsersByNameOrTelephoneOrLenovoIdAll', (input) => {
    const index = indexFor(input);
    const text = (input.query.get('text') ?? '').trim();
    if (!text) return [];
    const seen = new Set<string>();
    const out = [];
    for (const list of index.members.values())
      for (const p of list) {
        if (seen.has(p.id) || !(p.name.includes(text) || p.telephone.includes(text) || p.lenovoId === text)) continue;
        seen.add(p.id);
        out.push(summary(index, p));
        if (out.length >= SEARCH_LIMIT) return out;
      }
    return out;
  }),

  route('get', U, '/v2/department/getMyRootDepartmentsTree', (input) => {
    const { index, roots } = rootOf(input);
    return roots.map((d) => nodeOf(index, d));
  }),

  route('get', U, '/v2/department/getMyChildDepartmentsTree', (input) => {
    const { index, d } = department(input, input.query.get('departmentNumber') ?? input.query.get('departId'));
    return (index.children.get(d.id) ?? []).map((c) => nodeOf(index, c));
  }),

  route('get', U, '/v2/department/getMySubDepartmentsTreeAll', (input) => {
    const { index, d } = department(input, input.query.get('departmentNumber'));
    return [{ ...nodeOf(index, d), departTree: fullTree(index, d.id) }];
  }),

  route(
    'post',
    U,
    '/v2/department/getDepartmentAndSubDepartmentAllMembers',
    (input) => {
      required(input.body, ['departIds']);
      const index = indexFor(input);
      const ids = new Set((input.body.departIds as string[]).flatMap((id) => subtreeIds(index, id)));
      const seen = new Map<string, ReturnType<typeof summary>>();
      for (const id of ids) for (const p of index.members.get(id) ?? []) seen.set(p.id, summary(index, p));
      return [...seen.values()];
    },
    { read: true },
  ),

  route(
    'post',
    U,
    '/findAllUserInfoByLenovoIds',
    (input) => {
      const ids = input.body.lenovoIds;
      if (!Array.isArray(ids)) throw new Reject(400, '参数lenovoIds不能为空');
      const index = indexFor(input);
      const wanted = new Set(ids.map(String));
      const found = new Map<string, ReturnType<typeof summary>>();
      for (const list of index.members.values())
        for (const p of list) if (wanted.has(p.lenovoId)) found.set(p.lenovoId, summary(index, p));
      return [...found.values()];
    },
    { read: true },
  ),
];

export default directoryHandlers;
