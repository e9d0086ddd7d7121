import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, RESTRICTED_ADMIN } from '../../render-app';
import { failNext } from '@/sandbox/faults';
import { certRows, guideRows } from '@/sandbox/seed/modules/home';
import { useCertification } from '@/stores/certification';
import { useMenu } from '@/stores/menu';
import { staffOf } from '@/sandbox/org-tables';
import { fill, SLOW } from '../fill';

const seenGuide = () => guideRows().push({ lenovoId: '10000001', guideType: 'home', guideStatus: 1 });

async function openPanel(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: '展开详情' }, SLOW));
  return screen.findByRole('region', { name: '认证详情' });
}

describe('home: enterprise certification', () => {
  beforeEach(seenGuide);

  it('shows applyStatus 0 when the server has no record and stores the menu list', async () => {
    renderApp('/home/enterprise_certification');
    expect(await screen.findByText('企业尚未认证，完成企业资质认证后可使用全部企业服务。', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('认证状态')).toHaveTextContent('未认证');
    expect(useCertification.getState().applyStatus).toBe(0);
    await waitFor(() => expect(useMenu.getState().entries?.length).toBeGreaterThan(10));
  });

  it('applies with the business lookup, shows 提交成功, hides the panel and reloads the status', async () => {
    const { user } = renderApp();
    const panel = await openPanel(user);
    await user.click(within(panel).getAllByRole('button', { name: '查询工商信息' })[0]);
    await waitFor(() => expect(within(panel).getByLabelText('统一社会信用代码')).toHaveValue('91110108MA01ABCD1X'));
    await fill(user, within(panel).getByLabelText('联系人'), '张伟');
    await fill(user, within(panel).getByLabelText('联系电话'), '13800000001');
    await user.click(within(panel).getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: '认证详情' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText('认证状态')).toHaveTextContent('审核中'));
    expect(useCertification.getState().applyStatus).toBe(1);
  });

  it('shows the server message when the apply fails and keeps the input', async () => {
    failNext('/authentication/apply', { code: 500, message: '认证服务繁忙，请稍后再试' });
    const { user } = renderApp();
    const panel = await openPanel(user);
    await fill(user, within(panel).getByLabelText('企业名称'), '联创未来科技有限公司');
    await fill(user, within(panel).getByLabelText('统一社会信用代码'), '91110108MA01ABCD1X');
    await fill(user, within(panel).getByLabelText('法定代表人'), '张伟');
    await fill(user, within(panel).getByLabelText('联系人'), '张伟');
    await fill(user, within(panel).getByLabelText('联系电话'), '13800000001');
    await user.click(within(panel).getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('认证服务繁忙，请稍后再试')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '认证详情' })).toBeInTheDocument();
    expect(within(panel).getByLabelText('联系人')).toHaveValue('张伟');
  });

  it('appeals an application under review: 申诉成功', async () => {
    certRows().push({ enterpriseNumber: 'E20260001', applyStatus: 1, enterpriseName: '联创未来科技有限公司', creditCode: '91110108MA01ABCD1X', legalPerson: '张伟', contactName: '张伟', contactPhone: '13800000001', applyTime: '2026-11-01 10:00:00' });
    const { user } = renderApp();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('tab', { name: '认证申诉' }));
    await fill(user, within(panel).getByLabelText('申诉理由'), '信用代码被他人冒用');
    await fill(user, within(panel).getAllByLabelText('联系电话').at(-1)!, '13800000001');
    await user.click(within(panel).getByRole('button', { name: '提交申诉' }));
    expect(await screen.findByText('申诉成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('认证状态')).toHaveTextContent('申诉处理中'));
  });

  it('authenticates against the registry: 认证成功; a mismatch shows the server message', async () => {
    const { user } = renderApp();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('tab', { name: '工商信息认证' }));
    const form = within(panel).getByRole('form', { name: '工商信息认证' });
    await fill(user, within(form).getByLabelText('企业名称'), '联创未来科技有限公司');
    await fill(user, within(form).getByLabelText('统一社会信用代码'), '91110108MA01ABCD1X');
    await fill(user, within(form).getByLabelText('法定代表人'), '李四');
    await user.click(within(form).getByRole('button', { name: '立即认证' }));
    expect(await screen.findByText('企业信息与工商登记信息不一致，认证失败')).toBeInTheDocument();
        await fill(user, within(form).getByLabelText('法定代表人'), '张伟');
    await user.click(within(form).getByRole('button', { name: '立即认证' }));
    expect(await screen.findByText('认证成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('认证状态')).toHaveTextContent('已认证'));
  });

  it('rejects an appeal when nothing was applied for', async () => {
    const { user } = renderApp();
    await screen.findByText('企业尚未认证，完成企业资质认证后可使用全部企业服务。', {}, SLOW);
    // no appeal tab is offered before an application exists
    await openPanel(user);
    expect(screen.queryByRole('tab', { name: '认证申诉' })).not.toBeInTheDocument();
  });

  it('toggles the join switch and reads it back from the first element', async () => {
    const { user } = renderApp();
    const sw = await screen.findByRole('switch', { name: '允许成员申请加入企业' });
    await waitFor(() => expect(sw).toBeChecked());
    await user.click(sw);
    await waitFor(() => expect(screen.getByRole('switch', { name: '允许成员申请加入企业' })).not.toBeChecked());
    expect(screen.getByText('已关闭')).toBeInTheDocument();
  });

  it('shows the member count and the message centre with its filter', async () => {
    const { user } = renderApp();
    expect(await screen.findByText('企业成员')).toBeInTheDocument();
    const count = staffOf('E20260001').filter((s) => s.status !== 'departure').length;
    await waitFor(() => expect(screen.getByText(String(count))).toBeInTheDocument());
    expect(await screen.findByText('新成员加入申请')).toBeInTheDocument();
    expect(screen.getByText('系统升级通知')).toBeInTheDocument();
    await user.click(screen.getByText('未读'));
    await waitFor(() => expect(screen.queryByText('系统升级通知')).not.toBeInTheDocument());
    expect(screen.getByText('新成员加入申请')).toBeInTheDocument();
  });
});

describe('home: novice guide', () => {
  it('shows the guide once and saves it as seen', async () => {
    const { user } = renderApp('/home/enterprise_certification', { as: RESTRICTED_ADMIN });
    expect(await screen.findByText('完成企业资质认证', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /下一步|Next/ }));
    await user.click(await screen.findByRole('button', { name: /下一步|Next/ }));
    await user.click(await screen.findByRole('button', { name: /结束导览|Finish/ }));
    await waitFor(() => expect(guideRows().find((g) => g.lenovoId === RESTRICTED_ADMIN)?.guideStatus).toBe(1));
    expect(screen.queryByText('完成企业资质认证')).not.toBeInTheDocument();
  });

  it('offers the AI assistant entry only with AI menu authority', async () => {
    renderApp('/home/enterprise_certification', { as: RESTRICTED_ADMIN });
    expect(await screen.findByText('暂无AI助理设置权限')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '设置企业AI助理' })).not.toBeInTheDocument();
  });
});
