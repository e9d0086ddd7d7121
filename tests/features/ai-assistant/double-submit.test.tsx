import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { fastUser, fill } from '../fill';
import { findButton, findDialog, findRow, LONG } from '../support/dom';
import { doubleClick, doubleClickOk, expectOneWrite, watchRequests } from '../support/double-submit';
import { chooseDepartment } from '../support/pickers';
import { failNext } from '@/sandbox/faults';
import { cueWordRows, documentRows, knowledgeBaseRows } from '@/sandbox/ai-tables';
import { PARSED_MS, parsingTimes } from '@/sandbox/ai-parsing';
import {
  ASSISTANT_PATH,
  BI_CONFIG_PATH,
  CUE_WORDS_PATH,
  KNOWLEDGE_DOCUMENTS_PATH,
  KNOWLEDGE_PATH,
  KNOWLEDGE_UPLOAD_PATH,
  PLUGINS_PATH,
  SCENES_PATH,
} from '@/features/ai-assistant/paths';

// Every submit of the AI assistant pages, double-clicked over a slow server, sends one write.

// documents stay in flight until a test finishes them, however slow the machine
beforeEach(() => (parsingTimes.parsedMs = 10 * 60_000));
afterEach(() => (parsingTimes.parsedMs = PARSED_MS));

