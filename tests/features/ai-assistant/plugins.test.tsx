import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { findButton, findDialog, LONG } from '../support/dom';
import { recordBodies } from '../support/requests';
import { call } from '../../sandbox/call';
import { server } from '@/sandbox/node';
import { changeRows } from '@/sandbox/changelog';
import { pluginRows } from '@/sandbox/ai-tables';
import { departmentsOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { useSession } from '@/stores/session';
import { PLUGINS_PATH } from '@/features/ai-assistant/paths';

const E = MAIN_ENTERPRISE;
const plugin = (name: string) => pluginRows().find((p) => p.enterpriseNumber === E && p.name === name)!;
const financeId = () => departmentsOf(E).find((d) => d.departName === '财务部')!.id;

afterEach(() => server.events.removeAllListeners());

async function open() {
  const { user } = renderApp(PLUGINS_PATH);
  const list = await screen.findByRole('list', { name: '插件列表' }, { timeout: 8000 });
  return { user, list };
}

describe('plugins', () => {
  it('lists the six plugins with the console page each reads, linked, and who may use them', async () => {
    const { list } = await open();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      '考勤查询',
      '假期余额查询',
      '发起审批',
      '同事查找',
      '会议室预订',
      '公告检索',
    ]);
    expect(within(cards[1]).getByRole('link', { name: '请假管理' })).toHaveAttribute('href', '#/home/leave_management');
    expect(within(cards[4]).getByRole('link', { name: '会议室管理' })).toHaveAttribute(
      'href',
      '#/home/conference_room',
    );
    expect(cards[2]).toHaveTextContent('使用范围：财务部');
    expect(cards[0]).toHaveTextContent('使用范围：全员可用');
    expect(screen.getByRole('link', { name: '插件管理' })).toHaveAttribute('aria-current', 'page');
  });

  it('enables a plugin and disables it again', async () => {
    const { user, list } = await open();
    const card = within(list).getByRole('listitem', { name: '会议室预订' });
    await user.click(within(card).getByRole('switch', { name: '启用会议室预订' }));
    expect(await screen.findByText('已启用插件会议室预订')).toBeInTheDocument();
    expect(plugin('会议室预订').enabled).toBe(true);
    expect(changeRows()[0]).toMatchObject({ operationTypeId: 'f16', keyword: '启用插件 会议室预订' });
    await waitFor(() => expect(within(card).getByRole('switch', { name: '启用会议室预订' })).toBeChecked());
    await user.click(within(card).getByRole('switch', { name: '启用会议室预订' }));
    expect(await screen.findByText('已停用插件会议室预订')).toBeInTheDocument();
    expect(plugin('会议室预订').enabled).toBe(false);
  });

  it('refuses a limited scope with nobody chosen, then limits the plugin to one department', async () => {
    const bodies = recordBodies();
    const { user, list } = await open();
    await user.click(within(list).getByRole('button', { name: '设置使用范围公告检索' }));
    const dialog = await findDialog('设置使用范围：公告检索');
    await user.click(within(dialog).getByLabelText('指定部门和人员'));
    await user.click(await findButton('保存', dialog));
    expect(await within(dialog).findByText('请选择可使用的部门或人员')).toBeInTheDocument();
    expect(bodies('/ai/plugin/scope')).toHaveLength(0);

    const picker = within(dialog).getByLabelText('可使用部门');
    await user.click(picker);
    await user.type(picker, '财务部');
    const found = await screen.findAllByText(
      '财务部',
      { selector: '.ant-select-tree-title, .ant-select-tree-title *' },
      LONG,
    );
    await user.click(found[found.length - 1]);
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('使用范围已保存')).toBeInTheDocument();
    expect(bodies('/ai/plugin/scope')[0]).toEqual({
      id: plugin('公告检索').id,
      visibleRange: 'part',
      departIds: [financeId()],
      users: [],
    });
    expect(plugin('公告检索')).toMatchObject({ visibleRange: 'part', departIds: [financeId()], users: [] });
    expect(changeRows()[0]).toMatchObject({ operationTypeId: 'f16', keyword: '设置插件 公告检索 的使用范围：财务部' });
    await waitFor(() =>
      expect(within(list).getByRole('listitem', { name: '公告检索' })).toHaveTextContent('使用范围：财务部'),
    );
  });

  it('is refused by the server too when the limited scope is empty or names an unknown department', async () => {
    renderApp(PLUGINS_PATH);
    await screen.findByRole('list', { name: '插件列表' }, { timeout: 8000 });
    const token = useSession.getState().token ?? '';
    const id = plugin('公告检索').id;
    const empty = await call(token, 'POST', '/enterprise-server/ai/plugin/scope', {
      id,
      visibleRange: 'part',
      departIds: [],
      users: [],
    });
    expect(empty.body).toMatchObject({ code: 400, message: '请选择可使用插件的部门或人员' });
    const unknown = await call(token, 'POST', '/enterprise-server/ai/plugin/scope', {
      id,
      visibleRange: 'part',
      departIds: ['d-nowhere'],
      users: [],
    });
    expect(unknown.body).toMatchObject({ code: 404, message: '部门不存在：d-nowhere' });
    expect(plugin('公告检索').visibleRange).toBe('all');
  });
});
