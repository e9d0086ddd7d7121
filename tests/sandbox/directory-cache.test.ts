import { ADMIN, signInAs } from '../sign-in';
import { call } from './call';
import { directoryIndex } from '@/sandbox/directory-views';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { staff } from '@/sandbox/org-tables';

// The directory index (and the /depart/tree answer built from it) is kept across reads, searches
// included, and across writes to other tables; it expires on a write that used the department or
// staff table (docs/module-guide.md "Sandbox handlers").
const E = '/enterprise-server';
type Node = { id: string; departName: string; departTree: Node[] };
const names = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.departName, ...names(n.departTree)]);

describe('the sandbox directory index', () => {
  it('survives staff searches, and the search finds names, phones and emails in any case', async () => {
    const token = signInAs(ADMIN);
    const before = directoryIndex(MAIN_ENTERPRISE);
    const person = staff().find((p) => p.enterpriseNumber === MAIN_ENTERPRISE && p.status === '' && p.email)!;
    for (const keyWord of [person.name, person.telephone, person.email.toUpperCase()]) {
      const found = await call(token, 'POST', `${E}/admin/userSearch`, {
        enterpriseId: 'ent-1',
        keyWord,
        page: 1,
        size: 100,
      });
      expect((found.body.data as { list: Array<{ id: string }> }).list.map((p) => p.id)).toContain(person.id);
    }
    await call(token, 'POST', `${E}/admin/userAdvancedSearch`, {
      enterpriseId: 'ent-1',
      name: person.name,
      page: 1,
      size: 10,
    });
    expect(directoryIndex(MAIN_ENTERPRISE)).toBe(before);
  });

  it('answers /depart/tree from its cache until a write changes the departments', async () => {
    const token = signInAs(ADMIN);
    const first = await call(token, 'GET', `${E}/depart/tree`);
    const second = await call(token, 'GET', `${E}/depart/tree`);
    expect(second.body).toEqual(first.body);
    expect(first.body).toMatchObject({ code: 200, success: true, message: '成功' });
    const roots = first.body.data as Node[];
    expect(names(roots)).not.toContain('星火实验室');
    const added = await call(token, 'POST', `${E}/depart/insert`, {
      departName: '星火实验室',
      parentDepartId: roots[0].id,
      enterpriseNumber: MAIN_ENTERPRISE,
      departIdList: [roots[0].id],
    });
    expect(added.body).toMatchObject({ code: 200 });
    const after = await call(token, 'GET', `${E}/depart/tree`);
    expect(names(after.body.data as Node[])).toContain('星火实验室');
  });

  it('survives a write elsewhere (the tour flag) and expires on an edit of a member', async () => {
    const token = signInAs(ADMIN);
    const before = directoryIndex(MAIN_ENTERPRISE);
    const saved = await call(token, 'GET', `${E}/noviceGuide/save?guideType=organization&guideStatus=1`);
    expect(saved.body).toMatchObject({ code: 200 });
    expect(directoryIndex(MAIN_ENTERPRISE)).toBe(before);

    const person = staff().find((p) => p.enterpriseNumber === MAIN_ENTERPRISE && p.status === '' && !p.isCeo)!;
    const edited = await call(token, 'PUT', `${E}/admin/users`, {
      id: person.id,
      name: person.name,
      departIds: person.departIds,
      position: '首席测试官',
    });
    expect(edited.body).toMatchObject({ code: 200 });
    expect(directoryIndex(MAIN_ENTERPRISE)).not.toBe(before);
    const found = await call(token, 'POST', `${E}/admin/userSearch`, {
      enterpriseId: 'ent-1',
      keyWord: person.name,
      page: 1,
      size: 10,
    });
    expect(
      (found.body.data as { list: Array<{ id: string; position: string }> }).list.find((p) => p.id === person.id)
        ?.position,
    ).toBe('首席测试官');
  });
});
