import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { designerReady, draft, label, resetDraft } from './designer-helpers';

const DESIGNER = '/home/examine_management/designer';

const stepBar = () => within(screen.getByRole('navigation', { name: '步骤切换' }));
const stepButton = (name: RegExp) => stepBar().queryByRole('button', { name });
const BACK = /^上一步$/;
const NEXT = /^下一步$/;
const SAVE = /^保\s*存$/;

describe('approval designer: 上一步 / 下一步 at the foot of each step', () => {
  beforeEach(resetDraft);

  it('moves through the three steps with the buttons; the first has no 上一步, the last saves', async () => {
    const { user } = renderApp(DESIGNER);
    await designerReady();
    expect(await label('审批名称')).toBeInTheDocument();
    expect(stepButton(BACK)).not.toBeInTheDocument();
    expect(stepButton(SAVE)).not.toBeInTheDocument();

    await user.click(stepButton(NEXT) as HTMLElement);
    expect(await label('单行输入框：添加控件')).toBeInTheDocument();
    expect(draft().step).toBe(1);
    expect(stepButton(BACK)).toBeInTheDocument();

    await user.click(stepButton(NEXT) as HTMLElement);
    expect(await label('在发起人后添加节点')).toBeInTheDocument();
    expect(stepButton(NEXT)).not.toBeInTheDocument();
    expect(stepButton(SAVE)).toBeInTheDocument();

    await user.click(stepButton(BACK) as HTMLElement);
    expect(await label('单行输入框：添加控件')).toBeInTheDocument();
    await user.click(stepButton(BACK) as HTMLElement);
    expect(await label('审批名称')).toBeInTheDocument();
    expect(stepButton(BACK)).not.toBeInTheDocument();
  });

  it('works from the keyboard and keeps focus on the bar when 上一步 goes away', async () => {
    const { user } = renderApp(DESIGNER);
    await designerReady();
    const next = stepButton(NEXT) as HTMLElement;
    next.focus();
    await user.keyboard('{Enter}');
    expect(await label('单行输入框：添加控件')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(await label('在发起人后添加节点')).toBeInTheDocument();
    (stepButton(BACK) as HTMLElement).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(await label('审批名称')).toBeInTheDocument();
    await waitFor(() => expect(stepButton(NEXT)).toHaveFocus());
  });

  it("the last step's 保存 runs the designer's save checks", async () => {
    const { user } = renderApp(DESIGNER);
    await designerReady();
    await user.click(stepButton(NEXT) as HTMLElement);
    await user.click(stepButton(NEXT) as HTMLElement);
    await user.click(stepButton(SAVE) as HTMLElement);
    expect((await screen.findAllByText('审批名称：内容为空，请填写')).length).toBeGreaterThan(0);
    expect(screen.getByText('表单中还没有控件，请至少添加一个控件')).toBeInTheDocument();
  });
});
