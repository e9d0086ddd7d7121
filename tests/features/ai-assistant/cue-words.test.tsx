import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { findButton, findDialog } from '../support/dom';
import { fill } from '../fill';
import { pressEach, stackLayout } from '../approvals/dnd-layout';
import { itemNames } from './cue-words-support';
import { recordBodies } from '../support/requests';
import { server } from '@/sandbox/node';
import { failNext } from '@/sandbox/faults';
import { changeRows } from '@/sandbox/changelog';
import { cueWordRows } from '@/sandbox/ai-tables';
import { queryClient } from '@/lib/query/query-client';
import { CUE_WORDS_PATH } from '@/features/ai-assistant/paths';

const questions = () =>
  cueWordRows()
    .filter((r) => r.kind === 'question')
    .sort((a, b) => a.sort - b.sort)
    .map((r) => r.title);
const SEEDED = ['我还有几天年假', '本月考勤异常', '怎么发起报销', '找一间会议室', '最新公司公告'];

afterEach(() => server.events.removeAllListeners());

async function open() {
  const { user } = renderApp(CUE_WORDS_PATH);
  const list = await screen.findByRole('list', { name: '推荐问题列表' }, { timeout: 8000 });
  return { user, list };
}

describe('cue words', () => {
  it('moves a question down by keyboard drag, saves the whole order with one call, and keeps it after a reload', async () => {
    const layout = stackLayout('[data-cue-word]');
    const bodies = recordBodies();
    const { user, list } = await open();
    expect(itemNames(list)).toEqual(SEEDED);
    act(() => within(list).getByRole('button', { name: '拖动：我还有几天年假' }).focus());
    await pressEach(user, ['[Space]', '[ArrowDown]', '[Space]']);
    expect(await screen.findByText('顺序已保存')).toBeInTheDocument();
    layout.mockRestore();
    const sent = bodies('/ai/cueWord/sort');
    expect(sent).toHaveLength(1);
    const moved = ['本月考勤异常', '我还有几天年假', '怎么发起报销', '找一间会议室', '最新公司公告'];
    expect(sent[0].kind).toBe('question');
    expect((sent[0].ids as string[]).map((id) => cueWordRows().find((r) => r.id === id)!.title)).toEqual(moved);
    expect(questions()).toEqual(moved);
    expect(changeRows()[0]).toMatchObject({ operationTypeId: 'f16', keyword: `调整推荐问题顺序：${moved.join('、')}` });

    // the page opened anew reads the stored order
    cleanup();
    queryClient.clear();
    const again = await open();
    expect(itemNames(again.list)).toEqual(moved);
  });

  it('puts the previous order back when the sort call is refused', async () => {
    const layout = stackLayout('[data-cue-word]');
    const { user, list } = await open();
    failNext('/ai/cueWord/sort', { code: 500, message: '服务繁忙' });
    act(() => within(list).getByRole('button', { name: '拖动：找一间会议室' }).focus());
    await pressEach(user, ['[Space]', '[ArrowUp]', '[Space]']);
    expect(await screen.findByText('服务繁忙')).toBeInTheDocument();
    layout.mockRestore();
    await waitFor(() => expect(itemNames(list)).toEqual(SEEDED));
    expect(questions()).toEqual(SEEDED);
  });

  it('enables a disabled question and disables it again with its switch', async () => {
    const { user, list } = await open();
    const toggle = within(list).getByRole('switch', { name: '启用最新公司公告' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('已启用最新公司公告')).toBeInTheDocument();
    expect(cueWordRows().find((r) => r.title === '最新公司公告')!.enabled).toBe(true);
    await waitFor(() => expect(within(list).getByRole('switch', { name: '启用最新公司公告' })).toBeChecked());
    await user.click(within(list).getByRole('switch', { name: '启用最新公司公告' }));
    expect(await screen.findByText('已停用最新公司公告')).toBeInTheDocument();
    expect(cueWordRows().find((r) => r.title === '最新公司公告')!.enabled).toBe(false);
    expect(changeRows()[0]).toMatchObject({ operationTypeId: 'f16', keyword: '停用推荐问题 最新公司公告' });
  });

  it('shows the character limit while typing, keeps what was typed when the name is taken, then adds the template', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('tab', { name: '提示词模板' }));
    await screen.findByRole('list', { name: '提示词模板列表' });
    await user.click(await findButton('新增提示词模板'));
    const dialog = await findDialog('新增提示词模板');
    const title = within(dialog).getByLabelText('名称');
    const content = within(dialog).getByLabelText('模板内容');
    expect(within(dialog).getByText('0 / 1000')).toBeInTheDocument();
    await fill(user, title, '周报整理');
    await fill(user, content, '请把会议记录整理成纪要。');
    expect(within(dialog).getByText('4 / 30')).toBeInTheDocument();
    expect(within(dialog).getByText('12 / 1000')).toBeInTheDocument();
    expect(content).toHaveAttribute('maxlength', '1000');

    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('名称已存在')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('模板内容')).toHaveValue('请把会议记录整理成纪要。');

    await fill(user, title, '会议纪要');
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('提示词模板已添加')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '提示词模板列表' });
    await waitFor(() => expect(itemNames(list)).toEqual(['制度问答助手', '周报整理', '审批意见建议', '会议纪要']));
    expect(cueWordRows().find((r) => r.title === '会议纪要')).toMatchObject({
      kind: 'prompt',
      content: '请把会议记录整理成纪要。',
      enabled: true,
      sort: 3,
    });
  });

  it('deletes a question only after confirming', async () => {
    const { user, list } = await open();
    await user.click(within(list).getByRole('button', { name: '删除怎么发起报销' }));
    const ask = await findDialog('删除推荐问题');
    expect(ask).toHaveTextContent('确定删除“怎么发起报销”吗？');
    await user.click(await findButton('取消', ask));
    await waitFor(() =>
      expect(
        document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal-title')?.textContent ?? '',
      ).not.toBe('删除推荐问题'),
    );
    expect(questions()).toContain('怎么发起报销');
    await user.click(within(list).getByRole('button', { name: '删除怎么发起报销' }));
    await user.click(await findButton('确定', await findDialog('删除推荐问题')));
    expect(await screen.findByText('已删除怎么发起报销')).toBeInTheDocument();
    expect(questions()).toEqual(['我还有几天年假', '本月考勤异常', '找一间会议室', '最新公司公告']);
    await waitFor(() => expect(itemNames(list)).not.toContain('怎么发起报销'));
  });
});
