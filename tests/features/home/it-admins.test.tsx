import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../render-app';
import { server } from '@/sandbox/node';
import { failNext } from '@/sandbox/faults';
import { guideRows, itAdminRows } from '@/sandbox/seed/modules/home';
import { staffOf } from '@/sandbox/org-tables';
import { fastUser, fill, SLOW } from '../fill';

const quietHome = () => {
  guideRows().push({ lenovoId: '10000001', guideType: 'home', guideStatus: 1 });
  server.use(
    http.get('*/enterprise-server/v4/depart/searchMyTreeV1', () =>
      HttpResponse.json({ code: 200, data: [], message: '成功' }),
    ),
  );
};
const card = async () => (await screen.findByText('IT管理员', {}, SLOW)).closest('.ant-card') as HTMLElement;

describe('home: IT administrators', () => {
  beforeEach(quietHome);

  it('adds an IT administrator found by name: 该企业IT管理员添加成功', async () => {
    const people = staffOf('E20260001').filter((s) => s.status === '');
    const target = people.find(
      (s) =>
        s.lenovoId !== '20000005' && s.name.length === 3 && people.filter((p) => p.name.includes(s.name)).length === 1,
    )!;
    renderApp();
    const user = fastUser();
    await user.click(within(await card()).getByText('添加IT管理员'));
    const dialog = (await screen.findByText('添加IT管理员', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    await fill(user, within(dialog).getByLabelText('搜索企业成员'), target.name);
    // busy from the first key: a click cannot land on a row the results are about to replace
    expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
    await waitFor(() => expect(dialog.querySelector('[aria-busy="true"]')).toBeNull(), SLOW);
    await user.click(within(dialog).getByLabelText(new RegExp(`^${target.name} `)));
    await user.click(within(dialog).getByText('确定'));
    expect(await screen.findByText('该企业IT管理员添加成功', {}, SLOW)).toBeInTheDocument();
    expect(await within(await card()).findByText(target.name, {}, SLOW)).toBeInTheDocument();
    expect(itAdminRows().some((r) => r.lenovoId === target.lenovoId)).toBe(true);
  }, 45000);

  it('removes one after confirmation: 该企业IT管理员已删除, and reloads even when the removal fails', async () => {
    const seeded = staffOf('E20260001').find((s) => s.lenovoId === '20000005')!;
    renderApp();
    const user = fastUser();
    const list = await card();
    await within(list).findByText(seeded.name, {}, SLOW);
    failNext('/admin/removeItAdmin', { code: 500, message: '删除失败' });
    await user.click(within(list).getByLabelText(`删除${seeded.name}`));
    await user.click(await screen.findByText('确定'));
    // failure: silently ignored, list reloaded, no success text
    await waitFor(() => expect(within(list).getByText(seeded.name)).toBeInTheDocument());
    expect(screen.queryByText('该企业IT管理员已删除')).not.toBeInTheDocument();
    expect(screen.queryByText('删除失败')).not.toBeInTheDocument();
    await user.click(within(list).getByLabelText(`删除${seeded.name}`));
    await user.click((await screen.findAllByText('确定')).at(-1)!);
    expect(await screen.findByText('该企业IT管理员已删除', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText(seeded.name)).not.toBeInTheDocument());
  }, 45000);
});
