import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { announcementRows } from '@/sandbox/seed/modules/announcements';
import { fastUser, fill, SLOW } from '../fill';
import { editorBox, pasteInto } from './editor-input';

const ATTACK =
  '<p>正文内容</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script><a href="javascript:window.__xss=3">点我</a><a href="https://example.com/ok">正常链接</a>';

function plant(status: 0 | 1) {
  announcementRows().push({
    id: 'evil',
    enterpriseNumber: 'E20260001',
    lenovoId: '10000001',
    author: '张伟',
    title: '含有恶意代码的公告',
    content: ATTACK,
    attachments: [],
    status,
    createTime: '2026-11-21 09:00:00',
    updateTime: '2026-11-21 09:00:00',
    publishTime: status ? '2026-11-21 09:00:00' : null,
    audienceType: 0,
    departIds: [],
    lenovoIds: [],
    pinned: false,
    scheduledTime: null,
  });
}

function expectInert(article: HTMLElement) {
  expect(article).toHaveTextContent('正文内容');
  expect(article.querySelector('script')).toBeNull();
  expect(article.querySelector('[onerror]')).toBeNull();
  expect(within(article).getByText('点我').getAttribute('href')).toBeNull();
  expect(within(article).getByText('正常链接')).toHaveAttribute('href', 'https://example.com/ok');
  expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
}

describe('announcements', () => {
  it('lists, pages and searches the announcements', async () => {
    for (let i = 1; i <= 8; i++) {
      announcementRows().push({
        ...announcementRows()[1],
        id: `old${i}`,
        title: `历史公告${i}`,
        updateTime: `2026-10-0${i} 09:00:00`,
      });
    }
    renderApp('/home/announcement');
    const user = fastUser();
    expect(await screen.findByText('关于2026年元旦放假安排的通知', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('共 12 条')).toBeInTheDocument();
    expect(screen.queryByText('历史公告1')).not.toBeInTheDocument();
    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('历史公告1', {}, SLOW)).toBeInTheDocument();
    await fill(user, screen.getByLabelText('搜索公告标题'), '网络');
    await waitFor(() => expect(screen.queryByText('关于2026年元旦放假安排的通知')).not.toBeInTheDocument(), SLOW);
    expect(await screen.findByText('办公区网络升级公告', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('共 1 条')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('搜索公告标题'), '不存在的标题');
    expect(await screen.findByText('没有符合条件的公告', {}, SLOW)).toBeInTheDocument();
  }, 45000);

  it('shows who each announcement reaches in the list (接收范围)', async () => {
    renderApp('/home/announcement');
    await screen.findByText('办公区网络升级公告', {}, SLOW);
    expect(screen.getByRole('columnheader', { name: '接收范围' })).toBeInTheDocument();
    const row = (title: string) => screen.getByText(title).closest('tr')!;
    expect(await within(row('办公区网络升级公告')).findByRole('cell', { name: '部门：研发中心' })).toBeInTheDocument();
    expect(within(row('关于2026年元旦放假安排的通知')).getByRole('cell', { name: '全员' })).toBeInTheDocument();
  }, 45000);

  it('creates a draft with rich text, sanitised before it is saved, then shows its detail', async () => {
    renderApp('/home/announcementAdd');
    const user = fastUser();
    await fill(user, await screen.findByLabelText('公告标题', {}, SLOW), '年会节目征集');
    await user.click(screen.getByText('保存草稿'));
    expect(await screen.findByText('请输入公告内容')).toBeInTheDocument();
    pasteInto(editorBox(), { html: '<p>欢迎报名<strong>年会节目</strong></p><script>window.__xss = 9</script>' });
    await user.click(screen.getByText('保存草稿'));
    expect(await screen.findByText('保存成功', {}, SLOW)).toBeInTheDocument();
    const saved = announcementRows().find((a) => a.title === '年会节目征集')!;
    expect(saved.status).toBe(0);
    expect(saved.content).toContain('<strong>年会节目</strong>');
    expect(saved.content).not.toContain('script');
    expect(await screen.findByRole('article', {}, SLOW)).toHaveTextContent('欢迎报名年会节目');
  }, 45000);

  it('keeps the form when the save fails', async () => {
    renderApp('/home/announcementAdd');
    const user = fastUser();
    await fill(user, await screen.findByLabelText('公告标题', {}, SLOW), 'x'.repeat(10));
    pasteInto(editorBox(), { text: '内容' });
    const { failNext } = await import('@/sandbox/faults');
    failNext('/announcement/save', { code: 500, message: '公告服务暂不可用' });
    await user.click(screen.getByText('发布'));
    expect(await screen.findByText('公告服务暂不可用', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('公告标题')).toHaveValue('x'.repeat(10));
  }, 45000);

  it('publishes a draft and deletes an announcement after confirmation', async () => {
    renderApp('/home/announcement');
    const user = fastUser();
    const row = (await screen.findByText('第四季度全员大会安排', {}, SLOW)).closest('tr') as HTMLElement;
    await user.click(within(row).getByText('发布'));
    await user.click(await screen.findByText('确定'));
    expect(await screen.findByText('发布成功', {}, SLOW)).toBeInTheDocument();
    expect(announcementRows().find((a) => a.id === 'an3')?.status).toBe(1);
    const other = screen.getByText('办公区网络升级公告').closest('tr') as HTMLElement;
    await user.click(within(other).getByText('删除'));
    await user.click((await screen.findAllByText('确定')).at(-1)!);
    expect(await screen.findByText('删除成功', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('办公区网络升级公告')).not.toBeInTheDocument());
  }, 45000);

  it('an unknown announcement says it does not exist and leads back to the list, with no 重试', async () => {
    renderApp('/home/announcementDetails?id=nope');
    // the panel, not the failed call's toast (also an alert), which may show first
    const alert = (await screen.findByText('公告不存在或已被删除', {}, SLOW)).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('公告不存在或已被删除');
    expect(screen.queryByRole('button', { name: /重\s*试/ })).not.toBeInTheDocument();
    await fastUser().click(within(alert).getByRole('button', { name: '返回列表' }));
    await waitFor(() => expect(window.location.hash).toBe('#/home/announcement'));
  }, 45000);

  it('XSS: announcement HTML is inert on the detail page', async () => {
    plant(0);
    renderApp('/home/announcementDetails?id=evil');
    expectInert(await screen.findByRole('article', {}, SLOW));
  }, 45000);

  it('XSS: and on the public page, opened without a session', async () => {
    plant(1);
    renderApp('/pcannouncementDetail?id=evil', { as: null });
    expect(await screen.findByText('联创未来科技有限公司', {}, SLOW)).toBeInTheDocument();
    expectInert(screen.getByRole('article'));
  }, 45000);

  it('the public page refuses a draft', async () => {
    renderApp('/pcannouncementDetail?id=an3', { as: null });
    expect(
      await screen.findByText('公告不存在或尚未发布', { selector: '.ant-result-title' }, SLOW),
    ).toBeInTheDocument();
  }, 45000);
});
