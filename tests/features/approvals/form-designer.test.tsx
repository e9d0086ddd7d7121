import { act, screen, waitFor, within } from '@testing-library/react';
import { confirmDialog, draft, fieldNames, label, openFormStep, resetDraft } from './designer-helpers';
import { pointerDrag, pressEach, stackLayout } from './dnd-layout';

describe('mobile form designer', () => {
  beforeEach(resetDraft);

  it('adds controls from the palette and edits the selected one in the settings panel', async () => {
    const { user } = await openFormStep();
    await user.click(await label('单行输入框：添加控件'));
    expect(await screen.findByText('控件设置：单行输入框')).toBeInTheDocument();
    const name = screen.getByLabelText('标题');
    await user.clear(name);
    await user.type(name, '物品名称');
    expect(await label('控件：物品名称')).toBeInTheDocument();
    await user.click(screen.getByLabelText('必填'));
    expect(within(await label('控件：物品名称')).getByLabelText('必填')).toBeInTheDocument();
    // clicking the tile again closes the panel
    await user.click(await label('控件：物品名称'));
    expect(await screen.findByText('点击表单中的控件进行设置')).toBeInTheDocument();
  });

  it('starts a choice with two options, flags one whose options are all deleted, and duplicate names', async () => {
    const { user } = await openFormStep();
    await user.click(await label('多选框：添加控件'));
    expect(await screen.findByLabelText('选项1')).toHaveValue('选项1'); // the panel opens after its 16 ms delay
    expect(screen.getByLabelText('选项2')).toHaveValue('选项2');
    expect(screen.queryAllByText('请至少添加一个选项')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '删除选项2' }));
    await user.click(screen.getByRole('button', { name: '删除选项1' }));
    expect(await screen.findAllByText('请至少添加一个选项')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /添加选项/ }));
    await waitFor(() => expect(screen.queryAllByText('请至少添加一个选项')).toHaveLength(0));
    await user.click(await label('多选框：添加控件'));
    expect(await screen.findAllByText(/名称重复/)).not.toHaveLength(0);
  });

  it('shows the AskLeave rows and allows one AskLeave per form', async () => {
    const { user } = await openFormStep();
    await user.click(await label('请假：添加控件'));
    const rows = within(await label('请假控件'));
    expect(rows.getAllByText('请输入')).toHaveLength(2);
    expect(rows.getByText('自动计算').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByLabelText('请假：添加控件')).toBeDisabled();
    await user.click(screen.getByLabelText('删除控件：请假'));
    await confirmDialog(user);
    await waitFor(() => expect(screen.getByLabelText('请假：添加控件')).toBeEnabled());
  });

  it('adds details into a Particulars group but never a detail inside a detail', async () => {
    const { user } = await openFormStep();
    await user.click(await label('明细：添加控件'));
    await user.click(await label('添加明细控件：明细'));
    const number = await screen.findByText('数字输入框', { selector: '.ant-dropdown-menu-title-content' });
    expect(screen.queryByText('明细', { selector: '.ant-dropdown-menu-title-content' })).not.toBeInTheDocument();
    await user.click(number);
    await waitFor(() =>
      expect(draft().form.fields[0]).toMatchObject({ type: 'Particulars', children: [{ type: 'Number' }] }),
    );
    expect(within(screen.getByLabelText('明细：明细')).getByLabelText('控件：数字输入框')).toBeInTheDocument();
  });

  it('builds a formula from Number and Money fields and marks a deleted reference 无效字段', async () => {
    const { user } = await openFormStep();
    await user.click(await label('数字输入框：添加控件'));
    await user.click(await label('金额（元）：添加控件'));
    await user.click(await label('计算公式：添加控件'));
    await user.click(await label('数字输入框：插入字段'));
    await user.click(screen.getByLabelText('*：输入'));
    await user.click(screen.getByLabelText('金额（元）：插入字段'));
    expect(within(screen.getByLabelText('计算公式')).getByText('*')).toBeInTheDocument();
    await waitFor(() => expect(draft().form.fields[2]).toMatchObject({ formula: '数字输入框*金额（元）' }));
    await user.click(screen.getByLabelText('删除控件：数字输入框'));
    await confirmDialog(user);
    await waitFor(() => expect(draft().form.fields[1]).toMatchObject({ formula: '无效字段*金额（元）' }));
    expect(await screen.findAllByText(/计算公式中包含无效字段/)).not.toHaveLength(0);
  });

  it('reorders controls by keyboard drag', async () => {
    const layout = stackLayout('[data-field-id]');
    const { user } = await openFormStep();
    for (const type of ['单行输入框', '多行输入框', '日期']) await user.click(await label(`${type}：添加控件`));
    await waitFor(() => expect(fieldNames()).toEqual(['单行输入框', '多行输入框', '日期']));
    const handle = screen.getByLabelText('拖动控件：日期');
    act(() => handle.focus());
    await pressEach(user, ['[Space]', '[ArrowUp]', '[ArrowUp]', '[Space]']);
    await waitFor(() => expect(fieldNames()).toEqual(['日期', '单行输入框', '多行输入框']));
    layout.mockRestore();
  });

  // Rows of the stacked layout are 50 px apart (40 px high, 300 px wide), so row k's centre is (150, 50k + 20).
  it('reorders controls and drops palette entries onto the phone by pointer', async () => {
    const layout = stackLayout('[data-field-id]');
    const { user } = await openFormStep();
    for (const type of ['单行输入框', '多行输入框', '日期']) await user.click(await label(`${type}：添加控件`));
    await waitFor(() => expect(fieldNames()).toEqual(['单行输入框', '多行输入框', '日期']));

    // The third control onto the first: dnd-kit starts after 5 px, then the tile follows the pointer.
    const third = screen.getByLabelText('控件：日期');
    const first = screen.getByLabelText('控件：单行输入框');
    await pointerDrag(user, third, { clientX: 150, clientY: 120 }, first, { clientX: 150, clientY: 20 });
    await waitFor(() => expect(fieldNames()).toEqual(['日期', '单行输入框', '多行输入框']));

    // A palette entry (laid out at the origin here) dropped on the second control takes its place.
    const entry = await label('数字输入框：添加控件');
    const second = screen.getByLabelText('控件：单行输入框');
    await pointerDrag(user, entry, { clientX: 0, clientY: 0 }, second, { clientX: 150, clientY: 70 });
    await waitFor(() => expect(fieldNames()).toEqual(['日期', '数字输入框', '单行输入框', '多行输入框']));
    expect(draft().form.selected).toEqual({ index: 1, parentIndex: null });
    layout.mockRestore();
  });
});
