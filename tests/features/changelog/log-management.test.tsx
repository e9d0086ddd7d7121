import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { captureDownloads, findButton, findRow, LONG, fetchSheet } from '../support/dom';
import { changeRows } from '@/sandbox/changelog';
import { failNext } from '@/sandbox/faults';
import { useSession } from '@/stores/session';

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
    await user.type(screen.getByLabelText('操作人'), '王芳');
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
    const res = await fetch('http://localhost/enterprise-server/depart/enable', { method: 'PUT', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify({ departId: 'd-E20260001-9', enable: false }) });
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

  it('shows the failure when the search fails', async () => {
    failNext('/changelog/search', { code: 500, message: '获取数据失败，请稍后重试' });
    renderApp('/home/log_management');
    expect(await screen.findByText('获取数据失败，请稍后重试', {}, LONG)).toBeInTheDocument();
  });
});
