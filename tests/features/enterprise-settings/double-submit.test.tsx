import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { fastUser, fill } from '../fill';
import { findButton, findDialog, LONG } from '../support/dom';
import { doubleClick, doubleClickOk, expectOneWrite, watchRequests } from '../support/double-submit';
import { tickMember } from '../support/pickers';
import { enterprises } from '@/sandbox/core-tables';
import { staffOf } from '@/sandbox/org-tables';
import { engineerRows, graphCodeRows, verifyCodeRows } from '@/sandbox/seed/modules/enterprise-settings';

// Every submit of 企业设置, double-clicked over a slow server, sends one write.

const PAGE = '/home/enterpriseSettings';

describe('企业设置: one write per double-click', { timeout: 120000 }, () => {
  it('获取验证码, 发送验证码 and 保存 (企业信息), 绑定工程师, 编辑工程师, 解除绑定, 转让企业管理员', async () => {
    const watch = watchRequests();
    const target = staffOf('E20260001').filter((p) => p.status === '' && p.lenovoId.startsWith('2'))[30];
    renderApp(PAGE);
    const user = fastUser();

    await user.click(await findButton('编辑企业信息', document.body, LONG.timeout));
    let dialog = await findDialog('编辑企业信息');
    await fill(user, within(dialog).getByLabelText('联系邮箱'), 'office@lianchuang.example');
    await expectOneWrite(watch, 'GET', '/graphValidateCode/getCode', async () =>
      doubleClick(await findButton('获取验证码', dialog)),
    );
    const graph = await findDialog('图形验证码');
    await waitFor(() => expect(graphCodeRows()).toHaveLength(1));
    await fill(user, within(graph).getByLabelText('图形验证码'), graphCodeRows()[0].code);
    await expectOneWrite(watch, 'POST', '/sendVerifyCode', async () =>
      doubleClick(await findButton('发送验证码', graph)),
    );
    expect(verifyCodeRows()).toHaveLength(1);
    await fill(user, within(dialog).getByLabelText('验证码'), verifyCodeRows()[0].code);
    await expectOneWrite(watch, 'POST', '/enterprise/update', async () =>
      doubleClick(await findButton('保存', dialog)),
    );
    expect(await screen.findByText('企业信息已保存', {}, LONG)).toBeInTheDocument();

    await user.click(await findButton('绑定工程师'));
    dialog = await findDialog('绑定工程师');
    await fill(user, within(dialog).getByLabelText('姓名'), '孙工');
    await fill(user, within(dialog).getByLabelText('手机号'), '13933334444');
    await expectOneWrite(watch, 'POST', '/saveBindingEngineer', async () =>
      doubleClick(await findButton('保存', dialog)),
    );
    expect(engineerRows().filter((e) => e.name === '孙工')).toHaveLength(1);

    await user.click(await findButton('编辑孙工', document.body, LONG.timeout));
    dialog = await findDialog('编辑工程师');
    await fill(user, within(dialog).getByLabelText('姓名'), '孙工程师');
    await expectOneWrite(watch, 'POST', '/editBindingEngineer', async () =>
      doubleClick(await findButton('保存', dialog)),
    );

    const row = (await screen.findByText('赵工')).closest('tr') as HTMLElement;
    const zhao = engineerRows().find((e) => e.name === '赵工')!;
    await expectOneWrite(watch, 'DELETE', `/deleteBindingEngineerById/${zhao.id}`, async () => {
      await doubleClick(await findButton('解除绑定', row));
      await doubleClickOk();
    });

    await user.click(await findButton('转让企业管理员'));
    dialog = await findDialog('选择新的企业管理员');
    await tickMember(user, dialog, target, target.telephone);
    await expectOneWrite(watch, 'GET', '/enterprise/transferEnterpriseAdministrator', async () => {
      await doubleClick(await findButton('转让', dialog));
      await doubleClickOk();
    });
    expect(await screen.findByText('企业管理员已转让', {}, LONG)).toBeInTheDocument();
  });

  it('解散企业', async () => {
    const watch = watchRequests();
    renderApp(PAGE);
    const user = fastUser();
    await user.click(await findButton('解散企业', document.body, LONG.timeout));
    const dialog = await findDialog('解散企业');
    await fill(user, within(dialog).getByLabelText('输入企业名称确认'), '联创未来科技有限公司');
    await expectOneWrite(watch, 'DELETE', `/dismissEnterprise/${enterprises()[0].id}`, async () =>
      doubleClick(await findButton('确认解散', dialog)),
    );
    expect(enterprises()[0].dismissed).toBe(true);
  });
});
