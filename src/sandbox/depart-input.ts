import { Reject } from './respond';
import type { directoryIndex } from './directory-views';
import { staff } from './org-tables';
import { keepLiving } from './lifecycle/keep-living';

// The shared fields of /depart/insert and /depart/edit (admin-modules §7) that the handlers check
// against the tree and the people of the caller's enterprise (docs/assumed-contract.md).

type Index = ReturnType<typeof directoryIndex>;

/** The ids from the root department down to `parentId`, root first; [] when there is no parent
 *  (the root department itself, parentDepartId '0'). */
export function ancestorChain(index: Index, parentId: string): string[] {
  const chain: string[] = [];
  for (let d = index.byId.get(parentId); d; d = index.byId.get(d.parentDepartId)) chain.unshift(d.id);
  return chain;
}

/** enterpriseNumber (the caller's), departIdList (the chain of the parent, as far up as the caller
 *  sees: a scoped administrator's tree starts at her departments, `seen`) and usedIds (people of
 *  the enterprise, not departed). Returns the staff ids to place in the department. */
export function checkDepartInput(
  e: string,
  index: Index,
  body: Record<string, unknown>,
  parentId: string,
  seen?: ReadonlySet<string>,
): string[] {
  const asked = String(body.enterpriseNumber ?? '').trim();
  if (!asked) throw new Reject(400, '参数enterpriseNumber不能为空');
  if (asked !== e) throw new Reject(403, '无权修改其他企业的部门');
  if (!Array.isArray(body.departIdList)) throw new Reject(400, '参数departIdList不能为空');
  const sent = body.departIdList.map(String);
  const expected = ancestorChain(index, parentId).filter((id) => !seen || seen.has(id));
  if (sent.length !== expected.length || sent.some((id, i) => id !== expected[i]))
    throw new Reject(400, '参数departIdList与上级部门不一致');
  if (body.usedIds !== undefined && !Array.isArray(body.usedIds)) throw new Reject(400, '参数usedIds格式不正确');
  // people who left since the form was opened are left out and reported (docs/product.md Part D §3)
  const used = keepLiving(e, {
    userIds: [...new Set(((body.usedIds as unknown[] | undefined) ?? []).map(String))],
  }).userIds;
  const people = new Set(
    staff()
      .filter((p) => p.enterpriseNumber === e && p.status !== 'departure')
      .map((p) => p.id),
  );
  if (used.some((id) => !people.has(id))) throw new Reject(400, '所选成员不是本企业的在职员工');
  return used;
}
