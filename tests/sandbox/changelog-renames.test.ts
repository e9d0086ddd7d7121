import { call } from './call';
import { approval, E_MAIN } from './lifecycle-fixtures';
import { departmentsOf } from '@/sandbox/org-tables';
import { openSession } from '@/sandbox/handlers/login';
import { roleRows } from '@/sandbox/seed/modules/roles';
import { ADMIN, RESTRICTED_ADMIN } from '../sign-in';
import '@/sandbox/handlers';

// A record renamed by an administrator is found in the change log by its former name as well: the
// name another administrator's form opened it with (the console's stale-edit prompt asks the log who
// changed the record, by that name).
const search = async (keyword: string) => {
  const res = await call(openSession(ADMIN, E_MAIN), 'POST', '/enterprise-server/changelog/search', {
    ...{ keyword, operationDate: '', operationTypeId: '', name: '', page: 1, size: 5 },
  });
  return (res.body.data as { list: { name: string; objects: string[] }[] }).list;
};

it('a department renamed by 王芳 is found by its former name, naming her', async () => {
  const d = departmentsOf(E_MAIN).find((x) => x.departName === '财务部')!;
  const res = await call(openSession(RESTRICTED_ADMIN, E_MAIN), 'PUT', '/enterprise-server/depart/edit', {
    ...{ id: d.id, departName: '财务中心', departNum: d.departNum, parentDepartId: d.parentDepartId },
    ...{ departSupervisorId: d.departSupervisorId, oldDepartSupervisorId: d.departSupervisorId },
    // the chain down to its parent, the root
    ...{ enterpriseNumber: E_MAIN, departIdList: [d.parentDepartId], usedIds: [] },
  });
  expect(res.body).toMatchObject({ code: 200, data: { id: d.id, departName: '财务中心' } });
  expect(res.body.data).not.toHaveProperty('renamedFrom');
  expect((await search('财务部'))[0]).toMatchObject({ name: '王芳', objects: ['财务部', '财务中心'] });
});

it('an approval renamed by 王芳 is found by its former name, naming her', async () => {
  const r = approval('请假');
  const { id, description, iconAddress, visibleRange, visibleUsers, approveAdministrators, formData, processData } = r;
  const res = await call(openSession(RESTRICTED_ADMIN, E_MAIN), 'POST', '/approve-server/approve/save', {
    ...{ id, enterpriseNumber: E_MAIN, approveName: '请假申请', description, iconAddress, visibleRange },
    ...{ visibleUsers, approveAdministrators, formData, processData },
  });
  expect(res.body.code).toBe(200);
  expect((await search('请假'))[0]).toMatchObject({ name: '王芳', objects: ['请假', '请假申请'] });
});

it('a role renamed is found by its former name', async () => {
  const r = roleRows().find((x) => x.roleName === '财务审批员')!;
  const { id, memberType, menuIds, permissions, appIds, description } = r;
  const res = await call(openSession(ADMIN, E_MAIN), 'POST', '/user-server/api/role/insert', {
    ...{ id, roleName: '财务审核员', memberType, menuIds, permissions, appIds, description },
  });
  expect(res.body.code).toBe(200);
  expect((await search('财务审批员'))[0]).toMatchObject({ name: '张伟', objects: ['财务审批员', '财务审核员'] });
});
