import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, RESTRICTED_ADMIN } from '../../render-app';
import { enterprises } from '@/sandbox/core-tables';
import { staffOf } from '@/sandbox/org-tables';
import { engineerRows, graphCodeRows, verifyCodeRows } from '@/sandbox/seed/modules/enterprise-settings';
import { fastUser, fill, SLOW } from '../fill';

const PAGE = '/home/enterpriseSettings';

describe('enterprise settings', () => {
  it('changes the contact e-mail: validated, and confirmed with an e-mail code sent after a graphic code', async () => {
    renderApp(PAGE);
    const user = fastUser();
    await user.click(await screen.findByText('编辑企业信息', {}, SLOW));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('联系邮箱'), 'not-an-address');
    expect(await within(dialog).findByText('请输入正确的邮箱地址', {}, SLOW)).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('联系邮箱'), 'office@lianchuang.example');
    await user.click(await within(dialog).findByText('获取验证码'));
    const graphDialog = (await screen.findByText('图形验证码', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    await waitFor(() => expect(graphCodeRows().length).toBe(1));
    await fill(user, within(graphDialog).getByLabelText('图形验证码'), 'ZZZZ');
    await user.click(within(graphDialog).getByText('发送验证码'));
    expect(await screen.findByText('图形验证码错误，请重新获取', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(graphCodeRows().length).toBe(2));
    await fill(user, within(graphDialog).getByLabelText('图形验证码'), graphCodeRows()[1].code);
    await user.click(within(graphDialog).getByText('发送验证码'));
    expect(await within(dialog).findByText(/秒后重新获取/, {}, SLOW)).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('验证码'), verifyCodeRows()[0].code);
    await user.click(within(dialog).getByText('保存'));
    expect(await screen.findByText('企业信息已保存', {}, SLOW)).toBeInTheDocument();
    expect(enterprises()[0].email).toBe('office@lianchuang.example');
  }, 60000);

  it('binds, refuses a duplicate phone, and unbinds an engineer', async () => {
    renderApp(PAGE);
    const user = fastUser();
    await user.click(await screen.findByText('绑定工程师', { selector: 'button span' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('姓名'), '孙工');
    await fill(user, within(dialog).getByLabelText('手机号'), '13911112222');
    await user.click(within(dialog).getByText('保存'));
    expect(await screen.findByText('该手机号的工程师已绑定', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('姓名')).toHaveValue('孙工');
    await fill(user, within(dialog).getByLabelText('手机号'), '13933334444');
    await user.click(within(dialog).getByText('保存'));
    expect(await screen.findByText('工程师绑定成功', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('13933334444')).toBeInTheDocument();
    const row = screen.getByText('赵工').closest('tr') as HTMLElement;
    await user.click(within(row).getByText('解除绑定'));
    await user.click(await screen.findByText('确定'));
    expect(await screen.findByText('已解除绑定', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('赵工')).not.toBeInTheDocument());
    expect(
      engineerRows()
        .map((e) => e.name)
        .sort(),
    ).toEqual(['孙工', '钱工']);
  }, 60000);

  it('dismisses the enterprise only after its name is typed', async () => {
    renderApp(PAGE);
    const user = fastUser();
    await user.click(await screen.findByText('解散企业', { selector: 'button span' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    const ok = within(dialog).getByText('确认解散').closest('button')!;
    await fill(user, within(dialog).getByLabelText('输入企业名称确认'), '联创未来');
    expect(ok).toBeDisabled();
    await fill(user, within(dialog).getByLabelText('输入企业名称确认'), '联创未来科技有限公司');
    expect(ok).toBeEnabled();
    await user.click(ok);
    expect(await screen.findByText('企业已解散', {}, SLOW)).toBeInTheDocument();
    expect(enterprises()[0].dismissed).toBe(true);
    await waitFor(() => expect(window.location.hash).toContain('/login/l-has'));
  }, 60000);

  it('transfers the enterprise administrator to a chosen member, after which the owner actions are gone', async () => {
    const target = staffOf('E20260001').filter((p) => p.status === '' && p.lenovoId.startsWith('2'))[30];
    renderApp(PAGE);
    const user = fastUser();
    await user.click(await screen.findByText('转让企业管理员', { selector: 'button span' }, SLOW));
    const dialog = (await screen.findByText('选择新的企业管理员')).closest('.ant-modal') as HTMLElement;
    await fill(user, within(dialog).getByLabelText('搜索成员'), target.telephone);
    await user.click(await within(dialog).findByLabelText(new RegExp(`^${target.name} `), {}, SLOW));
    await user.click(within(dialog).getByText(/^转\s?让$/));
    await user.click(await screen.findByText('确定'));
    expect(await screen.findByText('企业管理员已转让', {}, SLOW)).toBeInTheDocument();
    expect(enterprises()[0].adminLenovoId).toBe(target.lenovoId);
    await waitFor(() => expect(screen.queryByText('解散企业')).not.toBeInTheDocument(), SLOW);
  }, 60000);

  it('does not offer transfer or dismissal to an administrator who is not the enterprise administrator', async () => {
    renderApp(PAGE, { as: RESTRICTED_ADMIN });
    expect(await screen.findByText('赵工', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('E20260001')).toBeInTheDocument();
    expect(screen.queryByText('解散企业')).not.toBeInTheDocument();
    expect(screen.queryByText('转让企业管理员')).not.toBeInTheDocument();
  }, 45000);
});
