import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { SCOPED_ADMIN } from '../../sign-in';
import { chooseBatch, findButton, findDialog, findRow, LONG } from '../support/dom';
import { herCover, inside } from '../../sandbox/scope-fixtures';
import { departmentsOf, staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';

/** A department and every department below it, from the seed. */
function below(name: string) {
  const deps = departmentsOf(MAIN_ENTERPRISE);
  const ids = new Set([deps.find((d) => d.departName === name)!.id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const d of deps) if (ids.has(d.parentDepartId) && !ids.has(d.id)) grew = !!ids.add(d.id);
  }
  return ids;
}

/** Active people of hers in the department and below it, from the seed. */
const staffUnder = (name: string) =>
  inside().filter((p) => p.status !== 'departure' && p.departIds.some((id) => below(name).has(id))).length;

describe('organisation page for a scoped administrator', { timeout: 45000 }, () => {
  it('shows the scope and the tree rooted at its departments, with no enterprise root and no 设置 of the CEO', async () => {
    renderApp('/home/organization', { as: SCOPED_ADMIN });
    const tree = await screen.findByRole('tree', {}, LONG);
    await within(tree).findByText('销售部', {}, LONG);
    expect(await screen.findByText(/^管理范围：/, {}, LONG)).toHaveTextContent('管理范围：销售部、市场部');
    // both roots open: their sub-departments show
    expect(within(tree).getByText('华北大区')).toBeInTheDocument();
    expect(within(tree).getByText('品牌组')).toBeInTheDocument();
    expect(within(tree).queryByText('联创未来科技有限公司')).not.toBeInTheDocument();
    expect(within(tree).queryByText('研发中心')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^企业负责人：/)).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^(设置|更换)$/ })).not.toBeInTheDocument();
  });

  it('a department of hers lists its own staff total, and the enterprise head is named though outside her scope', async () => {
    const head = staffOf(MAIN_ENTERPRISE).find((p) => p.isCeo)!;
    expect(herCover().staffIds.has(head.id)).toBe(false);
    const { user } = renderApp('/home/organization', { as: SCOPED_ADMIN });
    const tree = await screen.findByRole('tree', {}, LONG);
    const market = staffUnder('市场部');
    const sales = staffUnder('销售部');
    expect(market).not.toBe(sales);
    await user.click(await within(tree).findByText('市场部', {}, LONG));
    expect(await screen.findByText(`共 ${market} 人`, {}, LONG)).toBeInTheDocument();
    await user.click(within(tree).getByText('销售部'));
    expect(await screen.findByText(`共 ${sales} 人`, {}, LONG)).toBeInTheDocument();
    const line = screen.getByText(/^企业负责人：/).parentElement!;
    await waitFor(() => expect(line).toHaveTextContent(`企业负责人：${head.name}（管理范围外）`), LONG);
    expect(line).not.toHaveTextContent('未设置');
  });

  it('调整部门 of someone chosen under 市场部 keeps their department outside her scope', async () => {
    const market = below('市场部');
    const person = inside().find(
      (p) =>
        p.status === '' &&
        p.departIds.some((id) => market.has(id)) &&
        p.departIds.some((id) => !herCover().departments.has(id)),
    )!;
    const elsewhere = person.departIds.filter((id) => !herCover().departments.has(id));
    const { user } = renderApp('/home/organization', { as: SCOPED_ADMIN });
    const tree = await screen.findByRole('tree', {}, LONG);
    await user.click(await within(tree).findByText('市场部', {}, LONG));
    await screen.findByText(`共 ${staffUnder('市场部')} 人`, {}, LONG);
    await user.type(screen.getByLabelText('搜索员工'), person.telephone);
    await screen.findByText('共 1 人', {}, LONG);
    await user.click(within(await findRow(person.telephone, 8000)).getByRole('checkbox'));
    await chooseBatch(user, '调整部门');
    const dialog = await findDialog('调整部门（1人）');
    const picker = within(dialog).getByLabelText('目标部门');
    await user.click(picker);
    await user.type(picker, '品牌组');
    const options = await screen.findAllByText(
      '品牌组',
      { selector: '.ant-select-tree-title, .ant-select-tree-title *' },
      LONG,
    );
    await user.click(options[options.length - 1]);
    await user.click(await findButton('确定', dialog));
    expect(await screen.findByText('部门已调整', {}, LONG)).toBeInTheDocument();
    const now = staffOf(MAIN_ENTERPRISE).find((p) => p.id === person.id)!.departIds;
    expect(now).toEqual(
      expect.arrayContaining([...elsewhere, departmentsOf(MAIN_ENTERPRISE).find((d) => d.departName === '品牌组')!.id]),
    );
  });

  it('编辑 of someone also in a department outside her scope says it is kept, and 保存 keeps it', async () => {
    const person = staffOf(MAIN_ENTERPRISE).find((p) => p.name === '侯明海')!;
    const elsewhere = person.departIds.filter((id) => !herCover().departments.has(id));
    expect(elsewhere).toHaveLength(1);
    const { user } = renderApp('/home/organization', { as: SCOPED_ADMIN });
    const tree = await screen.findByRole('tree', {}, LONG);
    await user.click(await within(tree).findByText('销售部', {}, LONG));
    await screen.findByText(`共 ${staffUnder('销售部')} 人`, {}, LONG);
    await user.type(screen.getByLabelText('搜索员工'), person.telephone);
    await screen.findByText('共 1 人', {}, LONG);
    await user.click(await findButton(`编辑${person.name}`, document.body, 8000));
    const drawer = await findDialog(`编辑员工：${person.name}`, 8000);
    expect(within(drawer).getByRole('note')).toHaveTextContent('另有 1 个部门不在您的管理范围内，保存时保持不变');
    await user.click(await findButton('保存', drawer));
    expect(await screen.findByText('员工信息已保存', {}, LONG)).toBeInTheDocument();
    expect(staffOf(MAIN_ENTERPRISE).find((p) => p.id === person.id)!.departIds).toEqual(person.departIds);
  });

  it('the department picker offers her departments as roots, each open, with nothing above them', async () => {
    const { user } = renderApp('/home/organization', { as: SCOPED_ADMIN });
    await within(await screen.findByRole('tree', {}, LONG)).findByText('销售部', {}, LONG);
    await user.click(await findButton('添加部门'));
    const dialog = await findDialog('添加部门');
    await user.click(within(dialog).getByLabelText('上级部门'));
    const titles = () =>
      [...document.querySelectorAll('.ant-select-tree-treenode .ant-select-tree-title')].map((n) => n.textContent);
    await waitFor(() => expect(titles()).toContain('品牌组'), LONG);
    expect(titles()).toContain('华北大区');
    expect(titles()).not.toContain('联创未来科技有限公司');
  });

  it('an administrator of the whole enterprise sees no scope line and may set the CEO', async () => {
    renderApp('/home/organization');
    await within(await screen.findByRole('tree', {}, LONG)).findByText('研发中心', {}, LONG);
    expect(await screen.findByRole('button', { name: '更换' }, LONG)).toBeInTheDocument();
    expect(screen.queryByText(/^管理范围：/)).not.toBeInTheDocument();
  });
});
