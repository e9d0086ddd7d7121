import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { send } from '../../sandbox/send';
import { plain } from '../../sandbox/lifecycle-fixtures';
import { findRow, LONG } from '../support/dom';
import { departments } from '@/sandbox/org-tables';

// 员工信息变更 is history (docs/product.md Part D §1): a departed person's changes are still found by
// the person filter, and the person reads 已离职 beside the name as saved.
const E = '/enterprise-server';

describe('staff information changes of a person who left', { timeout: 60000 }, () => {
  it('the person filter offers the departed person; their rows say 已离职', async () => {
    const p = plain();
    const depart = departments().find((d) => d.id === p.departIds[0])!;
    expect(
      (
        await send(
          `${E}/admin/users`,
          { id: p.id, name: p.name, telephone: '', departIds: p.departIds, position: '离职前的职位' },
          { method: 'PUT' },
        )
      ).code,
    ).toBe(200);
    expect((await send(`${E}/admin/users/departure`, { ids: [p.id] })).code).toBe(200);

    const { user } = renderApp('/home/personal_information');
    await screen.findByText(/共 \d+ 条/, {}, LONG);
    await user.type(screen.getByLabelText('部门'), depart.departName);
    await user.click(await screen.findByText(depart.departName, { selector: '.ant-select-item-option-content' }));
    await user.type(screen.getByLabelText('员工'), p.name);
    await user.click(
      await screen.findByText(`${p.name}（已离职）`, { selector: '.ant-select-item-option-content' }, LONG),
    );
    expect(await screen.findByText('共 1 条', {}, LONG)).toBeInTheDocument();
    const row = await findRow('离职前的职位');
    await waitFor(() => expect(within(row).getAllByRole('cell')[0].textContent).toBe(`${p.name} 已离职`));
  });

  it("a deleted person's changes are still found by their id", async () => {
    const p = plain();
    expect(
      (
        await send(
          `${E}/admin/users`,
          { id: p.id, name: p.name, telephone: '', departIds: p.departIds, position: '删除前的职位' },
          { method: 'PUT' },
        )
      ).code,
    ).toBe(200);
    expect((await send(`${E}/admin/users/delete`, { ids: [p.id] })).code).toBe(200);
    const found = await send(`${E}/departUserAdvancedSearch`, {
      userId: p.id,
      keyword: '',
      startTime: '',
      endTime: '',
      page: 1,
      size: 10,
    });
    expect(found).toMatchObject({ code: 200, data: { total: 1, list: [{ staffId: p.id, newValue: '删除前的职位' }] } });
  });
});
