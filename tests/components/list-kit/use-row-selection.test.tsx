import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Table } from 'antd';
import { useRowSelection } from '@/components/list-kit/use-row-selection';

// The ticks a batch action acts on: named checkboxes, kept across pages, cleared or partly dropped
// once an action is done.

interface Row {
  id: string;
  name: string;
}
const ROWS: Row[] = [
  { id: 'a', name: '甲' },
  { id: 'b', name: '乙' },
  { id: 'c', name: '丙' },
];
const keyOf = (r: Row) => r.id;
const nameOf = (r: Row) => r.name;

function Screen() {
  const selection = useRowSelection(keyOf, nameOf);
  return (
    <>
      <output aria-label="选中">{selection.rows.map((r) => r.name).join('、') || '无'}</output>
      <Button onClick={() => selection.drop([ROWS[0]])}>处理甲</Button>
      <Button onClick={selection.clear}>清空</Button>
      <Table<Row>
        rowKey="id"
        dataSource={ROWS}
        columns={[{ title: '名称', dataIndex: 'name' }]}
        pagination={{ pageSize: 2 }}
        rowSelection={selection.table}
      />
    </>
  );
}

const chosen = () => screen.getByLabelText('选中').textContent;

it('ticks rows on two pages, names each checkbox, then drops one and clears the rest', async () => {
  const user = userEvent.setup();
  render(<Screen />);
  expect(screen.getByLabelText('全选当页')).toBeInTheDocument();
  await user.click(screen.getByLabelText('选择：甲'));
  expect(chosen()).toBe('甲');

  await user.click(within(document.querySelector('.ant-pagination')! as HTMLElement).getByText('2'));
  await user.click(await screen.findByLabelText('选择：丙'));
  expect(chosen()).toBe('甲、丙'); // the tick on page 1 is kept

  await user.click(screen.getByRole('button', { name: '处理甲' }));
  expect(chosen()).toBe('丙');
  expect(screen.getByLabelText('选择：丙')).toBeChecked();

  await user.click(screen.getByRole('button', { name: '清 空' }));
  expect(chosen()).toBe('无');
  expect(screen.getByLabelText('选择：丙')).not.toBeChecked();
});
