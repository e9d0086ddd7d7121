import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRowDelete } from '@/components/list-kit/use-row-delete';
import { DialogHost } from '@/lib/feedback/dialog-host';
import { expectToasts } from '../../toasts';
import { mountToastHost } from '../../toast-host';

// The success message may say what the delete answered (a type deleted with its balances, say).

beforeEach(mountToastHost);

function Row({ remove }: { remove(name: string): Promise<{ balances: number }> }) {
  const removedOne = vi.fn();
  const del = useRowDelete<string, { balances: number }>({
    list: { removedOne },
    shown: 3,
    confirm: (name) => ({ content: `删除${name}？` }),
    remove,
    done: (name, { balances }) => `已删除 ${name} 及其 ${balances} 条余额`,
  });
  return (
    <button type="button" onClick={() => void del.ask('年假')}>
      删除年假
    </button>
  );
}

it("the success message is made from the delete's answer", async () => {
  const remove = vi.fn(() => Promise.resolve({ balances: 4 }));
  render(
    <>
      <Row remove={remove} />
      <DialogHost />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: '删除年假' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /确\s*定/ }));
  expect(remove).toHaveBeenCalledWith('年假');
  await expectToasts(['已删除 年假 及其 4 条余额']);
});
