import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp, RESTRICTED_ADMIN } from '../../render-app';
import { fastUser, fill } from '../fill';
import { findButton, findDialog, LONG } from '../support/dom';
import { doubleClick, doubleClickOk, expectOneWrite, watchRequests } from '../support/double-submit';
import { server } from '@/sandbox/node';
import { guideRows, itAdminRows } from '@/sandbox/seed/modules/home';
import { staffOf } from '@/sandbox/org-tables';

// Every submit of the home page, double-clicked over a slow server, sends one write.

beforeEach(() => {
  guideRows().push({ lenovoId: '10000001', guideType: 'home', guideStatus: 1 }); // no tour over the page
  // the dashboard has its own tests; here it stays empty so the page is light
  server.use(
    http.get('*/enterprise-server/v4/depart/searchMyTreeV1', () =>
      HttpResponse.json({ code: 200, data: [], message: '成功' }),
    ),
  );
});

const openPanel = async (user: ReturnType<typeof fastUser>) => {
  await user.click(await screen.findByText('展开详情', {}, LONG));
  return screen.findByLabelText('认证详情', {}, LONG);
};

describe('首页: one write per double-click', { timeout: 90000 }, () => {
  it('添加IT管理员, 删除, 成员申请加入 switch', async () => {
    const watch = watchRequests();
    const people = staffOf('E20260001').filter((s) => s.status === '');
    const target = people.find(
      (s) =>
        s.lenovoId !== '20000005' && s.name.length === 3 && people.filter((p) => p.name.includes(s.name)).length === 1,
    )!;
    const seeded = staffOf('E20260001').find((s) => s.lenovoId === '20000005')!;
    renderApp();
    const user = fastUser();
    const card = (await screen.findByText('IT管理员', {}, LONG)).closest('.ant-card') as HTMLElement;
    await user.click(within(card).getByText('添加IT管理员'));
    const dialog = await findDialog('添加IT管理员');
    await fill(user, within(dialog).getByLabelText('搜索企业成员'), target.name);
    await user.click(await within(dialog).findByLabelText(new RegExp(`^${target.name} `), {}, LONG));
    await expectOneWrite(watch, 'POST', '/admin/setItAdmins', async () =>
      doubleClick(await findButton('确定', dialog)),
    );
    expect(itAdminRows().filter((r) => r.lenovoId === target.lenovoId)).toHaveLength(1);

    await within(card).findByText(seeded.name, {}, LONG);
    await expectOneWrite(watch, 'POST', '/admin/removeItAdmin', async () => {
      await doubleClick(within(card).getByLabelText(`删除${seeded.name}`));
      await doubleClickOk();
    });

    const toggle = await screen.findByLabelText('允许成员申请加入企业', {}, LONG);
    await waitFor(() => expect(toggle).toBeChecked());
    await expectOneWrite(watch, 'POST', '/temp/updateSwitchStatus', () =>
      doubleClick(screen.getByLabelText('允许成员申请加入企业')),
    );
  });

  it('提交认证, then 提交申诉', async () => {
    const watch = watchRequests();
    renderApp();
    const user = fastUser();
    let panel = await openPanel(user);
    for (const [label, text] of [
      ['企业名称', '联创未来科技有限公司'],
      ['统一社会信用代码', '91110108MA01ABCD1X'],
      ['法定代表人', '张伟'],
      ['联系人', '张伟'],
      ['联系电话', '13800000001'],
    ]) {
      await fill(user, within(panel).getByLabelText(label), text);
    }
    await expectOneWrite(watch, 'POST', '/authentication/apply', async () =>
      doubleClick(await findButton('提交认证', panel)),
    );
    await waitFor(() => expect(screen.getByLabelText('认证状态')).toHaveTextContent('审核中'));

    panel = await openPanel(user);
    await user.click(within(panel).getByText('认证申诉'));
    await fill(user, within(panel).getByLabelText('申诉理由'), '信用代码被他人冒用');
    await fill(user, within(panel).getAllByLabelText('联系电话').at(-1)!, '13800000001');
    await expectOneWrite(watch, 'POST', '/enterprise/appeal', async () =>
      doubleClick(await findButton('提交申诉', panel)),
    );
  });

  it('立即认证', async () => {
    const watch = watchRequests();
    renderApp();
    const user = fastUser();
    const panel = await openPanel(user);
    await user.click(within(panel).getByText('工商信息认证'));
    const form = panel.querySelector('form#auth') as HTMLElement;
    await fill(user, within(form).getByLabelText('企业名称'), '联创未来科技有限公司');
    await fill(user, within(form).getByLabelText('统一社会信用代码'), '91110108MA01ABCD1X');
    await fill(user, within(form).getByLabelText('法定代表人'), '张伟');
    await expectOneWrite(watch, 'POST', '/enterpriseauth/auth', async () =>
      doubleClick(await findButton('立即认证', form)),
    );
    expect(await screen.findByText('认证成功', {}, LONG)).toBeInTheDocument();
  });

  it('结束导览 of the novice tour', async () => {
    const watch = watchRequests();
    renderApp('/home/enterprise_certification', { as: RESTRICTED_ADMIN });
    const user = fastUser();
    await screen.findByText('完成企业资质认证', {}, LONG);
    for (let i = 0; i < 2; i++) await user.click(screen.getByText(/^(下一步|Next)$/));
    await screen.findByText('查看数据看板');
    await expectOneWrite(watch, 'GET', '/noviceGuide/save', () =>
      doubleClick(screen.getByText(/^(结束导览|Finish)$/).closest('button')!),
    );
    expect(guideRows().filter((g) => g.lenovoId === RESTRICTED_ADMIN)).toHaveLength(1);
  });
});
