import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/sandbox/node';
import { renderApp, RESTRICTED_ADMIN } from '../../render-app';
import { failNext } from '@/sandbox/faults';
import { certRows, guideRows } from '@/sandbox/seed/modules/home';
import { useCertification } from '@/stores/certification';
import { useMenu } from '@/stores/menu';
import { staffOf } from '@/sandbox/org-tables';
import type { UserEvent } from '@testing-library/user-event';
import { fastUser, fill, SLOW } from '../fill';

const seenGuide = () => guideRows().push({ lenovoId: '10000001', guideType: 'home', guideStatus: 1 });
// The dashboard has its own tests; here it stays empty so the page is light.
const noDashboard = () =>
  server.use(
    http.get('*/enterprise-server/v4/depart/searchMyTreeV1', () =>
      HttpResponse.json({ code: 200, data: [], message: '成功' }),
    ),
  );

async function openPanel(user: UserEvent) {
  await user.click(await screen.findByText('展开详情', {}, SLOW));
  return screen.findByLabelText('认证详情', {}, SLOW);
}

describe('home: enterprise certification', () => {
  beforeEach(() => {
    seenGuide();
    noDashboard();
  });

  it('shows applyStatus 0 when the server has no record and stores the menu list', async () => {
    renderApp('/home/enterprise_certification');
    expect(
      await screen.findByText('企业尚未认证，完成企业资质认证后可使用全部企业服务。', {}, { timeout: 30000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('认证状态')).toHaveTextContent('未认证');
    expect(useCertification.getState().applyStatus).toBe(0);
    await waitFor(() => expect(useMenu.getState().entries?.length).toBeGreaterThan(10));
  }, 45000);

  it('applies with the business lookup, shows 提交成功, hides the panel and reloads the status', async () => {
    renderApp();
    const user = fastUser();
    const panel = await openPanel(user);
    await user.click(within(panel).getAllByText('查询工商信息')[0]);
    await waitFor(() => expect(within(panel).getByLabelText('统一社会信用代码')).toHaveValue('91110108MA01ABCD1X'));
    await fill(user, within(panel).getByLabelText('联系人'), '张伟');
    await fill(user, within(panel).getByLabelText('联系电话'), '13800000001');
    await user.click(within(panel).getByText('提交认证', { selector: 'button span' }));
    expect(await screen.findByText('提交成功', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('认证详情')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText('认证状态')).toHaveTextContent('审核中'));
    expect(useCertification.getState().applyStatus).toBe(1);
  }, 45000);

  it('shows the server message when the apply fails and keeps the input', async () => {
    failNext('/authentication/apply', { code: 500, message: '认证服务繁忙，请稍后再试' });
    renderApp();
    const user = fastUser();
    const panel = await openPanel(user);
    await fill(user, within(panel).getByLabelText('企业名称'), '联创未来科技有限公司');
    await fill(user, within(panel).getByLabelText('统一社会信用代码'), '91110108MA01ABCD1X');
    await fill(user, within(panel).getByLabelText('法定代表人'), '张伟');
    await fill(user, within(panel).getByLabelText('联系人'), '张伟');
    await fill(user, within(panel).getByLabelText('联系电话'), '13800000001');
    await user.click(within(panel).getByText('提交认证', { selector: 'button span' }));
    expect(await screen.findByText('认证服务繁忙，请稍后再试', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('认证详情')).toBeInTheDocument();
    expect(within(panel).getByLabelText('联系人')).toHaveValue('张伟');
  }, 45000);

  it('appeals an application under review: 申诉成功', async () => {
    certRows().push({
      enterpriseNumber: 'E20260001',
      applyStatus: 1,
      enterpriseName: '联创未来科技有限公司',
      creditCode: '91110108MA01ABCD1X',
      legalPerson: '张伟',
      contactName: '张伟',
      contactPhone: '13800000001',
      applyTime: '2026-11-01 10:00:00',
    });
    renderApp();
    const user = fastUser();
    const panel = await openPanel(user);
    await user.click(within(panel).getByText('认证申诉'));
    await fill(user, within(panel).getByLabelText('申诉理由'), '信用代码被他人冒用');
    await fill(user, within(panel).getAllByLabelText('联系电话').at(-1)!, '13800000001');
    await user.click(within(panel).getByText('提交申诉'));
    expect(await screen.findByText('申诉成功', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('认证状态')).toHaveTextContent('申诉处理中'));
  }, 45000);

  it('authenticates against the registry: 认证成功; a mismatch shows the server message', async () => {
    renderApp();
    const user = fastUser();
    const panel = await openPanel(user);
    await user.click(within(panel).getByText('工商信息认证'));
    const form = panel.querySelector('form#auth') as HTMLElement;
    await fill(user, within(form).getByLabelText('企业名称'), '联创未来科技有限公司');
    await fill(user, within(form).getByLabelText('统一社会信用代码'), '91110108MA01ABCD1X');
    await fill(user, within(form).getByLabelText('法定代表人'), '李四');
    await user.click(within(form).getByText('立即认证'));
    expect(await screen.findByText('企业信息与工商登记信息不一致，认证失败', {}, SLOW)).toBeInTheDocument();
    await fill(user, within(form).getByLabelText('法定代表人'), '张伟');
    await user.click(within(form).getByText('立即认证'));
    expect(await screen.findByText('认证成功', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('认证状态')).toHaveTextContent('已认证'));
  }, 45000);

  it('offers no appeal before an application, and the server refuses one', async () => {
    renderApp();
    const user = fastUser();
    await screen.findByText('企业尚未认证，完成企业资质认证后可使用全部企业服务。', {}, SLOW);
    // no appeal tab is offered before an application exists
    await openPanel(user);
    expect(screen.queryByText('认证申诉')).not.toBeInTheDocument();
    expect(screen.getByText('提交认证', { selector: '.ant-tabs-tab-btn' })).toBeInTheDocument();
    const { appealCertification } = await import('@/features/home/api/home-api');
    await expect(appealCertification({ reason: '误判', contactPhone: '13800000001' })).rejects.toThrow(
      '尚未提交认证申请，无法申诉',
    );
  }, 45000);

  it('toggles the join switch and reads it back from the first element', async () => {
    renderApp();
    const user = fastUser();
    const sw = await screen.findByLabelText('允许成员申请加入企业', {}, SLOW);
    await waitFor(() => expect(sw).toBeChecked());
    await user.click(sw);
    await waitFor(() => expect(screen.getByLabelText('允许成员申请加入企业')).not.toBeChecked());
    expect(screen.getByText('已关闭')).toBeInTheDocument();
  }, 45000);

  it('shows the member count and the message centre with its filter', async () => {
    renderApp();
    const user = fastUser();
    expect(await screen.findByText('企业成员', {}, SLOW)).toBeInTheDocument();
    const count = staffOf('E20260001').filter((s) => s.status !== 'departure').length;
    await waitFor(() => expect(screen.getByText(String(count))).toBeInTheDocument());
    expect(await screen.findByText('新成员加入申请')).toBeInTheDocument();
    // four whole messages a page: the sixth is on page 2
    expect(screen.queryByText('系统升级通知')).not.toBeInTheDocument();
    await user.click(within(screen.getByLabelText('消息分页')).getByTitle('下一页'));
    expect(await screen.findByText('系统升级通知')).toBeInTheDocument();
    await user.click(screen.getByText('未读'));
    await waitFor(() => expect(screen.queryByText('系统升级通知')).not.toBeInTheDocument());
    expect(screen.getByText('新成员加入申请')).toBeInTheDocument();
  }, 45000);
});

describe('home: novice guide', () => {
  beforeEach(noDashboard);
  it('shows the guide once and saves it as seen', async () => {
    renderApp('/home/enterprise_certification', { as: RESTRICTED_ADMIN });
    const user = fastUser();
    expect(await screen.findByText('完成企业资质认证', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByText(/^(下一步|Next)$/));
    expect(await screen.findByText('设置IT管理员')).toBeInTheDocument();
    await user.click(screen.getByText(/^(下一步|Next)$/));
    expect(await screen.findByText('查看数据看板')).toBeInTheDocument();
    await user.click(screen.getByText(/^(结束导览|Finish)$/));
    await waitFor(() => expect(guideRows().find((g) => g.lenovoId === RESTRICTED_ADMIN)?.guideStatus).toBe(1));
    expect(screen.queryByText('完成企业资质认证')).not.toBeInTheDocument();
  }, 45000);

  it('offers the AI assistant entry only with AI menu authority', async () => {
    renderApp('/home/enterprise_certification', { as: RESTRICTED_ADMIN });
    expect(await screen.findByText('暂无AI助理设置权限', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '设置企业AI助理' })).not.toBeInTheDocument();
  }, 45000);
});
