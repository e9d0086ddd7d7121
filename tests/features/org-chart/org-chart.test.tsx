import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { confirmOk, findButton, LONG } from '../support/dom';
import { departments } from '@/sandbox/org-tables';
import { failNext } from '@/sandbox/faults';
import { useSession } from '@/stores/session';

const dept = (name: string) => departments().find((d) => d.departName === name)!;

async function chooseParent(user: ReturnType<typeof userEvent.setup>, name: string) {
  const picker = screen.getByLabelText('新的上级部门');
  await user.click(picker);
  await user.type(picker, name);
  const options = await screen.findAllByText(
    name,
    { selector: '.ant-select-tree-title, .ant-select-tree-title *' },
    LONG,
  );
  await user.click(options[options.length - 1]);
}

async function open() {
  renderApp('/home/organization_chart');
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await screen.findByText(/^行政部（\d+）$/, {}, LONG);
  return user;
}

describe('org chart adjustment', { timeout: 45000 }, () => {
  it('shows the chart around the chosen department and moves it under a new parent', async () => {
    const user = await open();
    await user.click(screen.getByText(/^行政部（\d+）$/));
    const chart = screen.getByLabelText('组织架构图');
    expect(within(chart).getByText('联创未来科技有限公司')).toBeInTheDocument();
    await chooseParent(user, '财务部');
    await user.click(await findButton('确定调整'));
    expect(await screen.findByText('确定将“行政部”调整到“财务部”下吗？')).toBeInTheDocument();
    await user.click(await confirmOk());
    expect(await screen.findByText('部门已调整')).toBeInTheDocument();
    expect(dept('行政部').parentDepartId).toBe(dept('财务部').id);
  });

  it('moves the chart to a department by its box, with the keyboard too', async () => {
    const user = await open();
    const chart = screen.getByLabelText('组织架构图');
    expect(within(chart).getByRole('button', { current: true })).toHaveAccessibleName(/^联创未来科技有限公司/);
    within(chart)
      .getByRole('button', { name: /^行政部/ })
      .focus();
    await user.keyboard('{Enter}');
    expect(within(chart).getByRole('button', { current: true })).toHaveAccessibleName(/^行政部/);
    // its parent above it, to go back by
    expect(within(chart).getByRole('button', { name: /^联创未来科技有限公司/ })).not.toHaveAttribute('aria-current');
  });

  it('shows 调整部门失败 with the reason when the move is refused', async () => {
    failNext('/depart/move', { code: 500, message: '目标部门下已存在同名部门' });
    const user = await open();
    await user.click(screen.getByText(/^行政部（\d+）$/));
    await chooseParent(user, '财务部');
    await user.click(await findButton('确定调整'));
    await user.click(await confirmOk());
    expect(await screen.findByText('调整部门失败：目标部门下已存在同名部门')).toBeInTheDocument();
    expect(dept('行政部').parentDepartId).toBe(dept('联创未来科技有限公司').id);
  });

  it('the sandbox never creates a cycle', async () => {
    await open();
    const res = await fetch('http://localhost/enterprise-server/depart/move', {
      method: 'PUT',
      headers: { token: useSession.getState().token!, 'content-type': 'application/json' },
      body: JSON.stringify({ departId: dept('研发中心').id, parentDepartId: dept('前端开发组').id }),
    });
    expect(await res.json()).toMatchObject({ code: 500, message: '不能将部门移动到其自身或其下级部门' });
    expect(dept('研发中心').parentDepartId).toBe(dept('联创未来科技有限公司').id);
  });
});
