import { screen, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { fastUser, fill } from '../fill';
import { findButton, findDialog, LONG } from '../support/dom';
import { doubleClick, doubleClickOk, expectOneWrite, watchRequests } from '../support/double-submit';
import type { PlanSummary } from '@/features/org-chart/api/plan-types';
import { useSession } from '@/stores/session';

// Every submit of the plan editor, double-clicked over a slow server, records one change
// (module-guide "Submits"; docs/assumed-contract.md "Restructure plans").

async function openPlan() {
  renderApp('/home/organization_chart');
  await screen.findByRole('tab', { name: '调整方案' }, LONG);
  const res = await fetch('http://localhost/enterprise-server/restructure/plan/create', {
    method: 'POST',
    headers: { token: useSession.getState().token!, 'content-type': 'application/json' },
    body: JSON.stringify({ name: '双击', note: '' }),
  });
  const plan = ((await res.json()) as { data: PlanSummary }).data;
  window.location.hash = `/home/organization_chart/plan?id=${plan.id}`;
  await screen.findByRole('heading', { name: '双击' }, LONG);
  await screen.findByRole('region', { name: '调整记录' }, LONG);
  return fastUser();
}

describe('plan editor: one write per double-click', { timeout: 60000 }, () => {
  it('a dialog’s 确定, 删除’s confirmation and 撤销此项 each send one call', async () => {
    const watch = watchRequests();
    const user = await openPlan();
    await user.click(screen.getByText(/^行政部（/));
    await user.click(await findButton('重命名'));
    const dialog = await findDialog('重命名“行政部”');
    await fill(user, within(dialog).getByLabelText('部门名称'), '综合部');
    await expectOneWrite(watch, 'POST', '/restructure/plan/change', async () =>
      doubleClick(await findButton('确定', dialog)),
    );
    expect(await screen.findByText(/^综合部（/, {}, LONG)).toBeInTheDocument();

    await user.click(screen.getByText(/^总经办（/));
    await screen.findByRole('region', { name: '部门：总经办' });
    await user.click(await findButton('删除'));
    await expectOneWrite(watch, 'POST', '/restructure/plan/change', () => doubleClickOk());

    const list = screen.getByRole('region', { name: '调整记录' });
    const undo = await within(list).findByRole('button', { name: /^撤销此项：.*综合部/ });
    await expectOneWrite(watch, 'POST', '/restructure/plan/undoChange', () => doubleClick(undo));
    expect(await screen.findByText(/^行政部（/, {}, LONG)).toBeInTheDocument();
  });
});
