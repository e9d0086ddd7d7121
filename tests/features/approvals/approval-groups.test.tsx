import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { approvalRows } from '@/sandbox/seed/modules/approvals/tables';
import { approvalGroups } from '@/sandbox/seed/modules/approvals/groups';
import { changeRows } from '@/sandbox/changelog';
import { pressEach, stackLayout } from './dnd-layout';

configure({ asyncUtilTimeout: 10000 });

/** The approval names shown in the section of the group, in order. */
function section(groupName: string): string[] {
  const header = screen.getByText(groupName, { selector: '.ant-collapse-header strong' });
  const panel = header.closest('.ant-collapse-item') as HTMLElement;
  return Array.from(panel.querySelectorAll('tr[data-row-key] td:nth-child(2)')).map(
    (td) => td.textContent?.replace(/^./, '') ?? '',
  );
}
const sectionTitles = () =>
  Array.from(document.querySelectorAll('.ant-collapse-header strong')).map((s) => s.textContent);
const lastDialog = () => screen.getAllByRole('dialog').at(-1) as HTMLElement;
const ok = /确\s*定|保\s*存|移\s*动/;

async function createGroup(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: /新建分组/ }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('分组名称'), name);
  await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
  expect(await screen.findByText('分组已创建')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function moveTo(user: ReturnType<typeof renderApp>['user'], approval: string, group: string) {
  await user.click(screen.getByLabelText(`移动到：${approval}`));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('combobox'));
  await user.click(await screen.findByTitle(group));
  await user.click(within(dialog).getByRole('button', { name: ok }));
  expect(await screen.findByText(`已移动到分组「${group}」`)).toBeInTheDocument();
}

/** The list with a group 人事 holding 请假. */
async function withLeaveInHr() {
  const { user } = renderApp('/home/examine_management');
  await screen.findByText('通用审批');
  await createGroup(user, '人事');
  await moveTo(user, '请假', '人事');
  await waitFor(() => expect(section('人事')).toEqual(['请假']));
  return user;
}

describe('approval list groups', () => {
  it(
    'creates a group, refuses a taken name keeping what was typed, renames it and orders the sections',
    { timeout: 60000 },
    async () => {
      const { user } = renderApp('/home/examine_management');
      await screen.findByText('通用审批');
      expect(sectionTitles()).toEqual(['其他']);
      expect(screen.queryByLabelText('删除分组：其他')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('重命名分组：其他')).not.toBeInTheDocument();
      await createGroup(user, '人事');
      await waitFor(() => expect(sectionTitles()).toEqual(['其他', '人事']));
      expect(await screen.findByText('暂无审批')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: /新建分组/ }));
      let dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByLabelText('分组名称'), '人事');
      await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
      expect(await screen.findByText('分组名称已存在，请修改')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('分组名称')).toHaveValue('人事');
      await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));

      await user.click(screen.getByLabelText('重命名分组：人事'));
      dialog = await screen.findByRole('dialog');
      await user.clear(within(dialog).getByLabelText('分组名称'));
      await user.type(within(dialog).getByLabelText('分组名称'), '人事行政');
      await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
      expect(await screen.findByText('分组已重命名')).toBeInTheDocument();
      await waitFor(() => expect(sectionTitles()).toEqual(['其他', '人事行政']));

      expect(screen.getByLabelText('下移分组：人事行政')).toBeDisabled();
      await user.click(screen.getByLabelText('上移分组：人事行政'));
      expect(await screen.findByText('分组顺序已更新')).toBeInTheDocument();
      await waitFor(() => expect(sectionTitles()).toEqual(['人事行政', '其他']));
      expect(changeRows()[0].keyword).toBe('调整审批分组顺序');
    },
  );

  it('moves approvals into a group, reorders within it and collapses a section', { timeout: 60000 }, async () => {
    const user = await withLeaveInHr();
    await moveTo(user, '补卡', '人事');
    await waitFor(() => expect(section('人事')).toEqual(['请假', '补卡']));
    expect(section('其他')).not.toContain('请假');
    // the search results are one list, with each approval's group
    await user.type(screen.getByLabelText('搜索审批名称'), '假');
    const cell = await screen.findByRole('cell', { name: '人事' }, { timeout: 8000 });
    expect(cell.closest('tr')).toHaveTextContent('请假');
    expect(screen.queryByText('人事', { selector: '.ant-collapse-header strong' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('搜索审批名称'));
    await waitFor(() => expect(section('人事')).toEqual(['请假', '补卡']), { timeout: 8000 });
    expect(changeRows()[0].keyword).toBe('移动审批 补卡 到分组 人事');

    const layout = stackLayout('tr[data-row-key]');
    const handle = screen.getByLabelText('拖动排序：补卡');
    act(() => handle.focus());
    await pressEach(user, ['[Space]', '[ArrowUp]', '[Space]']);
    expect(await screen.findByText('排序已更新')).toBeInTheDocument();
    await waitFor(() => expect(section('人事')).toEqual(['补卡', '请假']));
    layout.mockRestore();
    const [leave, card] = ['请假', '补卡'].map((n) => approvalRows().find((r) => r.approveName === n));
    expect((card?.sortNumber ?? 0) < (leave?.sortNumber ?? 0)).toBe(true);

    const header = screen
      .getByText('人事', { selector: '.ant-collapse-header strong' })
      .closest('[aria-expanded]') as HTMLElement;
    expect(header).toHaveAttribute('aria-expanded', 'true');
    await user.click(header);
    await waitFor(() => expect(header).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.getByLabelText('启用：报销')).toBeInTheDocument();
  });

  it('deletes a group after saying its approvals go to 其他', { timeout: 60000 }, async () => {
    const user = await withLeaveInHr();
    await user.click(screen.getByLabelText('删除分组：人事'));
    expect(
      await screen.findByText('确定删除分组「人事」吗？其中的 1 个审批将移至默认分组「其他」。'),
    ).toBeInTheDocument();
    await user.click(within(lastDialog()).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByText(/确定删除分组/)).not.toBeInTheDocument());
    expect(approvalGroups().some((g) => g.groupName === '人事')).toBe(true);
    await user.click(screen.getByLabelText('删除分组：人事'));
    await screen.findByText('确定删除分组「人事」吗？其中的 1 个审批将移至默认分组「其他」。');
    await user.click(within(lastDialog()).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('分组已删除')).toBeInTheDocument();
    await waitFor(() => expect(sectionTitles()).toEqual(['其他']));
    await waitFor(() => expect(section('其他').at(-1)).toBe('请假'));
    expect(changeRows()[0].keyword).toBe('删除审批分组 人事，1个审批移至其他');
    // the deleted group's section is not read again (the server no longer knows the group)
    expect(screen.queryByText('分组不存在或已被删除')).not.toBeInTheDocument();
  });
});
