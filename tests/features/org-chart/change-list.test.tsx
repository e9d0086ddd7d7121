import { act, screen, waitFor, within } from '@testing-library/react';
import { LONG } from '../support/dom';
import { deptId, fakePlans, focusRef, planChange, renderEditor, staffId } from './plan-editor-harness';

// 调整记录: every change of the plan with who and when, filtered by kind, each undone on its own
// (docs/assumed-contract.md "Restructure plans", The console).

function withChanges() {
  return fakePlans((r) => {
    r.plan.changes.push(
      planChange({ kind: 'rename', departId: deptId('行政部'), departName: '综合部' }, '将“行政部”更名为“综合部”'),
      planChange(
        { kind: 'merge', departId: deptId('华南大区'), targetId: deptId('华东大区') },
        '将“华南大区”合并到“华东大区”',
      ),
      planChange(
        {
          kind: 'moveStaff',
          staffIds: [staffId('贺军')],
          fromDepartId: deptId('财务部'),
          toDepartId: deptId('总经办'),
        },
        '将贺军从“财务部”调到“总经办”',
      ),
    );
    r.people.push({
      staffId: staffId('贺军'),
      name: '贺军',
      beforeDepartIds: [deptId('财务部')],
      afterDepartIds: [deptId('总经办')],
      changeIds: ['c-将贺军从“财务部”调到“总经办”'],
    });
    const south = r.departments.find((d) => d.id === deptId('华南大区'))!;
    Object.assign(south, { gone: true, mergedInto: deptId('华东大区'), marks: ['merged'] });
  });
}

async function open() {
  const user = renderEditor();
  await screen.findByText(/^联创未来科技有限公司（/, {}, LONG);
  return { user, list: await screen.findByRole('region', { name: '调整记录' }) };
}

const items = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('listitem')
    .map((li) => li.textContent ?? '');

describe('plan editor: the change list', { timeout: 45000 }, () => {
  it('lists every change in order with who and when, and the people moved by name', async () => {
    withChanges();
    const { list } = await open();
    await waitFor(() => expect(items(list)).toHaveLength(3));
    expect(items(list)[0]).toContain('部门更名 将“行政部”更名为“综合部”');
    expect(items(list)[2]).toContain('人员调动 将贺军从“财务部”调到“总经办”');
    await waitFor(() => expect(items(list).filter((t) => t.includes('王芳 · 2026-11-21 10:30:00'))).toHaveLength(3));
    const moved = screen.getByRole('region', { name: '人员调动' });
    await waitFor(() => expect(moved.textContent).toContain('贺军：财务部 → 总经办'));
  });

  it('says 暂无调整 for a plan without changes', async () => {
    fakePlans();
    const { list } = await open();
    expect(within(list).getByText('暂无调整')).toBeInTheDocument();
  });

  it('filters by kind', async () => {
    withChanges();
    const { user, list } = await open();
    await waitFor(() => expect(items(list)).toHaveLength(3));
    await user.click(within(list).getByRole('radio', { name: '合并部门' }));
    expect(items(list)).toHaveLength(1);
    expect(items(list)[0]).toContain('将“华南大区”合并到“华东大区”');
    await user.click(within(list).getByRole('radio', { name: '新建部门' }));
    expect(within(list).getByText('暂无调整')).toBeInTheDocument();
    await user.click(within(list).getByRole('radio', { name: '全部' }));
    expect(items(list)).toHaveLength(3);
  });

  it('撤销此项 takes that one change out of the plan, and the list reads again', async () => {
    const plans = withChanges();
    const { user, list } = await open();
    await waitFor(() => expect(items(list)).toHaveLength(3));
    await user.click(within(list).getByRole('button', { name: '撤销此项：将“华南大区”合并到“华东大区”' }));
    await waitFor(() => expect(items(list)).toHaveLength(2));
    expect(plans.sent.undone).toEqual(['c-将“华南大区”合并到“华东大区”']);
    expect(await screen.findByText('已撤销该项调整')).toBeInTheDocument();
    expect(items(list).join()).not.toContain('华南大区');
  });

  it('a problem’s link selects its department and marks its change, even under another filter', async () => {
    withChanges();
    const { user, list } = await open();
    await waitFor(() => expect(items(list)).toHaveLength(3));
    await user.click(within(list).getByRole('radio', { name: '部门更名' }));
    act(() => focusRef.set?.({ departId: deptId('华南大区'), changeId: 'c-将“华南大区”合并到“华东大区”', seq: 1 }));
    const panel = await screen.findByRole('region', { name: '部门：华南大区' });
    expect(within(panel).getByText('已合并到“华东大区”')).toBeInTheDocument();
    // the way to it is open in the chart
    expect(await screen.findByText('华南大区', { selector: '.ant-tree del, .ant-tree del *' })).toBeInTheDocument();
    const current = within(list)
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('aria-current'));
    expect(current?.textContent).toContain('将“华南大区”合并到“华东大区”');
    expect(items(list)).toHaveLength(3);
  });

  it('a plan that is no longer a draft lists its changes without 撤销此项', async () => {
    withChanges().review.plan.status = 'applied';
    const { list } = await open();
    await waitFor(() => expect(items(list)).toHaveLength(3));
    expect(within(list).queryByRole('button', { name: /^撤销此项/ })).toBeNull();
  });

  it('shows 20 changes a page; a problem’s link to a later change turns the list to its page', async () => {
    fakePlans((r) => {
      for (let i = 1; i <= 25; i++)
        r.plan.changes.push(
          planChange({ kind: 'rename', departId: deptId('行政部'), departName: `综合部${i}` }, `更名第${i}次`),
        );
    });
    const { user, list } = await open();
    const shown = () => within(within(list).getByRole('list', { name: '调整项' })).getAllByRole('listitem');
    await waitFor(() => expect(shown()).toHaveLength(20));
    expect(shown()[0].textContent).toContain('更名第1次');
    await user.click(within(list).getByRole('listitem', { name: '2' }));
    expect(shown()).toHaveLength(5);
    expect(shown()[0].textContent).toContain('更名第21次');
    await user.click(within(list).getByRole('listitem', { name: '1' }));
    act(() => focusRef.set?.({ departId: deptId('行政部'), changeId: 'c-更名第23次', seq: 1 }));
    await waitFor(() => expect(shown()).toHaveLength(5));
    expect(shown().find((li) => li.getAttribute('aria-current'))?.textContent).toContain('更名第23次');
  });
});
