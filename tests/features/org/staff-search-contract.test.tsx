import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInAs } from '../../render-app';
import { findButton, findDialog, LONG } from '../support/dom';
import { recordRequests } from '../support/requests';
import { departments, staff } from '@/sandbox/org-tables';
import { findEnterprise } from '@/sandbox/core-tables';
import { MAIN_ENTERPRISE, SECOND_ENTERPRISE } from '@/sandbox/seed/core';

// admin-modules §7: the staff searches send exactly the spec's fields (plus the documented `status`
// where a page needs another set than the default); the sandbox requires the caller's enterpriseId.

const MAIN_ID = findEnterprise(MAIN_ENTERPRISE)!.id;
const root = () => departments().find((d) => d.enterpriseNumber === MAIN_ENTERPRISE && d.parentDepartId === '0')!;
const active = (e = MAIN_ENTERPRISE) => staff().filter((p) => p.enterpriseNumber === e && p.status !== 'departure');

/** Bodies of the staff-search calls the console makes, in order. */
function captureSearches() {
  const requests = recordRequests();
  return () =>
    requests.all
      .filter((r) => r.path.endsWith('/admin/userSearch') || r.path.endsWith('/admin/userAdvancedSearch'))
      .map((r) => ({ path: r.path.replace('/enterprise-server', ''), body: r.body as Record<string, unknown> }));
}

async function search(body: Record<string, unknown>, path = '/admin/userSearch', token = signInAs()) {
  const res = await fetch(`http://localhost/enterprise-server${path}`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; message: string; data: { total: number; list: Array<{ id: string }> } };
}

describe('staff search contract', { timeout: 45000 }, () => {
  it('the organisation page sends userSearch with exactly departId, enterpriseId, page, size, keyWord, position', async () => {
    const searches = captureSearches();
    renderApp('/home/organization');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await screen.findByText(`共 ${active().length} 人`, {}, LONG);
    expect(searches().at(-1)).toEqual({
      path: '/admin/userSearch',
      body: { departId: '', enterpriseId: MAIN_ID, page: 1, size: 10, keyWord: '', position: '' },
    });

    await user.type(screen.getByLabelText('搜索员工'), '王芳');
    await waitFor(() =>
      expect(searches().at(-1)!.body).toEqual({
        departId: '',
        enterpriseId: MAIN_ID,
        page: 1,
        size: 10,
        keyWord: '王芳',
        position: '',
      }),
    );

    // the documented extension: a status other than the default (on the job)
    await user.click(within(screen.getByLabelText('员工状态')).getByText('离职'));
    await waitFor(() =>
      expect(searches().at(-1)!.body).toEqual({
        departId: '',
        enterpriseId: MAIN_ID,
        page: 1,
        size: 10,
        keyWord: '王芳',
        position: '',
        status: 'departure',
      }),
    );
  });

  it('advanced search sends userAdvancedSearch with enterpriseId and its fields', async () => {
    const searches = captureSearches();
    renderApp('/home/organization');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await screen.findByText(`共 ${active().length} 人`, {}, LONG);
    await user.click(await findButton('高级搜索'));
    const dialog = await findDialog('高级搜索');
    await user.type(within(dialog).getByLabelText('职位'), '工程师');
    await user.click(await findButton('搜索', dialog));
    // the advanced search's own call (a list refetch may land after it on a loaded machine)
    await waitFor(
      () =>
        expect(
          searches()
            .filter((b) => b.path === '/admin/userAdvancedSearch')
            .at(-1),
        ).toEqual({
          path: '/admin/userAdvancedSearch',
          body: {
            enterpriseId: MAIN_ID,
            page: 1,
            size: 10,
            name: '',
            position: '工程师',
            telephone: '',
            email: '',
            departId: root().id,
          },
        }),
      LONG,
    ); // seen slower than 5 s once in a full run on a loaded machine
  });

  it('the nucList page adds only the documented status to userSearch', async () => {
    const searches = captureSearches();
    renderApp('/home/organization/nucList');
    const unactivated = staff().filter((p) => p.enterpriseNumber === MAIN_ENTERPRISE && p.status === 'unactivated');
    await screen.findByText(`共 ${unactivated.length} 人`, {}, LONG);
    const expected = (size: number) => ({
      path: '/admin/userSearch',
      body: { departId: '', enterpriseId: MAIN_ID, page: 1, size, keyWord: '', position: '', status: 'unactivated' },
    });
    expect(searches()).toContainEqual(expected(10)); // the list
    expect(searches()).toContainEqual(expected(1)); // the tab count
    expect(
      searches().every(
        (b) =>
          b.path === '/admin/userSearch' &&
          Object.keys(b.body).sort().join() === 'departId,enterpriseId,keyWord,page,position,size,status',
      ),
    ).toBe(true);
  });

  it('the sandbox refuses a search without enterpriseId or for another enterprise', async () => {
    for (const path of ['/admin/userSearch', '/admin/userAdvancedSearch']) {
      const missing = await search({ page: 1, size: 10 }, path);
      expect(missing).toMatchObject({ code: 400, message: '参数enterpriseId不能为空' });
      // 张伟 also administers the second enterprise, but his session is in the first
      const foreign = await search({ enterpriseId: findEnterprise(SECOND_ENTERPRISE)!.id, page: 1, size: 10 }, path);
      expect(foreign).toMatchObject({ code: 403, message: '无权查看其他企业的员工' });
    }
  });

  it('the sandbox answers only the people of the asked enterprise', async () => {
    const own = await search({ departId: '', enterpriseId: MAIN_ID, page: 1, size: 500, keyWord: '', position: '' });
    expect(own.code).toBe(200);
    expect(own.data.total).toBe(active().length);
    const ids = new Set(active().map((p) => p.id));
    expect(own.data.list.every((p) => ids.has(p.id))).toBe(true);
    const stranger = active(SECOND_ENTERPRISE)[0];
    const other = await search({
      departId: '',
      enterpriseId: MAIN_ID,
      page: 1,
      size: 10,
      keyWord: stranger.telephone,
      position: '',
    });
    expect(other.data.total).toBe(0);
  });
});
