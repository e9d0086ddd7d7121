import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { findButton, findDialog, findRow } from '../support/dom';
import { fill } from '../fill';
import { recordBodies } from '../support/requests';
import { call } from '../../sandbox/call';
import { server } from '@/sandbox/node';
import { changeRows } from '@/sandbox/changelog';
import { knowledgeBaseRows, pluginRows, sceneRows } from '@/sandbox/ai-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { useSession } from '@/stores/session';
import { SCENES_PATH } from '@/features/ai-assistant/paths';

const E = MAIN_ENTERPRISE;
const scene = (name: string) => sceneRows().find((s) => s.enterpriseNumber === E && s.name === name);
const STAMP = '2026-11-01 09:00:00';

afterEach(() => server.events.removeAllListeners());

/** Part 1 seeds the knowledge bases; these tests bring their own. */
function addBase(id: string, name: string) {
  knowledgeBaseRows().push({ id, enterpriseNumber: E, name, description: '', createTime: STAMP, updateTime: STAMP });
}

async function open() {
  const { user } = renderApp(SCENES_PATH);
  await findRow('部门群答疑', 8000);
  return user;
}

/** Picks an option of a multi-select, searching for it first (the option list is virtual). */
async function choose(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.type(field, text.replace(/（.*$/, ''));
  const shown = '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-content';
  await user.click((await screen.findAllByText(text, { selector: shown })).at(-1)!);
}

