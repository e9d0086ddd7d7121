import { configure, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { expectNoToast } from '../../toasts';
import { recordRequests } from '../support/requests';
import { expireSessions } from '@/sandbox/faults';
import { browser } from '@/lib/browser';
import { approvalRecords } from '@/sandbox/seed/modules/approvals/tables';

configure({ asyncUtilTimeout: 10000 });
const exportButton = () => screen.getByText('导出Excel').closest('button') as HTMLButtonElement;

describe('approval data export', () => {
  it('exports the chosen type and status as an .xlsx and says no when nothing matches', async () => {
    const requests = recordRequests();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderApp('/home/data_export');
    await user.click(await screen.findByText('报销'));
    await user.click(screen.getByText('已通过'));
    await user.click(exportButton());
    expect(await screen.findByText('已导出 审批数据.xlsx')).toBeInTheDocument();
    expect(requests.bodies('/approve/data/export')[0]).toMatchObject({
      type: 4,
      status: 2,
      startTime: null,
      endTime: null,
      enterpriseNumber: 'E20260001',
    });
    expect(click).toHaveBeenCalled();
    const saved = click.mock.contexts[0] as HTMLAnchorElement;
    expect(saved.download).toBe('审批数据.xlsx');
    // the sandbox says no when no record matches
    approvalRecords().splice(0);
    await user.click(exportButton());
    expect(await screen.findByText('所选条件下没有审批数据')).toBeInTheDocument();
    await waitFor(() => expect(exportButton()).toBeEnabled());
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('an export answered with an expired session (COMMON_0001) ends the session as any call does', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderApp('/home/data_export');
    await screen.findByText('报销');
    expireSessions();
    await user.click(exportButton());
    await waitFor(() => expect(window.location.hash).toBe('#/login?loginStatus=expired'));
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect(click).not.toHaveBeenCalled();
    await expectNoToast();
  });
});
