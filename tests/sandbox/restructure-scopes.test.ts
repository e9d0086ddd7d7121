import { apply, changed, createPlan, review } from './restructure-fixtures';
import { department, E_MAIN } from './lifecycle-fixtures';
import { SCOPED_ADMIN } from '../sign-in';
import { memberships } from '@/sandbox/core-tables';
import { staffOf } from '@/sandbox/org-tables';
import { roleRows } from '@/sandbox/seed/modules/roles';
import { coveredBy } from '@/sandbox/scope/effective-scope';

// The review lists every 管理范围 a plan widens or narrows (docs/assumed-contract.md "Restructure
// plans", "Scope changes"), naming the administrator or role, as a warning to confirm.

const her = () => memberships().find((m) => m.enterpriseNumber === E_MAIN && m.lenovoId === SCOPED_ADMIN)!;
const herName = () => staffOf(E_MAIN).find((p) => p.lenovoId === SCOPED_ADMIN)!.name;
const herIds = () => (her().manageScope as { departmentIds: string[] }).departmentIds;
/** Active people under the departments, as the scope guard counts them. */
const activeUnder = (ids: string[]) => {
  const covered = coveredBy(E_MAIN, ids).staffIds;
  return new Set(
    staffOf(E_MAIN)
      .filter((p) => covered.has(p.id) && p.status !== 'departure')
      .map((p) => p.id),
  );
};

describe('the review of a plan that changes whom a 管理范围 covers', () => {
  it('merging 市场部 into 产品部 widens 欧阳敏’s scope by 产品部’s people, named in the review', async () => {
    const market = department('市场部');
    const product = department('产品部');
    const was = activeUnder(herIds());
    const after = activeUnder(herIds().map((id) => (id === market.id ? product.id : id)));
    const gained = [...after].filter((p) => !was.has(p)).length;
    expect(gained).toBeGreaterThan(0);
    const plan = await createPlan();
    await changed(plan.id, { kind: 'merge', departId: market.id, targetId: product.id });
    const { scopeChanges } = await review(plan.id);
    expect(scopeChanges).toContainEqual({
      kind: 'admin',
      id: SCOPED_ADMIN,
      name: herName(),
      before: ['销售部', '市场部'],
      after: ['销售部', '产品部'],
      gained,
      lost: 0,
    });
    // applied, the scope is what the review said
    expect((await apply(plan.id)).code).toBe(200);
    expect(herIds()).toEqual([department('销售部').id, product.id]);
  });

  it('a department moved out narrows the scopes it was in; a role is named by its name', async () => {
    const role = roleRows().find((r) => r.enterpriseNumber === E_MAIN && r.memberType === 'admin')!;
    const market = department('市场部');
    role.manageScope = { type: 'departments', departmentIds: [market.id] };
    const brand = department('品牌组');
    const lost = activeUnder([brand.id]).size;
    expect(lost).toBeGreaterThan(0);
    const plan = await createPlan();
    await changed(plan.id, { kind: 'move', departId: brand.id, parentDepartId: department('产品部').id });
    const { scopeChanges } = await review(plan.id);
    expect(scopeChanges).toContainEqual(
      expect.objectContaining({ kind: 'role', id: role.id, name: role.roleName, gained: 0, lost }),
    );
    expect(scopeChanges).toContainEqual(expect.objectContaining({ kind: 'admin', name: herName(), lost }));
  });

  it('a plan that leaves every scope covering the same people lists none', async () => {
    const plan = await createPlan();
    await changed(plan.id, { kind: 'rename', departId: department('市场部').id, departName: '市场中心' });
    await changed(plan.id, { kind: 'rename', departId: department('财务部').id, departName: '财务中心' });
    expect((await review(plan.id)).scopeChanges).toEqual([]);
  });
});
