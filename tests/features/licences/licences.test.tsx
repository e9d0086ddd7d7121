import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { captureDownloads, findButton, findRow, LONG } from '../support/dom';
import { licenceGrants, licenceUses } from '@/sandbox/licence-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { http, HttpResponse } from 'msw';
import { server } from '@/sandbox/node';
import { recordRequests } from '../support/requests';
import { departments, staff } from '@/sandbox/org-tables';
import { useSession } from '@/stores/session';

const grant = () => licenceGrants().find((g) => g.enterpriseNumber === MAIN_ENTERPRISE)!;
const uses = (from = '', to = '') =>
  licenceUses().filter(
    (u) => u.enterpriseNumber === MAIN_ENTERPRISE && (!from || u.day >= from) && (!to || u.day <= to),
  );
const holders = (from = '', to = '') => new Set(uses(from, to).map((u) => u.lenovoId));

function listen(part: string) {
  const requests = recordRequests();
  return {
    get urls() {
      return requests.all.filter((r) => r.url.includes(part)).map((r) => `${r.method} ${r.url}`);
    },
  };
}

async function open() {
  renderApp('/home/workbench_orderListManagement/licences');
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await screen.findByText(`共 ${holders().size} 人`, {}, LONG);
  return user;
}

describe('office-suite licences', { timeout: 45000 }, () => {
  it('is reached from the orders page, signs in with the token first and shows the licences left prominently', async () => {
    const seen = listen('/officeSuite/');
    renderApp('/home/workbench_orderListManagement', { chrome: true });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await findButton('办公套件授权', document.body, 8000));
    await screen.findByText(`共 ${holders().size} 人`, {}, LONG);
    const [method, url] = seen.urls[0].split(' ');
    expect(`${method} ${new URL(url).pathname}`).toBe(
      `GET /enterprise-management-server/officeSuite/${encodeURIComponent(useSession.getState().token!)}`,
    );
    const g = grant();
    const left = screen.getByText('剩余授权').closest('.ant-statistic')!;
    expect(left).toHaveTextContent(`${g.total - g.holders.length}个`);
    expect(screen.getByText('授权总数').closest('.ant-statistic')).toHaveTextContent(`${g.total}个`);
    expect(screen.getByText('已使用').closest('.ant-statistic')).toHaveTextContent(`${g.holders.length}个`);
    expect(screen.getByText('到期日期').closest('.ant-statistic')).toHaveTextContent(g.expireDate);
    expect(screen.getByText(/办公套件企业版 · 联创未来科技有限公司/)).toBeInTheDocument();
    // a sub-page of 应用订单: its menu entry stays selected
    const menu = screen.getByRole('menu', { name: '主菜单' });
    expect(menu.querySelector('.ant-menu-item-selected')).toHaveTextContent('应用订单');
  });

  it('pages the usage, narrows it to the days picked, and searches through POST search', async () => {
    const seen = listen('/officeSuite/');
    const user = await open();
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10);
    const days = [...new Set(uses().map((u) => u.day))].sort();
    const [from, to] = [days.at(-14)!, days.at(-1)!];
    await user.click(screen.getByPlaceholderText('开始日期'));
    await user.type(screen.getByPlaceholderText('开始日期'), `${from}{Enter}`);
    await user.type(screen.getByPlaceholderText('结束日期'), `${to}{Enter}`);
    expect(await screen.findByText(`共 ${holders(from, to).size} 人`, {}, LONG)).toBeInTheDocument();
    expect(seen.urls.at(-1)).toContain(`getUserUseDateInfo?startDate=${from}&endDate=${to}&page=1&size=10`);
    // the busiest holder of those days, with their day count
    const count = new Map<string, number>();
    for (const u of uses(from, to)) count.set(u.lenovoId, (count.get(u.lenovoId) ?? 0) + 1);
    const [topId, topDays] = [...count].sort((a, b) => b[1] - a[1])[0];
    const name = staff().find((p) => p.lenovoId === topId)!.name;
    expect(await findRow(name)).toHaveTextContent(String(topDays));
    await user.type(screen.getByLabelText('搜索姓名或部门'), name);
    await waitFor(() => expect(seen.urls.at(-1)).toMatch(/^POST .*\/officeSuite\/search$/), LONG);
    await waitFor(() => expect(document.querySelectorAll('tbody tr.ant-table-row').length).toBeLessThan(10), LONG);
    expect(await findRow(name)).toBeInTheDocument();
  });

  it('exports the usage, and the search result through exportSearch', async () => {
    const files = captureDownloads();
    const seen = listen('/officeSuite/export');
    const user = await open();
    await user.click(await findButton('导出'));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].name).toBe('办公套件使用情况.xlsx');
    expect(seen.urls[0]).toContain('/exportExcelUserUserDateInfo?startDate=&endDate=');
    const someone = staff().find((p) => p.lenovoId === grant().holders[0])!.name;
    await user.type(screen.getByLabelText('搜索姓名或部门'), someone);
    await waitFor(() => expect(document.querySelectorAll('tbody tr.ant-table-row').length).toBeLessThan(10), LONG);
    await user.click(await findButton('导出'));
    await waitFor(() => expect(files).toHaveLength(2));
    expect(files[1].name).toBe('办公套件使用情况（搜索结果）.xlsx');
    expect(seen.urls[1]).toContain(`/exportSearch?startDate=&endDate=&keyword=${encodeURIComponent(someone)}`);
  });

  it('shows a failed token login with a retry that then loads the figures', async () => {
    // the login is the first call of the page: its answer is the one failure
    server.use(
      http.get(
        '*/enterprise-management-server/officeSuite/:token',
        () => HttpResponse.json({ code: 500, message: '令牌无效', data: null }),
        { once: true },
      ),
    );
    renderApp('/home/workbench_orderListManagement/licences');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    expect(await screen.findByText('令牌无效', {}, LONG)).toBeInTheDocument();
    await user.click(await findButton('重试', document.body, 8000));
    expect(await screen.findByText(`共 ${holders().size} 人`, {}, LONG)).toBeInTheDocument();
  });

  it('shows at most 2 department names then an ellipsis (admin-modules §9), the whole list in a tooltip on keyboard focus', async () => {
    // the busiest holder (first row) belongs to three departments
    const count = new Map<string, number>();
    for (const u of uses()) count.set(u.lenovoId, (count.get(u.lenovoId) ?? 0) + 1);
    const topId = [...count].sort((a, b) => b[1] - a[1])[0][0];
    const person = staff().find((p) => p.enterpriseNumber === MAIN_ENTERPRISE && p.lenovoId === topId)!;
    const three = departments()
      .filter((d) => d.enterpriseNumber === MAIN_ENTERPRISE && d.parentDepartId !== '0')
      .slice(0, 3);
    person.departIds = three.map((d) => d.id);
    const names = three.map((d) => d.departName);

    await open();
    const row = await findRow(person.name);
    const shown = within(row).getByText(`${names[0]}、${names[1]}…`);
    expect(row).not.toHaveTextContent(names[2]);
    shown.focus();
    expect(shown).toHaveFocus();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent(names.join('、'));
    expect(shown).toHaveAttribute('aria-describedby', tip.id);
  });
});
