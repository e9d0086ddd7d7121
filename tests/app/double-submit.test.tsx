import { screen, within } from '@testing-library/react';
import { renderApp, NO_ENTERPRISE_USER } from '../render-app';
import { fastUser, fill } from '../features/fill';
import { findButton, LONG } from '../features/support/dom';
import { doubleClick, doubleClickOk, expectOneWrite, watchRequests } from '../features/support/double-submit';
import { useSession } from '@/stores/session';

// The shell's and the login pages' writes, double-clicked over a slow server, send one call each:
// 进入 (the enterprise list), 切换企业 (the header), 下一步 and 创建企业 (creating an enterprise).

describe('the shell and login pages: one write per double-click', { timeout: 90000 }, () => {
  it('进入 on the enterprise list', async () => {
    const watch = watchRequests();
    renderApp('/login/l-has', { chrome: true });
    await expectOneWrite(watch, 'POST', '/switchEnterprise', async () =>
      doubleClick(await screen.findByRole('button', { name: '进入星河智造（深圳）有限公司' }, LONG)),
    );
    expect(useSession.getState().enterprise?.enterpriseName).toBe('星河智造（深圳）有限公司');
  });

  it('切换企业 in the header', async () => {
    const watch = watchRequests();
    renderApp('/home/enterprise_certification', { chrome: true });
    const user = fastUser();
    await user.click(await screen.findByRole('button', { name: /：切换企业$/ }, LONG));
    const item = await screen.findByText(
      '星河智造（深圳）有限公司',
      { selector: '.ant-dropdown:not(.ant-dropdown-hidden) [role=menuitem] *' },
      LONG,
    );
    await expectOneWrite(watch, 'POST', '/switchEnterprise', () => doubleClick(item));
    expect(await screen.findByText('已切换到星河智造（深圳）有限公司', {}, LONG)).toBeInTheDocument();
  });

  it('下一步 and 创建企业 when creating an enterprise', async () => {
    const watch = watchRequests();
    renderApp('/login/l-create/1', { as: NO_ENTERPRISE_USER, enterprise: null, chrome: true });
    const user = fastUser();
    await fill(user, await screen.findByLabelText('姓名', {}, LONG), '李娜');
    await expectOneWrite(watch, 'POST', '/saveUser', async () => doubleClick(await findButton('下一步')));
    const name = await screen.findByLabelText('企业名称', {}, LONG);
    await fill(user, name, '双击测试有限公司');
    for (const [label, option] of [
      ['所属行业', '信息技术'],
      ['人员规模', '1-50人'],
    ]) {
      await user.click(screen.getByLabelText(label));
      await user.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
    }
    // the new enterprise is entered once it is made: one /switchEnterprise after the one /saveEnterprise
    await expectOneWrite(watch, 'POST', '/saveEnterprise', async () => doubleClick(await findButton('创建企业')), [
      '/switchEnterprise',
    ]);
    expect(watch.requests.filter((w) => w.endsWith('/switchEnterprise'))).toHaveLength(1);
    expect(within(document.body).queryByText('该企业名称已被注册')).not.toBeInTheDocument();
  });

  it('退出登录 on the enterprise list', async () => {
    const watch = watchRequests();
    renderApp('/login/l-has', { chrome: true });
    await screen.findByText('联创未来科技有限公司', {}, LONG);
    await expectOneWrite(watch, 'GET', '/getAuthorCodeVal', async () => doubleClick(await findButton('退出登录')));
  });

  it('退出登录 in the header’s user menu', async () => {
    const watch = watchRequests();
    renderApp('/home/enterprise_certification', { chrome: true });
    await fastUser().click(await screen.findByRole('button', { name: /：用户菜单$/ }, LONG));
    const item = await screen.findByText(
      '退出登录',
      { selector: '.ant-dropdown:not(.ant-dropdown-hidden) [role=menuitem] *' },
      LONG,
    );
    await expectOneWrite(watch, 'GET', '/getAuthorCodeVal', async () => {
      await doubleClick(item);
      await doubleClickOk();
    });
  });
});
