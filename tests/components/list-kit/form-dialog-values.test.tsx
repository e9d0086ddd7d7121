import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { FormDialog } from '@/components/list-kit/form-dialog';

// onValuesChange: a dialog hears its fields change (the printer's 使用权限 clears the departments'
// "choose someone" error once a person is added).

function Dialog({ heard }: { heard(changed: unknown): void }) {
  const [form] = Form.useForm<{ name: string }>();
  return (
    <FormDialog title="测试" form={form} save={() => undefined} onClose={() => undefined} onValuesChange={heard}>
      <Form.Item name="name" label="名称">
        <Input />
      </Form.Item>
    </FormDialog>
  );
}

it('tells the dialog which field changed, with its new value', async () => {
  const heard = vi.fn();
  render(<Dialog heard={heard} />);
  await userEvent.type(screen.getByLabelText('名称'), 'A');
  expect(heard).toHaveBeenLastCalledWith({ name: 'A' }, { name: 'A' });
});
