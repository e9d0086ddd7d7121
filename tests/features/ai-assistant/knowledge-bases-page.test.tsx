import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, RESTRICTED_ADMIN } from '../../render-app';
import { findButton, findDialog, findRow } from '../support/dom';
import { fastUser, fill, SLOW } from '../fill';
import { recordBodies } from '../support/requests';
import { toastTexts } from '../../toasts';
import { documentRows, knowledgeBaseRows, sceneRows } from '@/sandbox/ai-tables';
import { issueCode } from '@/sandbox/handlers/login';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';

async function open() {
  renderApp('/home/intelligent/intelligent_knowledge');
  const user = fastUser();
  await screen.findByText('共 2 个知识库', {}, SLOW);
  return user;
}

describe('AI助理知识库管理', { timeout: 60000 }, () => {
  it('lists the bases server-paged with their document counts, and searches after a pause', async () => {
    const bodies = recordBodies();
    const user = await open();
    expect(bodies('/ai/knowledge/list')[0]).toEqual({ page: 1, size: 10 });
    expect(within(await findRow('员工手册')).getByText('2 / 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '文档：IT服务台' })).toHaveAttribute(
      'href',
      '#/home/intelligent/intelligent_knowledge_list?baseId=kb-2',
    );
    await fill(user, screen.getByLabelText('搜索知识库'), '网络');
    await screen.findByText('共 1 个知识库', {}, SLOW);
    expect(bodies('/ai/knowledge/list').at(-1)).toEqual({ page: 1, size: 10, keyword: '网络' });
    expect(bodies('/ai/knowledge/list')).toHaveLength(2);
  });

  it('a name already used keeps the dialog and what was typed; then creates and renames', async () => {
    const user = await open();
    await user.click(await findButton('新建知识库'));
    const dialog = await findDialog('新建知识库');
    await fill(user, within(dialog).getByLabelText('知识库名称'), '员工手册');
    await fill(user, within(dialog).getByLabelText('知识库描述'), '销售话术与报价');
    await user.click(await findButton('保存', dialog));
    await waitFor(() => expect(toastTexts()).toContain('知识库名称已存在'));
    expect(within(dialog).getByLabelText('知识库描述')).toHaveValue('销售话术与报价');
    await fill(user, within(dialog).getByLabelText('知识库名称'), '销售资料');
    await user.click(await findButton('保存', dialog));
    await findRow('销售话术与报价');
    expect(knowledgeBaseRows().map((b) => b.name)).toContain('销售资料');
    await user.click(screen.getByRole('button', { name: '编辑销售资料' }));
    const edit = await findDialog('编辑知识库');
    expect(within(edit).getByLabelText('知识库名称')).toHaveValue('销售资料');
    await fill(user, within(edit).getByLabelText('知识库名称'), '销售手册');
    await user.click(await findButton('保存', edit));
    await findRow('销售手册');
  });

  it('deleting a base used by a scene names the scene first, then takes it out of the scene', async () => {
    sceneRows().length = 0; // the seed's scenes use both bases: this test sets its own
    sceneRows().push({
      id: 'scene-t',
      enterpriseNumber: MAIN_ENTERPRISE,
      name: '新人入职问答',
      channel: 'workbench',
      description: '',
      knowledgeBaseIds: ['kb-1'],
      cueWordIds: [],
      pluginIds: [],
      enabled: true,
      updateTime: '2026-10-01 10:00:00',
    });
    const user = await open();
    expect(within(await findRow('员工手册')).getByText('新人入职问答')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '删除员工手册' }));
    const confirm = await findDialog('删除知识库“员工手册”');
    expect(confirm).toHaveTextContent('该知识库正被场景「新人入职问答」使用，删除后这些场景将不再引用它');
    await user.click(await findButton('取消', confirm));
    expect(knowledgeBaseRows()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '删除员工手册' }));
    await user.click(await findButton('确定', await findDialog('删除知识库“员工手册”')));
    await screen.findByText('共 1 个知识库', {}, SLOW);
    expect(sceneRows().find((s) => s.id === 'scene-t')?.knowledgeBaseIds).toEqual([]);
    expect(documentRows().some((d) => d.baseId === 'kb-1')).toBe(false);
  });

  it('a base in no scene is deleted after a plain confirmation', async () => {
    sceneRows().length = 0; // the seed's scenes use both bases
    const user = await open();
    await user.click(screen.getByRole('button', { name: '删除IT服务台' }));
    const confirm = await findDialog('删除知识库“IT服务台”');
    expect(confirm).not.toHaveTextContent('正被场景');
    await user.click(await findButton('确定', confirm));
    await screen.findByText('共 1 个知识库', {}, SLOW);
  });

  it('an administrator without the page gets the permission alert', async () => {
    renderApp('/home/intelligent/intelligent_knowledge', { as: RESTRICTED_ADMIN, chrome: true });
    expect(await screen.findByText('暂无对应跳转的菜单权限，请联系管理员', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/home/enterprise_certification'));
    expect(
      within(await screen.findByRole('menu', { name: '主菜单' })).queryByText('AI助理知识库管理'),
    ).not.toBeInTheDocument();
  });

  it('ctx intelligent_knowledge signs in and opens the page', async () => {
    const code = issueCode('authorCode', '10000001', {
      enterpriseNumber: MAIN_ENTERPRISE,
      ctx: 'intelligent_knowledge',
    });
    renderApp(`/?authorCode=${code}&ctx=intelligent_knowledge`, { as: null });
    await waitFor(() => expect(window.location.hash).toBe('#/home/intelligent/intelligent_knowledge'), SLOW);
    expect(await screen.findByText('共 2 个知识库', {}, SLOW)).toBeInTheDocument();
  });
});
