import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Button, Modal } from 'antd';
import { server } from '@/sandbox/node';
import { recordRequests } from '../support/requests';
import { AppProviders } from '@/app/app';
import { startApp } from '@/app/start';
import { startPageSupport } from '@/app/page-support';
import { queryClient } from '@/lib/query/query-client';
import { confirmAction } from '@/lib/feedback/confirm';
import { NoviceTour } from '@/features/home/components/novice-tour';
import { renderApp, signInAs, RESTRICTED_ADMIN } from '../../render-app';
import { fastUser, SLOW } from '../fill';
import { guideRows } from '@/sandbox/seed/modules/home';

// The first-visit tour waits while a dialog is open: nothing is drawn over an alert or a confirm.

const tourTitle = () => screen.queryByText('完成企业资质认证');
const noDashboard = () =>
  server.use(
    http.get('*/enterprise-server/v4/depart/searchMyTreeV1', () =>
      HttpResponse.json({ code: 200, data: [], message: '成功' }),
    ),
  );

describe('novice tour and dialogs', () => {
  beforeEach(noDashboard);

  it('waits for the permission alert to be dismissed', async () => {
    const requests = recordRequests();
    renderApp('/home/log_management', { as: RESTRICTED_ADMIN });
    const user = fastUser();
    expect(await screen.findByText('暂无对应跳转的菜单权限，请联系管理员', {}, SLOW)).toBeInTheDocument();
    await screen.findByLabelText('认证状态', {}, SLOW); // the home page is up behind the alert
    await requests.settled(); // the guide has been answered and handled: the tour would be open by now
    expect(tourTitle()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '我知道了' }));
    expect(await screen.findByText('完成企业资质认证', {}, SLOW)).toBeInTheDocument();
  }, 45000);

  it('steps aside while a confirm or an antd Modal opens, and comes back at the same step', async () => {
    startApp({ watchers: false });
    startPageSupport(); // at once: this renders without the routes, whose pages wait for it
    signInAs(RESTRICTED_ADMIN);
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>打开对话框</Button>
          <Modal open={open} title="编辑" onCancel={() => setOpen(false)} footer={null}>
            对话框内容
          </Modal>
          <NoviceTour />
        </>
      );
    }
    render(
      <AppProviders client={queryClient}>
        <Page />
      </AppProviders>,
    );
    const user = fastUser();
    expect(await screen.findByText('完成企业资质认证', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByText(/^(下一步|Next)$/));
    expect(await screen.findByText('设置IT管理员')).toBeInTheDocument();

    let answer: Promise<boolean> | undefined;
    act(() => void (answer = confirmAction({ content: '确定删除吗？' })));
    await waitFor(() => expect(screen.queryByText('设置IT管理员')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: /取\s*消/ }));
    await answer;
    expect(await screen.findByText('设置IT管理员')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '打开对话框' }));
    expect(await screen.findByText('对话框内容')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('设置IT管理员')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /^(关闭|Close)$/ }));
    expect(await screen.findByText('设置IT管理员', {}, SLOW)).toBeInTheDocument();
  }, 45000);

  it('once closed, does not open again when the administrator comes back to 首页 in the same session', async () => {
    const requests = recordRequests();
    renderApp('/home/enterprise_certification', { chrome: true });
    const user = fastUser();
    expect(await screen.findByText('完成企业资质认证', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^(关闭|Close)$/ }));
    await waitFor(() => expect(tourTitle()).not.toBeInTheDocument());
    await waitFor(() => expect(guideRows().find((g) => g.lenovoId === '10000001')?.guideStatus).toBe(1));

    const menu = await screen.findByRole('menu', { name: '主菜单' });
    await user.click(within(menu).getByText('应用管理'));
    await waitFor(() => expect(window.location.hash).toBe('#/home/workbench_appManagement'));
    await screen.findByRole('tab', { name: '第三方应用' }, SLOW);
    await user.click(within(menu).getByText('首页'));
    await screen.findByLabelText('认证状态', {}, SLOW);
    await requests.settled(); // the guide has been answered and handled: the tour would be open by now
    expect(tourTitle()).not.toBeInTheDocument();
    expect(requests.all.filter((r) => r.url.includes('/noviceGuide/save'))).toHaveLength(1);
  }, 45000);
});
