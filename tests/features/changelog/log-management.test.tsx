import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { captureDownloads, findButton, findRow, LONG, fetchSheet } from '../support/dom';
import { changeRows } from '@/sandbox/changelog';
import { departments } from '@/sandbox/org-tables';
import { failNext } from '@/sandbox/faults';
import { useSession } from '@/stores/session';
import { recordRequests } from '../support/requests';

const mine = () => changeRows().filter((r) => r.enterpriseNumber === 'E20260001');

async function open() {
  renderApp('/home/log_management');
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await screen.findByText(`共 ${mine().length} 条`, {}, LONG);
  return user;
}

describe('change log', { timeout: 45000 }, () => {
  it('pages the log on the server, newest first', async () => {
    await open();
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10);
    await findRow(mine()[0].creatDate);
  });

  it('searches by keyword and by operator name', async () => {
    const user = await open();
    await user.type(screen.getByLabelText('搜索操作内容'), '研发技术交流');
    const hits = mine().filter((r) => r.keyword.includes('研发技术交流')).length;
    expect(await screen.findByText(`共 ${hits} 条`, {}, LONG)).toBeInTheDocument();
    await user.type(screen.getByLabelText('人员姓名'), '王芳');
    const both = mine().filter((r) => r.keyword.includes('研发技术交流') && r.name === '王芳').length;
    expect(await screen.findByText(`共 ${both} 条`, {}, LONG)).toBeInTheDocument();
  });

  it('filters by operation type from /functionmoudle/list', async () => {
    const user = await open();
    await user.click(screen.getByLabelText('操作类型'));
    await user.click(await screen.findByText('离职管理', { selector: '.ant-select-item-option-content' }));
    const hits = mine().filter((r) => r.operationTypeId === 'f05').length;
    expect(await screen.findByText(`共 ${hits} 条`, {}, LONG)).toBeInTheDocument();
  });

  it('lists an administrative write made through the sandbox, and says when nothing matches', async () => {
    const user = await open();
    const token = useSession.getState().token!;
    const res = await fetch('http://localhost/enterprise-server/depart/enable', {
      method: 'PUT',
      headers: { token, 'content-type': 'application/json' },
      body: JSON.stringify({ departId: 'd-E20260001-9', enable: false }),
    });
    expect((await res.json()).code).toBe(200);
    await user.type(screen.getByLabelText('搜索操作内容'), '停用部门 行政部');
    expect(await findRow('停用部门 行政部', 8000)).toHaveTextContent('张伟');
    await user.type(screen.getByLabelText('搜索操作内容'), '不存在');
    expect(await screen.findByText('暂无变更记录', {}, LONG)).toBeInTheDocument();
  });

  it('exports the selected entries as .xlsx', async () => {
    const files = captureDownloads();
    const user = await open();
    const row = await findRow(mine()[0].creatDate);
    await user.click(within(row).getByRole('checkbox'));
    await user.click(await findButton('导出所选（1）'));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].name).toBe('变更日志.xlsx');
    const rows = await fetchSheet('/enterprise-server/changelog/export', { body: { ids: [mine()[0].id] } });
    expect(rows[0]).toEqual(['操作时间', '操作类型', '操作人', '操作内容', '涉及人员及对象']);
    expect(rows[1][3]).toBe(mine()[0].keyword);
  });

  it('finds a staff move by the name of the person moved', async () => {
    const user = await open();
    const token = useSession.getState().token!;
    const res = await fetch('http://localhost/enterprise-server/batchUpdateUserDepart', {
      method: 'POST',
      headers: { token, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: ['u-E20260001-5'], newDepartId: 'd-E20260001-9' }),
    });
    expect((await res.json()).code).toBe(200);
    const moved = changeRows()[0];
    expect(moved.people).toHaveLength(1);
    await user.type(screen.getByLabelText('搜索操作内容'), moved.people![0]);
    expect(await findRow(`调整员工 ${moved.people![0]} 至 行政部`, 8000)).toHaveTextContent('员工管理');
  });

  it("shows an edit's before → after per field in the expanded row", async () => {
    const user = await open();
    const token = useSession.getState().token!;
    const dept = departments().find((x) => x.id === 'd-E20260001-9')!;
    const chain: string[] = [];
    for (
      let x = departments().find((y) => y.id === dept.parentDepartId);
      x;
      x = departments().find((y) => y.id === x!.parentDepartId)
    )
      chain.unshift(x.id);
    const res = await fetch('http://localhost/enterprise-server/depart/edit', {
      method: 'PUT',
      headers: { token, 'content-type': 'application/json' },
      body: JSON.stringify({
        id: dept.id,
        departName: '综合行政部',
        parentDepartId: dept.parentDepartId,
        enterpriseNumber: 'E20260001',
        departIdList: chain,
        oldDepartSupervisorId: dept.departSupervisorId,
        departSupervisorId: dept.departSupervisorId,
      }),
    });
    expect((await res.json()).code).toBe(200);
    await user.type(screen.getByLabelText('搜索操作内容'), '编辑部门 综合行政部');
    const row = await findRow('编辑部门 综合行政部', 8000);
    await user.click(within(row).getByRole('button', { name: '展开行' }));
    const diff = await screen.findByRole('table', { name: '字段变更' });
    for (const header of ['字段', '修改前', '修改后'])
      expect(within(diff).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const line = within(diff).getByText('部门名称').closest('tr')!;
    expect(line).toHaveTextContent('行政部');
    expect(line).toHaveTextContent('综合行政部');
  });

  it('filters by a date range (zh-CN picker) and sends it as operationDate [start, end]', async () => {
    const requests = recordRequests();
    const user = await open();
    const days = [...new Set(mine().map((r) => r.creatDate.slice(0, 10)))].sort();
    const [from, to] = [days[3], days[8]];
    await user.click(screen.getByPlaceholderText('开始日期'));
    await user.type(screen.getByPlaceholderText('开始日期'), `${from}{Enter}`);
    await user.type(screen.getByPlaceholderText('结束日期'), `${to}{Enter}`);
    const hits = mine().filter((r) => r.creatDate.slice(0, 10) >= from && r.creatDate.slice(0, 10) <= to).length;
    expect(await screen.findByText(`共 ${hits} 条`, {}, LONG)).toBeInTheDocument();
    expect(requests.bodies('/changelog/search').at(-1)).toMatchObject({ operationDate: [from, to] });
  });

  it('exports the whole filtered result, not only the page shown', async () => {
    const requests = recordRequests();
    const files = captureDownloads();
    const user = await open();
    await user.type(screen.getByLabelText('人员姓名'), '张伟');
    const hits = mine().filter((r) => r.name.includes('张伟') || r.people?.some((n) => n.includes('张伟')));
    expect(hits.length).toBeGreaterThan(10); // more than the page shown
    await user.click(await findButton(`导出筛选结果（${hits.length}）`, document.body, 8000));
    await waitFor(() => expect(files).toHaveLength(1));
    expect([...requests.bodies<{ ids: string[] }>('/changelog/export')[0].ids].sort()).toEqual(
      hits.map((r) => r.id).sort(),
    );
  });

  it('shows the failure when the search fails', async () => {
    failNext('/changelog/search', { code: 500, message: '获取数据失败，请稍后重试' });
    renderApp('/home/log_management');
    expect(await screen.findByText('获取数据失败，请稍后重试', {}, LONG)).toBeInTheDocument();
  });
});
