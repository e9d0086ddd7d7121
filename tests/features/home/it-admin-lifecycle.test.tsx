import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp, signInAs } from '../../render-app';
import { call } from '../../sandbox/call';
import { server } from '@/sandbox/node';
import { guideRows, itAdminRows } from '@/sandbox/seed/modules/home';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import { useSession } from '@/stores/session';
import { findRow, LONG } from '../support/dom';
import { fastUser, fill } from '../fill';

// IT administrators and the lifecycle of people (docs/product.md Part D §2): a leaver's place is
// given to the receiver or ends, so the list shows every one the limit of 10 counts; one still
// listed after leaving (data kept from before the rules) is named with 已离职 and can be removed;
// a choice that names someone who left since the picker opened is saved without them.
const quietHome = () => {
  guideRows().push({ lenovoId: '10000001', guideType: 'home', guideStatus: 1 });
  server.use(
    http.get('*/enterprise-server/v4/depart/searchMyTreeV1', () =>
      HttpResponse.json({ code: 200, data: [], message: '成功' }),
    ),
  );
};
const card = async () => (await screen.findByText('IT管理员', {}, LONG)).closest('.ant-card') as HTMLElement;
const depart = (id: string) =>
  call(useSession.getState().token ?? signInAs(), 'POST', '/enterprise-server/admin/users/departure', { ids: [id] });
const seeded = () => staffOf(E).find((p) => p.lenovoId === itAdminRows()[0].lenovoId)!;
/** Active people with a name no one else's contains, not IT administrators. */
const distinct = () => {
  const people = staffOf(E).filter((p) => p.status === '' && !p.isCeo && !p.lenovoId.startsWith('1000'));
  return people.filter(
    (p) =>
      !itAdminRows().some((r) => r.lenovoId === p.lenovoId) &&
      people.filter((q) => q.name.includes(p.name)).length === 1,
  );
};
const mine = () =>
  itAdminRows()
    .filter((r) => r.enterpriseNumber === E)
    .map((r) => r.lenovoId);

async function pick(user: ReturnType<typeof fastUser>, dialog: HTMLElement, name: string) {
  await fill(user, within(dialog).getByLabelText('搜索企业成员'), name);
  await user.click(await within(dialog).findByLabelText(new RegExp(`^${name} `), {}, LONG));
}

describe('IT administrators who leave', { timeout: 60000 }, () => {
  beforeEach(quietHome);

  it('one who left is no longer counted against the limit of 10', async () => {
    const [target, ...others] = distinct();
    itAdminRows().push(
      ...others
        .slice(0, 9)
        .map((p) => ({ enterpriseNumber: E, lenovoId: p.lenovoId, createTime: '2026-01-01 09:00:00' })),
    );
    signInAs();
    expect((await depart(seeded().id)).body.code).toBe(200);
    renderApp();
    const user = fastUser();
    await user.click(within(await card()).getByText('添加IT管理员'));
    const dialog = (await screen.findByText('添加IT管理员', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    await pick(user, dialog, target.name);
    await user.click(within(dialog).getByText('确定'));
    expect(await screen.findByText('该企业IT管理员添加成功', {}, LONG)).toBeInTheDocument();
    // the header row and the 10 IT administrators
    await waitFor(
      () =>
        expect(within(document.querySelector('#home-it-admins') as HTMLElement).getAllByRole('row')).toHaveLength(11),
      LONG,
    );
  });

  it('one kept from before the rules is named with 已离职 and can be removed', async () => {
    const gone = staffOf(E).find((p) => p.status === 'departure')!;
    itAdminRows().push({ enterpriseNumber: E, lenovoId: gone.lenovoId, createTime: '2026-01-01 09:00:00' });
    renderApp();
    const user = fastUser();
    await card();
    const row = await findRow(gone.name, LONG.timeout);
    await waitFor(() => expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(`${gone.name} 已离职`), LONG);
    await user.click(within(row).getByLabelText(`删除${gone.name}`));
    await user.click(await screen.findByText('确定'));
    expect(await screen.findByText('该企业IT管理员已删除', {}, LONG)).toBeInTheDocument();
    expect(mine()).not.toContain(gone.lenovoId);
  });

  it('a choice naming someone who left since the picker opened is saved without them', async () => {
    const [stay, leave] = distinct();
    renderApp();
    const user = fastUser();
    await user.click(within(await card()).getByText('添加IT管理员'));
    const dialog = (await screen.findByText('添加IT管理员', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    await pick(user, dialog, stay.name);
    await pick(user, dialog, leave.name);
    expect((await depart(leave.id)).body.code).toBe(200);
    await user.click(within(dialog).getByText('确定'));
    expect(await screen.findByText('该企业IT管理员添加成功', {}, LONG)).toBeInTheDocument();
    expect(mine()).toContain(stay.lenovoId);
    expect(mine()).not.toContain(leave.lenovoId);
  });
});
