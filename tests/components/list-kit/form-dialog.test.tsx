import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { FormDialog } from '@/components/list-kit/form-dialog';

// FormDialog's optional lock while saving and its values-change hook: a locked dialog cannot be
// closed until its save settles; an unlocked one (the default) can.

function Dialog(props: {
  lock?: boolean;
  save(v: { name: string }): Promise<void>;
  onClose(): void;
  onChange?: () => void;
}) {
  const [form] = Form.useForm<{ name: string }>();
  return (
    <FormDialog
      title="编辑"
      form={form}
      initialValues={{ name: '甲' }}
      save={props.save}
      onClose={props.onClose}
      lockWhileSaving={props.lock}
      onValuesChange={props.onChange}
    >
      <Form.Item name="name" label="名称">
        <Input />
      </Form.Item>
    </FormDialog>
  );
}

const pendingSave = () => {
  let finish = () => {};
  const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  return { save, finish: () => finish() };
};

it('locked while saving: 取消 disabled, no ×, Esc ignored; open to closing again once the save settles', async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  const { save, finish } = pendingSave();
  render(<Dialog lock save={save} onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(save).toHaveBeenCalledWith({ name: '甲' }));
  expect(screen.getByRole('button', { name: /取\s*消/ })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  await user.keyboard('{Escape}');
  expect(onClose).not.toHaveBeenCalled();
  await act(async () => finish());
  await waitFor(() => expect(screen.getByRole('button', { name: /取\s*消/ })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: /取\s*消/ }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('not locked by default: 取消 closes while the save runs', async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  const { save } = pendingSave();
  render(<Dialog save={save} onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(save).toHaveBeenCalled());
  expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled(); // the × the locked dialog hides
  await user.click(screen.getByRole('button', { name: /取\s*消/ }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('tells onValuesChange what the user changed', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<Dialog save={vi.fn()} onClose={vi.fn()} onChange={onChange} />);
  await user.type(screen.getByLabelText('名称'), '乙');
  expect(onChange).toHaveBeenLastCalledWith({ name: '甲乙' }, { name: '甲乙' });
});
