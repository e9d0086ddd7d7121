import { ADMIN, signInAs } from '../sign-in';
import { send } from './send';
import { departments, staff } from '@/sandbox/org-tables';
import { findEnterprise } from '@/sandbox/core-tables';
import { brokenReferences } from '@/sandbox/lifecycle/invariants';
import { approvalRows } from '@/sandbox/seed/modules/approvals/tables';
import { MAIN_ENTERPRISE, SECOND_ENTERPRISE } from '@/sandbox/seed/core';

// The default seed holds no stale reference at step 0 (docs/product.md Part D): its departures went
// through the lifecycle rules, and each enterprise's administrator is one of its members.

describe('the default seed', () => {
  it('has no reference to a departed, deleted or unknown person or department', () => {
    expect(brokenReferences(MAIN_ENTERPRISE)).toEqual([]);
    expect(brokenReferences(SECOND_ENTERPRISE)).toEqual([]);
  });

  it('lets a department whose first member departed be edited as it is (华南大区)', async () => {
    const d = departments().find((x) => x.enterpriseNumber === MAIN_ENTERPRISE && x.departName === '华南大区')!;
    const chain: string[] = [];
    for (
      let p = departments().find((x) => x.id === d.parentDepartId);
      p;
      p = departments().find((x) => x.id === p!.parentDepartId)
    )
      chain.unshift(p.id);
    const body = {
      id: d.id,
      departName: d.departName,
      parentDepartId: d.parentDepartId,
      enterpriseNumber: MAIN_ENTERPRISE,
      departIdList: chain,
      oldDepartSupervisorId: d.departSupervisorId,
      departSupervisorId: d.departSupervisorId,
    };
    expect(await send('/enterprise-server/depart/edit', body, { method: 'PUT' })).toMatchObject({ code: 200 });
  });

  it("makes the second enterprise's administrator its member, so its approvals can be saved", async () => {
    const admin = findEnterprise(SECOND_ENTERPRISE)!.adminLenovoId;
    expect(
      staff().some((p) => p.enterpriseNumber === SECOND_ENTERPRISE && p.lenovoId === admin && p.status === ''),
    ).toBe(true);
    const token = signInAs(ADMIN, SECOND_ENTERPRISE);
    expect(
      (await send(`/approve-server/approve/initApprove?enterpriseNumber=${SECOND_ENTERPRISE}`, {}, { token })).code,
    ).toBe(200);
    const row = approvalRows().find((r) => r.enterpriseNumber === SECOND_ENTERPRISE && r.approveName === '请假')!;
    const {
      id,
      approveName,
      description,
      iconAddress,
      visibleRange,
      visibleUsers,
      approveAdministrators,
      formData,
      processData,
    } = row;
    const saved = await send(
      '/approve-server/approve/save',
      {
        id,
        enterpriseNumber: SECOND_ENTERPRISE,
        approveName,
        description,
        iconAddress,
        visibleRange,
        visibleUsers,
        approveAdministrators,
        formData,
        processData,
      },
      { token },
    );
    expect(saved).toMatchObject({ code: 200 });
  });
});
