import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { FormDialog } from '@/components/list-kit/form-dialog';
import { ApiError } from '@/lib/http/errors';

// A create/edit dialog whose save is slow: 保存 runs once, and with lockWhileSaving the dialog
// cannot be closed under the running save, so a save that fails still shows what was typed.

interface Values {
  name: string;
}

function Dialog(props: { save(v: Values): Promise<unknown>; onClose(): void; lockWhileSaving?: boolean }) {
  const [form] = Form.useForm<Values>();
  return (
    <FormDialog title="新增分组" form={form} initialValues={{ name: '' }} {...props}>
      <Form.Item name="name" label="名称">
        <Input />
      </Form.Item>
    </FormDialog>
  );
}

/** A save that runs until the test settles it. */
function slowSave() {
  let settle: { resolve(): void; reject(e: unknown): void } = { resolve: () => {}, reject: () => {} };
  const save = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { save, settle: () => settle };
}

const cancelButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /取\s*消/ });

it('lockWhileSaving: 取消, × and Esc do nothing while the save runs; a failed save leaves the typing in place', async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  const { save, settle } = slowSave();
  render(<Dialog save={save} onClose={onClose} lockWhileSaving />);
  const dialog = screen.getByRole('dialog', { name: '新增分组' });
  await user.type(within(dialog).getByLabelText('名称'), '财务组');
  await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(save).toHaveBeenCalledWith({ name: '财务组' }));
  expect(cancelButton(dialog)).toBeDisabled();
  expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  await user.keyboard('{Escape}');
  expect(onClose).not.toHaveBeenCalled();

  settle().reject(new ApiError('server', '名称已存在'));
  await waitFor(() => expect(cancelButton(dialog)).toBeEnabled());
  expect(within(dialog).getByLabelText('名称')).toHaveValue('财务组');
  await user.click(cancelButton(dialog));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(save).toHaveBeenCalledTimes(1);
});

it('by default 取消 stays on while the save runs', async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  const { save } = slowSave();
  render(<Dialog save={save} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: '新增分组' });
  await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(save).toHaveBeenCalled());
  await user.click(cancelButton(dialog));
  expect(onClose).toHaveBeenCalledTimes(1);
});