describe('AI助理: one write per double-click', { timeout: 90000 }, () => {
  it('设置企业AI助理: 保存', async () => {
    const watch = watchRequests();
    renderApp(ASSISTANT_PATH);
    await fill(fastUser(), await screen.findByLabelText('助理名称', {}, LONG), '小创');
    await expectOneWrite(watch, 'POST', '/ai/assistant/save', async () => doubleClick(await findButton('保存')));
  });

  it('提示词管理: 新增, 启用, 删除', async () => {
    const watch = watchRequests();
    renderApp(CUE_WORDS_PATH);
    const user = fastUser();
    const list = await screen.findByRole('list', { name: '推荐问题列表' }, LONG);
    await user.click(await findButton('新增推荐问题'));
    const dialog = await findDialog('新增推荐问题');
    await fill(user, within(dialog).getByLabelText('名称'), '食堂几点开饭');
    await fill(user, within(dialog).getByLabelText('问题内容'), '公司食堂几点开饭？');
    await expectOneWrite(watch, 'POST', '/cueWord/save', async () => doubleClick(await findButton('保存', dialog)));
    expect(cueWordRows().filter((r) => r.title === '食堂几点开饭')).toHaveLength(1);
    await expectOneWrite(watch, 'POST', '/cueWord/enable', () =>
      doubleClick(within(list).getByRole('switch', { name: '启用最新公司公告' })),
    );
    await expectOneWrite(watch, 'POST', '/cueWord/delete', async () => {
      await doubleClick(within(list).getByRole('button', { name: '删除怎么发起报销' }));
      await doubleClickOk('删除推荐问题');
    });
  });

  it('插件管理: 启用, 设置使用范围', async () => {
    const watch = watchRequests();
    renderApp(PLUGINS_PATH);
    const user = fastUser();
    const plugins = await screen.findByRole('list', { name: '插件列表' }, LONG);
    const card = within(plugins).getByRole('listitem', { name: '会议室预订' });
    await expectOneWrite(watch, 'POST', '/plugin/enable', () =>
      doubleClick(within(card).getByRole('switch', { name: '启用会议室预订' })),
    );
    await user.click(within(plugins).getByRole('button', { name: '设置使用范围公告检索' }));
    const scope = await findDialog('设置使用范围：公告检索');
    await user.click(within(scope).getByLabelText('指定部门和人员'));
    await chooseDepartment(user, scope, '可使用部门', '财务部');
    await expectOneWrite(watch, 'POST', '/plugin/scope', async () => doubleClick(await findButton('保存', scope)));
  });

  it('知识库: 新建, 编辑, 删除', async () => {
    const watch = watchRequests();
    renderApp(KNOWLEDGE_PATH);
    const user = fastUser();
    await findRow('员工手册', LONG.timeout);
    await user.click(await findButton('新建知识库'));
    const dialog = await findDialog('新建知识库');
    await fill(user, within(dialog).getByLabelText('知识库名称'), '销售资料');
    await expectOneWrite(watch, 'POST', '/ai/knowledge/create', async () =>
      doubleClick(await findButton('保存', dialog)),
    );
    expect(knowledgeBaseRows().filter((b) => b.name === '销售资料')).toHaveLength(1);
    await findRow('销售资料', LONG.timeout);
    await user.click(screen.getByRole('button', { name: '编辑销售资料' }));
    const edit = await findDialog('编辑知识库');
    await fill(user, within(edit).getByLabelText('知识库名称'), '销售手册');
    await expectOneWrite(watch, 'POST', '/ai/knowledge/rename', async () =>
      doubleClick(await findButton('保存', edit)),
    );
    await findRow('销售手册', LONG.timeout);
    await expectOneWrite(watch, 'POST', '/ai/knowledge/delete', async () => {
      await doubleClick(screen.getByRole('button', { name: '删除销售手册' }));
      await doubleClickOk('删除知识库“销售手册”');
    });
  });

  it('知识库文档: 重新解析, 删除', async () => {
    const watch = watchRequests();
    renderApp(`${KNOWLEDGE_DOCUMENTS_PATH}?baseId=kb-1`);
    const failed = await findRow('差旅报销标准（损坏）.xlsx', LONG.timeout);
    await expectOneWrite(watch, 'POST', '/ai/knowledge/document/retry', () =>
      doubleClick(within(failed).getByRole('button', { name: '重新解析差旅报销标准（损坏）.xlsx' })),
    );
    await expectOneWrite(watch, 'POST', '/ai/knowledge/document/delete', async () => {
      await doubleClick(screen.getByRole('button', { name: '删除考勤与休假制度.docx' }));
      await doubleClickOk('删除文档“考勤与休假制度.docx”');
    });
  });

  it('上传文档: 重新上传 after a failed upload', async () => {
    const watch = watchRequests();
    renderApp(`${KNOWLEDGE_UPLOAD_PATH}?baseId=kb-1`);
    // antd's Dragger sets accept on its input; the checks are the page's own
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
    await screen.findByText('上传文档到 员工手册', {}, LONG);
    failNext('/ai/knowledge/document/upload', { code: 500, message: '存储服务繁忙' });
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type=file]')!,
      new File([new Uint8Array(10)], '制度汇编.docx'),
    );
    const row = await findRow('制度汇编.docx');
    expect(await within(row).findByText('上传失败：存储服务繁忙', {}, LONG)).toBeInTheDocument();
    await expectOneWrite(watch, 'POST', '/ai/knowledge/document/upload', () =>
      doubleClick(within(row).getByRole('button', { name: '重新上传制度汇编.docx' })),
    );
    await waitFor(() => expect(within(row).getByText(/排队中|解析中/)).toBeInTheDocument());
    expect(documentRows().filter((d) => d.fileName === '制度汇编.docx')).toHaveLength(1);
  });

  it('AI助理应用管理: 编辑场景 保存, 删除', async () => {
    const watch = watchRequests();
    renderApp(SCENES_PATH);
    const user = fastUser();
    await user.click(within(await findRow('审批助手', LONG.timeout)).getByRole('button', { name: '编辑审批助手' }));
    const drawer = await findDialog('编辑场景');
    await within(drawer).findByLabelText('场景描述', {}, LONG);
    await expectOneWrite(watch, 'POST', '/scene/save', async () => doubleClick(await findButton('保存', drawer)));
    expect(await screen.findByText('场景已保存')).toBeInTheDocument();
    await expectOneWrite(watch, 'POST', '/scene/delete', async () => {
      await doubleClick(within(await findRow('部门群答疑')).getByRole('button', { name: '删除部门群答疑' }));
      await doubleClickOk('删除场景“部门群答疑”');
    });
  });

  it('BI配置: 保存', async () => {
    const watch = watchRequests();
    renderApp(BI_CONFIG_PATH);
    const attendance = await screen.findByRole('group', { name: '考勤数据' }, LONG);
    await fastUser().click(within(attendance).getByRole('switch', { name: '允许汇总考勤数据' }));
    await expectOneWrite(watch, 'POST', '/bi/config/save', async () => doubleClick(await findButton('保存')));
    expect(await screen.findByText('BI配置已保存')).toBeInTheDocument();
  });
});
