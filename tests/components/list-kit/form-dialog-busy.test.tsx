import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { FormDialog } from '@/components/list-kit/form-dialog';

// busyText: a long save waits under a spinner that says so, and the dialog cannot be closed
// meanwhile (the call would go on behind a closed dialog).

function Dialog({ save, onClose, busyText }: { save(): Promise<void>; onClose(): void; busyText?: string }) {
  const [form] = Form.useForm<{ name: string }>();
  return (
    <FormDialog title="授予" okText="授予" form={form} save={save} onClose={onClose} busyText={busyText}>
      <Form.Item name="name" label="名称">
        <Input />
      </Form.Item>
    </FormDialog>
  );
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

it('with busyText: while saving, the text shows and 取消 and × do not close', async () => {
  const call = deferred();
  const onClose = vi.fn();
  render(<Dialog save={() => call.promise} onClose={onClose} busyText="正在授予，请稍候…" />);
  await userEvent.click(screen.getByRole('button', { name: /授\s*予/ }));
  expect(await screen.findByText('正在授予，请稍候…')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /取\s*消/ })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  await userEvent.keyboard('{Escape}');
  expect(onClose).not.toHaveBeenCalled();
  call.resolve();
  await waitFor(() => expect(screen.getByRole('button', { name: /取\s*消/ })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('without busyText: 取消 can be pressed while a save runs', async () => {
  const call = deferred();
  const onClose = vi.fn();
  function Host() {
    const [open, setOpen] = useState(true);
    return open ? <Dialog save={() => call.promise} onClose={() => (onClose(), setOpen(false))} /> : null;
  }
  render(<Host />);
  await userEvent.click(screen.getByRole('button', { name: /授\s*予/ }));
  await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
  expect(onClose).toHaveBeenCalledTimes(1);
  call.resolve();
});
