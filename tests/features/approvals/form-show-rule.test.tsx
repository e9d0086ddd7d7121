import { screen, waitFor, within } from '@testing-library/react';
import { clickSave, confirmDialog, draft, goToStep, label, openFormStep, resetDraft } from './designer-helpers';

describe('show/hide rules in the form designer', () => {
  beforeEach(resetDraft);

  it('sets a rule on an earlier choice, marks the tile, and flags 无效字段 that blocks saving once the choice is deleted', async () => {
    const { user } = await openFormStep();
    await user.click(await label('单选框：添加控件'));
    await user.click(await label('单行输入框：添加控件'));
    // the single choice placed after has nothing before it to name
    expect(await label('显示规则：控制字段')).toBeInTheDocument();
    await user.click(screen.getByLabelText('显示规则：控制字段'));
    await user.click((await screen.findAllByText('单选框', { selector: '.ant-select-item-option-content' })).at(-1)!);
    expect(await screen.findByText('请选择选项')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: '选项2' }));
    expect(await screen.findByText('当「单选框」为 选项2 时显示')).toBeInTheDocument();
    await waitFor(() =>
      expect(draft().form.fields[1].showRule).toEqual({ fieldId: draft().form.fields[0].id, options: ['选项2'] }),
    );
    expect(within(screen.getByLabelText('控件：单行输入框')).getByLabelText('已设置显示规则')).toBeInTheDocument();
    expect(within(screen.getByLabelText('控件：单选框')).queryByLabelText('已设置显示规则')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('删除控件：单选框'));
    await confirmDialog(user);
    expect(await screen.findAllByText('显示规则中包含无效字段')).not.toHaveLength(0);
    // the text field stays selected: its panel shows the rule's broken controller
    expect(await screen.findByText('当「无效字段」为 选项2（无效选项） 时显示')).toBeInTheDocument();

    await clickSave(user);
    expect(await screen.findByText('表单设计：「单行输入框」显示规则中包含无效字段')).toBeInTheDocument();
    await goToStep(user, '表单设计');
    await user.click(await screen.findByRole('button', { name: '清除显示规则' }));
    await waitFor(() => expect(screen.queryAllByText('显示规则中包含无效字段')).toHaveLength(0));
    expect(
      within(screen.getByLabelText('控件：单行输入框')).queryByLabelText('已设置显示规则'),
    ).not.toBeInTheDocument();
  });

  it('offers no controller to a field with no earlier choice', async () => {
    const { user } = await openFormStep();
    await user.click(await label('单行输入框：添加控件'));
    await user.click(await label('单选框：添加控件'));
    await user.click(await label('控件：单行输入框'));
    expect(await screen.findByText('在此控件之前（同一层级）添加单选框或多选框后可设置')).toBeInTheDocument();
  });
});