describe('scenes', () => {
  it('lists the scenes with where they answer and what they use, and links to the BI configuration', async () => {
    const user = await open();
    expect(screen.getByText('共 3 个场景')).toBeInTheDocument();
    const row = await findRow('工作台助手');
    expect(row).toHaveTextContent('工作台');
    expect(row).toHaveTextContent('我还有几天年假、本月考勤异常、找一间会议室、周报整理');
    expect(row).toHaveTextContent('考勤查询、假期余额查询、会议室预订');
    expect(await findRow('审批助手')).toHaveTextContent('停用');
    await user.click(await findButton('BI配置'));
    await waitFor(() => expect(window.location.hash).toBe('#/home/intelligent/intelligent_bi_config'));
  });

  it('creates a scene with a knowledge base, a cue word and a disabled plugin; a taken name keeps what was typed', async () => {
    addBase('kb-t1', '员工手册');
    const bodies = recordBodies();
    const user = await open();
    await user.click(await findButton('新增场景'));
    const drawer = await findDialog('新增场景');
    const name = await within(drawer).findByLabelText('场景名称', {}, { timeout: 4000 });
    await fill(user, name, '部门群答疑');
    await user.click(within(drawer).getByLabelText('工作台'));
    await fill(user, within(drawer).getByLabelText('场景描述'), '前台咨询');
    await choose(user, within(drawer).getByLabelText('知识库'), '员工手册');
    await choose(user, within(drawer).getByLabelText('提示词'), '最新公司公告（已停用）');
    await choose(user, within(drawer).getByLabelText('插件'), '会议室预订（未启用）');
    await user.click(await findButton('保存', drawer));
    expect(await screen.findByText('场景名称已存在')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('场景描述')).toHaveValue('前台咨询');

    await fill(user, name, '前台助手');
    await user.click(await findButton('保存', drawer));
    expect(await screen.findByText('场景已添加')).toBeInTheDocument();
    const sent = bodies('/ai/scene/save').at(-1)!;
    expect(sent).toMatchObject({
      name: '前台助手',
      channel: 'workbench',
      description: '前台咨询',
      knowledgeBaseIds: ['kb-t1'],
      cueWordIds: ['cw-5'],
      pluginIds: ['plugin-5'],
      enabled: true,
    });
    expect(scene('前台助手')).toMatchObject({
      channel: 'workbench',
      knowledgeBaseIds: ['kb-t1'],
      cueWordIds: ['cw-5'],
      pluginIds: ['plugin-5'],
    });
    expect(changeRows()[0]).toMatchObject({ operationTypeId: 'f16', keyword: '新增场景 前台助手（工作台）' });
    const row = await findRow('前台助手');
    expect(row).toHaveTextContent('员工手册');
    expect(row).toHaveTextContent('最新公司公告');
    expect(row).toHaveTextContent('会议室预订');
  });

  it('edits a scene loaded anew, and deletes one only after confirming', async () => {
    const user = await open();
    await user.click(within(await findRow('审批助手')).getByRole('button', { name: '编辑审批助手' }));
    const drawer = await findDialog('编辑场景');
    const description = await within(drawer).findByLabelText('场景描述', {}, { timeout: 4000 });
    expect(description).toHaveValue('在审批单详情里给出审批建议。');
    expect(within(drawer).getByLabelText('审批')).toBeChecked();
    await fill(user, description, '审批单详情里的审批建议');
    await user.click(within(drawer).getByRole('switch', { name: '启用场景' }));
    await user.click(await findButton('保存', drawer));
    expect(await screen.findByText('场景已保存')).toBeInTheDocument();
    expect(scene('审批助手')).toMatchObject({
      description: '审批单详情里的审批建议',
      enabled: true,
      cueWordIds: ['cw-8'],
      pluginIds: ['plugin-3'],
    });

    await user.click(within(await findRow('部门群答疑')).getByRole('button', { name: '删除部门群答疑' }));
    const ask = await findDialog('删除场景“部门群答疑”');
    await user.click(await findButton('确定', ask));
    expect(await screen.findByText('已删除场景 部门群答疑')).toBeInTheDocument();
    expect(scene('部门群答疑')).toBeUndefined();
    expect(changeRows()[0]).toMatchObject({ operationTypeId: 'f16', keyword: '删除场景 部门群答疑（群聊）' });
    await waitFor(() => expect(screen.getByText('共 2 个场景')).toBeInTheDocument());
  });

  it('is refused by the server when a chosen plugin no longer exists, and the drawer keeps what was chosen and asks for the options again', async () => {
    const bodies = recordBodies();
    const user = await open();
    await user.click(await findButton('新增场景'));
    const drawer = await findDialog('新增场景');
    await fill(user, await within(drawer).findByLabelText('场景名称', {}, { timeout: 4000 }), '过期选项');
    await choose(user, within(drawer).getByLabelText('插件'), '公告检索（未启用）');
    // removed meanwhile (another administrator, another tab)
    pluginRows().splice(
      pluginRows().findIndex((p) => p.id === 'plugin-6'),
      1,
    );
    const asked = bodies('/ai/scene/options').length;
    await user.click(await findButton('保存', drawer));
    expect(await screen.findByText('插件不存在：plugin-6')).toBeInTheDocument();
    expect(scene('过期选项')).toBeUndefined();
    expect(within(drawer).getByLabelText('场景名称')).toHaveValue('过期选项');
    // a 404 names something gone: the options are asked for again, so the form offers what exists
    await waitFor(() => expect(bodies('/ai/scene/options').length).toBeGreaterThan(asked));
  }, 45000);

  it('names the unknown knowledge base or cue word a direct call sends', async () => {
    renderApp(SCENES_PATH);
    await findRow('部门群答疑', 8000);
    const token = useSession.getState().token ?? '';
    const base = {
      name: '直接调用',
      channel: 'group_chat',
      description: '',
      cueWordIds: [],
      pluginIds: [],
      enabled: true,
    };
    const kb = await call(token, 'POST', '/enterprise-server/ai/scene/save', {
      ...base,
      knowledgeBaseIds: ['kb-gone'],
    });
    expect(kb.body).toMatchObject({ code: 404, message: '知识库不存在：kb-gone' });
    const cw = await call(token, 'POST', '/enterprise-server/ai/scene/save', {
      ...base,
      knowledgeBaseIds: [],
      cueWordIds: ['cw-1', 'cw-x'],
    });
    expect(cw.body).toMatchObject({ code: 404, message: '提示词不存在：cw-x' });
    const channel = await call(token, 'POST', '/enterprise-server/ai/scene/save', {
      ...base,
      channel: 'email',
      knowledgeBaseIds: [],
    });
    expect(channel.body).toMatchObject({ code: 400, message: '参数channel不正确' });
    expect(scene('直接调用')).toBeUndefined();
  });
});

describe('a scene whose knowledge base is gone', () => {
  it('answers only what still exists, so editing it saves cleanly', async () => {
    addBase('kb-t2', '旧制度');
    const row = scene('审批助手')!;
    row.knowledgeBaseIds = ['kb-t2'];
    knowledgeBaseRows().splice(
      knowledgeBaseRows().findIndex((b) => b.id === 'kb-t2'),
      1,
    );
    const user = await open();
    expect(await findRow('审批助手')).not.toHaveTextContent('旧制度');
    await user.click(within(await findRow('审批助手')).getByRole('button', { name: '编辑审批助手' }));
    const drawer = await findDialog('编辑场景');
    await within(drawer).findByLabelText('场景名称', {}, { timeout: 4000 });
    await user.click(await findButton('保存', drawer));
    expect(await screen.findByText('场景已保存')).toBeInTheDocument();
    expect(scene('审批助手')!.knowledgeBaseIds).toEqual([]);
  });
});
