import { screen, waitFor, within } from '@testing-library/react';
import { findDialog, LONG } from '../support/dom';
import { deptId, fakePlans, planChange, renderEditor } from './plan-editor-harness';

// The plan editor by keyboard alone, and what a screen reader announces: every control's accessible
// name starts with the text it shows (WCAG 2.5.3, label in name).

async function open() {
  const user = renderEditor();
  await screen.findByText(/^联创未来科技有限公司（/, {}, LONG);
  return user;
}

const norm = (s: string | null) => (s ?? '').replace(/\s+/g, '');

describe('plan editor: keyboard and names', { timeout: 45000 }, () => {
  it('selects a department in the tree and records a rename without a pointer', async () => {
    const plans = fakePlans();
    const user = await open();
    const tree = screen.getByRole('tree', { name: '调整后的组织架构' });
    tree.focus();
    // 联创未来科技有限公司, then its first department 总经办
    await user.keyboard('{Home}{ArrowDown}[Space]');
    const panel = await screen.findByRole('region', { name: '部门：总经办' });
    within(panel).getByRole('button', { name: '重命名' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await findDialog('重命名“总经办”');
    const field = within(dialog).getByLabelText('部门名称');
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('{Control>}a{/Control}总裁办{Enter}');
    await waitFor(() => expect(plans.sent.changes).toHaveLength(1));
    expect(plans.sent.changes).toEqual([{ kind: 'rename', departId: deptId('总经办'), departName: '总裁办' }]);
  });

  it('names every control by the text it shows', async () => {
    fakePlans((r) =>
      r.plan.changes.push(
        planChange({ kind: 'rename', departId: deptId('行政部'), departName: '综合部' }, '将“行政部”更名为“综合部”'),
      ),
    );
    const user = await open();
    await user.click(screen.getByText(/^行政部（/));
    await screen.findByRole('region', { name: '部门：行政部' });
    await screen.findByRole('button', { name: /^撤销此项/ });
    const controls = [
      ...screen.getAllByRole('button'),
      ...screen.getAllByRole('switch'),
      ...screen.getAllByRole('radio'),
      ...screen.getAllByRole('checkbox'),
    ];
    expect(controls.length).toBeGreaterThan(10);
    for (const el of controls) {
      const shown = norm(el.textContent) || norm(el.closest('label')?.textContent ?? '');
      if (!shown) continue;
      const name = norm(el.getAttribute('aria-label') ?? shown);
      expect(name.startsWith(shown), `${name} starts with ${shown}`).toBe(true);
    }
    expect(screen.getByRole('switch', { name: '仅看有调整的部门' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '撤销此项：将“行政部”更名为“综合部”' })).toBeInTheDocument();
  });
});
