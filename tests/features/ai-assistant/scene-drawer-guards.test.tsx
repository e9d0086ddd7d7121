import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { findButton, findDialog, findRow } from '../support/dom';
import { fill } from '../fill';
import { recordBodies } from '../support/requests';
import { server } from '@/sandbox/node';
import { sceneRows } from '@/sandbox/ai-tables';
import { SCENES_PATH } from '@/features/ai-assistant/paths';

// 场景: a search no longer than the server takes, a drawer that asks before dropping what was typed,
// and a scene gone meanwhile shown as gone.
afterEach(() => server.events.removeAllListeners());

/** `chrome`: with the side menu, for a test that leaves through it */
async function open(chrome = false) {
  const { user } = renderApp(SCENES_PATH, { chrome });
  await findRow('部门群答疑', 8000);
  return user;
}

const CLOSE_TEXT = '场景的修改尚未保存，确定关闭吗？';
const drawerGone = () => waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());

describe('the scene search', () => {
  it('takes at most the 30 characters the server accepts', async () => {
    const bodies = recordBodies();
    const user = await open();
    const search = screen.getByLabelText('搜索场景');
    await user.type(search, '审'.repeat(35));
    expect(search).toHaveValue('审'.repeat(30));
    expect(await screen.findByText('没有符合条件的场景', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(bodies('/ai/scene/list').at(-1)).toMatchObject({ keyword: '审'.repeat(30) });
    expect(screen.queryByText('获取数据失败，请稍后重试')).not.toBeInTheDocument();
  });
});

describe('the scene drawer', () => {
  it('closes at once when nothing was typed', async () => {
    const user = await open();
    await user.click(await findButton('新增场景'));
    const drawer = await findDialog('新增场景');
    await within(drawer).findByLabelText('场景名称', {}, { timeout: 4000 });
    await user.click(await findButton('取消', drawer));
    await drawerGone();
    expect(screen.queryByText(CLOSE_TEXT)).not.toBeInTheDocument();
  });

  it('asks before discarding what was typed on Esc, ✕ and 取消, and keeps it when the user stays', async () => {
    const bodies = recordBodies();
    const user = await open();
    await user.click(await findButton('新增场景'));
    const drawer = await findDialog('新增场景');
    const name = await within(drawer).findByLabelText('场景名称', {}, { timeout: 4000 });
    await fill(user, name, '未保存的场景');

    await user.keyboard('{Escape}');
    let ask = await findDialog('提示');
    expect(ask).toHaveTextContent(CLOSE_TEXT);
    await user.click(await findButton('取消', ask));
    await waitFor(() => expect(screen.queryByText(CLOSE_TEXT)).not.toBeInTheDocument());
    expect(within(drawer).getByLabelText('场景名称')).toHaveValue('未保存的场景');

    await user.click(drawer.querySelector<HTMLButtonElement>('.ant-drawer-close')!);
    ask = await findDialog('提示');
    await user.click(await findButton('取消', ask));
    await waitFor(() => expect(screen.queryByText(CLOSE_TEXT)).not.toBeInTheDocument());
    expect(within(drawer).getByLabelText('场景名称')).toHaveValue('未保存的场景');

    await user.click(await findButton('取消', drawer));
    ask = await findDialog('提示');
    await user.click(await findButton('确定', ask));
    await drawerGone();
    expect(bodies('/ai/scene/save')).toEqual([]);
  });

  it('asks before leaving the page with what was typed, as the assistant and BI pages do', async () => {
    const user = await open(true);
    await user.click(await findButton('新增场景'));
    const drawer = await findDialog('新增场景');
    await fill(user, await within(drawer).findByLabelText('场景名称', {}, { timeout: 4000 }), '未保存的场景');
    // the side menu (or the browser's back button) while the drawer is open
    await user.click(
      await screen.findByText('组织架构', { selector: '.ant-menu-title-content *, .ant-menu-title-content' }),
    );
    const ask = await findDialog('提示');
    expect(ask).toHaveTextContent('场景的修改尚未保存，确定离开吗？');
    await user.click(await findButton('取消', ask));
    await waitFor(() => expect(screen.queryByText('场景的修改尚未保存，确定离开吗？')).not.toBeInTheDocument());
    expect(window.location.hash).toBe(`#${SCENES_PATH}`);
    expect(within(drawer).getByLabelText('场景名称')).toHaveValue('未保存的场景');
  });
});

describe('a scene that no longer exists', () => {
  it('opens as gone (no retry that cannot help) and the list drops it', async () => {
    const user = await open();
    const row = sceneRows().find((s) => s.name === '审批助手')!;
    // deleted meanwhile (another administrator, another tab)
    sceneRows().splice(sceneRows().indexOf(row), 1);
    await user.click(within(await findRow('审批助手')).getByRole('button', { name: '编辑审批助手' }));
    const drawer = await findDialog('编辑场景');
    expect(await within(drawer).findByText('场景不存在或已被删除', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('共 2 个场景')).toBeInTheDocument());
    await user.click(await findButton('关闭', drawer));
    await drawerGone();
  });
});
