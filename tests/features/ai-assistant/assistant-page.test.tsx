import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { findButton, findDialog } from '../support/dom';
import { fill, SLOW } from '../fill';
import { recordPaths } from '../support/requests';
import { toastTexts } from '../../toasts';
import { failNext } from '@/sandbox/faults';
import { assistantRows } from '@/sandbox/ai-tables';
import { staffOf } from '@/sandbox/org-tables';
import { issueCode } from '@/sandbox/handlers/login';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { useSession } from '@/stores/session';

// antd's Upload sets accept on its input; the checks under test are the page's own, so the user may pick anything
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
const preview = () => screen.getByLabelText('AI助理预览');

async function open() {
  renderApp('/home/intelligent/intelligent_create');
  return screen.findByLabelText('助理名称', {}, SLOW);
}

describe('设置企业AI助理', { timeout: 60000 }, () => {
  it('loads the existing assistant and previews what is typed, live', async () => {
    const u = user();
    const name = await open();
    expect(name).toHaveValue('小联');
    expect(screen.getByText('编辑企业AI助理')).toBeInTheDocument();
    expect(within(preview()).getByText('你好，我是小联，可以帮你查制度、问流程、找同事。')).toBeInTheDocument();
    await fill(u, name, '小创');
    await fill(u, screen.getByLabelText('欢迎语'), '有问题尽管问我');
    await u.click(screen.getByLabelText('详细'));
    expect(within(preview()).getByText('小创')).toBeInTheDocument();
    expect(within(preview()).getByText('有问题尽管问我')).toBeInTheDocument();
    expect(within(preview()).getByText('回答详细')).toBeInTheDocument();
    expect(screen.getByText('7 / 200')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '提示词管理' })).toHaveAttribute(
      'href',
      '#/home/intelligent/intelligent_cue_words',
    );
    expect(screen.getByRole('link', { name: '插件管理' })).toHaveAttribute(
      'href',
      '#/home/intelligent/intelligent_plugins',
    );
  });

  it('creates the assistant, and saving twice still leaves one', async () => {
    assistantRows().splice(0);
    const saves = recordPaths();
    const u = user();
    const name = await open();
    expect(screen.getByText('创建企业AI助理')).toBeInTheDocument();
    await u.click(await findButton('保存'));
    expect(await screen.findByText('请输入助理名称')).toBeInTheDocument();
    expect(saves('/ai/assistant/save')).toBe(0);
    await fill(u, name, '小智');
    await fill(u, screen.getByLabelText('欢迎语'), '你好');
    await u.click(await findButton('保存'));
    await waitFor(() => expect(toastTexts()).toContain('AI助理设置已保存'));
    await fill(u, name, '小智助手');
    await u.click(await findButton('保存'));
    await waitFor(() => expect(assistantRows()[0]?.name).toBe('小智助手'));
    expect(saves('/ai/assistant/save')).toBe(2);
    expect(assistantRows()).toHaveLength(1);
  });

  it('a failed save keeps everything typed, and the next one goes through', async () => {
    const u = user();
    const name = await open();
    await fill(u, name, '新名字');
    await fill(u, screen.getByLabelText('助理介绍'), '帮你查考勤');
    failNext('/ai/assistant/save', { code: 500, message: '服务繁忙，请稍后重试' });
    await u.click(await findButton('保存'));
    await waitFor(() => expect(toastTexts()).toContain('服务繁忙，请稍后重试'));
    expect(name).toHaveValue('新名字');
    expect(screen.getByLabelText('助理介绍')).toHaveValue('帮你查考勤');
    expect(assistantRows()[0].name).toBe('小联');
    await u.click(await findButton('保存'));
    await waitFor(() => expect(assistantRows()[0]).toMatchObject({ name: '新名字', description: '帮你查考勤' }));
  });

  it('checks the avatar before any call, then uploads a png and shows it', async () => {
    const calls = recordPaths();
    const u = user();
    await open();
    // antd renews its input after each choice
    const input = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
    await u.upload(input(), new File(['gif'], 'a.gif', { type: 'image/gif' }));
    await waitFor(() => expect(toastTexts()).toContain('头像仅支持JPG、PNG格式'));
    await u.upload(input(), new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    await waitFor(() => expect(toastTexts()).toContain('头像大小不能超过2MB'));
    expect(calls('/ai/assistant/avatar')).toBe(0);
    await u.upload(input(), new File([new Uint8Array([137, 80, 78, 71])], 'face.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(preview().querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/),
    );
    expect(calls('/ai/assistant/avatar')).toBe(1);
  });

  it('a part range needs departments or people, and keeps them', async () => {
    const person = staffOf(MAIN_ENTERPRISE).find(
      (p) =>
        p.status === '' &&
        p.lenovoId !== '10000001' &&
        staffOf(MAIN_ENTERPRISE).filter((x) => x.name === p.name).length === 1,
    )!;
    const u = user();
    await open();
    await u.click(screen.getByLabelText('部分成员'));
    await u.click(await findButton('保存'));
    expect(await screen.findByText('请选择可使用的部门或人员')).toBeInTheDocument();
    await u.click(await findButton('选择人员'));
    const picker = await findDialog('选择可使用AI助理的人员');
    await fill(u, within(picker).getByLabelText('搜索成员'), person.name);
    await u.click(
      await within(picker).findByText(
        person.name,
        { selector: '.ant-checkbox-label, .ant-checkbox-wrapper span' },
        SLOW,
      ),
    );
    await u.click(await findButton('确定', picker));
    expect(await screen.findByText(person.name, { selector: '.ant-tag' })).toBeInTheDocument();
    await u.click(await findButton('保存'));
    await waitFor(() =>
      expect(assistantRows()[0]).toMatchObject({
        visibleRange: 'part',
        departIds: [],
        users: [{ lenovoId: person.lenovoId, name: person.name }],
      }),
    );
  });

  it('ctx ai signs in and opens the page', async () => {
    const code = issueCode('authorCode', '10000001', { enterpriseNumber: MAIN_ENTERPRISE, ctx: 'ai' });
    renderApp(`/?authorCode=${code}&ctx=ai`, { as: null });
    await waitFor(() => expect(window.location.hash).toBe('#/home/intelligent/intelligent_create'), SLOW);
    const name = await screen.findByLabelText('助理名称', {}, SLOW);
    expect(name).toHaveValue('小联');
    expect(useSession.getState().enterprise?.enterpriseNumber).toBe(MAIN_ENTERPRISE);
  });
});
