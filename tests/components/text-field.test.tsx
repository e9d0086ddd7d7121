import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { TextField } from '@/components/text-field';

// A text field with its two usual rules: required (not blank) and a length limit, in the module's words.

function Harness({ counted, unit }: { counted?: boolean; unit?: string }) {
  return (
    <Form>
      <TextField name="name" label="分组名称" max={5} required="请输入分组名称" unit={unit} counted={counted} />
      <Button htmlType="submit">保存</Button>
    </Form>
  );
}

it('says a blank field is required, and a long one is over its limit in the unit given', async () => {
  const user = userEvent.setup();
  render(<Harness unit="个字" />);
  await user.type(screen.getByLabelText('分组名称'), '   ');
  await user.click(screen.getByRole('button', { name: /保\s*存/ }));
  // antd shows a field's error with a short animation: wait until it is in view
  await waitFor(() => expect(screen.getByText('请输入分组名称')).toBeVisible(), { timeout: 4000 });
  await user.clear(screen.getByLabelText('分组名称'));
  await user.type(screen.getByLabelText('分组名称'), '财务部人事组');
  await waitFor(() => expect(screen.getByText('分组名称不能超过5个字')).toBeVisible(), { timeout: 4000 });
});

it('counted: the typing stops at the limit and the count is shown', async () => {
  const user = userEvent.setup();
  render(<Harness counted />);
  await user.type(screen.getByLabelText('分组名称'), '财务部人事组');
  expect(screen.getByLabelText('分组名称')).toHaveValue('财务部人事');
  expect(screen.getByText('5 / 5')).toBeVisible();
});
