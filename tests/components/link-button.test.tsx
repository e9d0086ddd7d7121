import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RowActions } from '@/components/list-kit/row-actions';

// A row's actions are plain buttons drawn as antd's small link buttons: they must still behave as
// antd's did (named by the row, a running call shown and not started twice, disabled and refused).

it('names each action with its row, runs it once per click, and ignores clicks while its call runs', async () => {
  const user = userEvent.setup();
  const edit = vi.fn();
  const remove = vi.fn();
  const { rerender } = render(
    <RowActions
      of="班次A"
      actions={[
        { label: '编辑', onClick: edit },
        { label: '删除', danger: true, onClick: remove },
      ]}
    />,
  );
  await user.click(screen.getByRole('button', { name: '编辑班次A' }));
  expect(edit).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: '删除班次A' }));
  expect(remove).toHaveBeenCalledTimes(1);

  rerender(<RowActions of="班次A" actions={[{ label: '删除', danger: true, loading: true, onClick: remove }]} />);
  const busy = screen.getByRole('button', { name: '删除班次A' });
  expect(busy).toHaveAttribute('aria-busy', 'true');
  await user.click(busy);
  expect(remove).toHaveBeenCalledTimes(1);
});

it('a disabled action cannot be used; a refused one says why', async () => {
  const user = userEvent.setup();
  const edit = vi.fn();
  render(
    <RowActions
      of="销售部"
      actions={[
        { label: '编辑', disabled: true, onClick: edit },
        { label: '删除', danger: true, refusedBecause: '部门下有管理范围外的成员', onClick: edit },
      ]}
    />,
  );
  expect(screen.getByRole('button', { name: '编辑销售部' })).toBeDisabled();
  const refused = screen.getByRole('button', { name: '删除销售部' });
  expect(refused).toBeDisabled();
  expect(refused).toHaveAccessibleDescription('部门下有管理范围外的成员');
  await user.click(screen.getByRole('button', { name: '编辑销售部' }));
  expect(edit).not.toHaveBeenCalled();
});
