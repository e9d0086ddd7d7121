import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { captureDownloads, chooseBatch, findButton, findDialog, findRow, LONG } from '../support/dom';
import { recordRequests } from '../support/requests';
import { failNext } from '@/sandbox/faults';
import { departments, staff } from '@/sandbox/org-tables';
import { xlsxBuffer } from '@/sandbox/xlsx';

const E = 'E20260001';
const active = () => staff().filter((p) => p.enterpriseNumber === E && p.status !== 'departure');

async function open(path = '/home/organization') {
  renderApp(path);
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  if (path.endsWith('member_add')) await screen.findByLabelText('毕业院校', {}, LONG);
  else await screen.findByText(/共 \d+ 人/, {}, LONG);
  return user;
}

describe('organisation staff', { timeout: 45000 }, () => {
  it('edits a member and sends an unchanged phone empty', async () => {
    const requests = recordRequests();
    const user = await open();
    const target = active().find((p) => p.name === '王芳')!;
    await user.type(screen.getByLabelText('搜索员工'), target.telephone);
    await user.click(await findButton(`编辑${target.name}`, document.body, 8000));
    const drawer = await findDialog(`编辑员工：${target.name}`, 8000);
    const position = within(drawer).getByLabelText('职位');
    await user.clear(position);
    await user.type(position, '技术总监');
    await user.click(await findButton('保存', drawer));
    expect(await screen.findByText('员工信息已保存')).toBeInTheDocument();
    expect(requests.bodies('/admin/users', 'PUT')[0]).toMatchObject({
      id: target.id,
      telephone: '',
      position: '技术总监',
    });
    expect(staff().find((p) => p.id === target.id)).toMatchObject({
      position: '技术总监',
      telephone: target.telephone,
    });
  });

  it('adds a member with the profile on member_add', async () => {
    const user = await open('/home/organization/member_add');
    const finance = departments().find((d) => d.departName === '财务部')!;
    await user.type(screen.getByLabelText('姓名'), '测试员');
    await user.type(screen.getByLabelText('手机号'), '13711112222');
    await user.type(screen.getByLabelText('毕业院校'), '武汉大学');
    const picker = screen.getByLabelText('所在部门');
    await user.click(picker);
    await user.type(picker, '财务部');
    const options = await screen.findAllByText(
      '财务部',
      { selector: '.ant-select-tree-title, .ant-select-tree-title *' },
      LONG,
    );
    await user.click(options[options.length - 1]);
    await user.click(await findButton('保存'));
    expect(await screen.findByText('员工已添加')).toBeInTheDocument();
    const added = staff().find((p) => p.name === '测试员')!;
    expect(added).toMatchObject({ telephone: '13711112222', departIds: [finance.id], status: 'unactivated' });
    expect(added.profile.university).toBe('武汉大学');
  }, 60000);

  it('advanced search by position narrows the server-paged list', async () => {
    const user = await open();
    await user.click(await findButton('高级搜索'));
    const dialog = await findDialog('高级搜索');
    await user.type(within(dialog).getByLabelText('职位'), '架构师');
    await user.click(await findButton('搜索', dialog));
    const count = active().filter((p) => p.position.includes('架构师')).length;
    expect(await screen.findByText(`共 ${count} 人`, {}, LONG)).toBeInTheDocument();
    expect(screen.getByText('高级搜索中')).toBeInTheDocument();
  });

  it('shows the unactivated and unjoined labels, and departed staff under the 离职 filter', async () => {
    const user = await open();
    const departed = staff().filter((p) => p.enterpriseNumber === E && p.status === 'departure').length;
    await user.click(screen.getByText('离职', { selector: '.ant-segmented-item-label' }));
    expect(await screen.findByText(`共 ${departed} 人`, {}, LONG)).toBeInTheDocument();
    expect(screen.getAllByText('已离职').length).toBeGreaterThan(0);
    await user.click(screen.getByText('全部', { selector: '.ant-segmented-item-label' }));
    await user.type(screen.getByLabelText('搜索员工'), active().find((p) => p.status === 'unactivated')!.telephone);
    expect(await screen.findByText('未激活', { selector: '.cell-tag' }, LONG)).toBeInTheDocument();
  });

  it('moving members reports 更新用户部门失败 on failure', async () => {
    failNext('/batchUpdateUserDepart', { code: 500, message: '目标部门已停用' });
    const user = await open();
    const row = await findRow('@', 8000);
    await user.click(within(row).getByRole('checkbox'));
    await chooseBatch(user, '调整部门');
    const dialog = await findDialog('调整部门（1人）');
    const picker = within(dialog).getByLabelText('目标部门');
    await user.click(picker);
    await user.type(picker, '行政部');
    const options = await screen.findAllByText(
      '行政部',
      { selector: '.ant-select-tree-title, .ant-select-tree-title *' },
      LONG,
    );
    await user.click(options[options.length - 1]);
    await user.click(await findButton('确定', dialog));
    expect(await screen.findByText('更新用户部门失败：目标部门已停用')).toBeInTheDocument();
  }, 60000);

  it('imports members from an .xlsx and exports the selected ones', async () => {
    const files = captureDownloads();
    const user = await open();
    await user.click(await findButton('导入员工'));
    const dialog = await findDialog('导入员工');
    const cols = ['姓名', '手机号', '邮箱', '职位', '部门'].map((h, i) => ({ header: h, key: `c${i}` }));
    const file = new File(
      [
        await xlsxBuffer('s', cols, [
          { c0: '导入甲', c1: '13611110001', c4: '财务部' },
          { c0: '导入乙', c1: '13611110002', c4: '不存在的部门' },
        ]),
      ],
      'staff.xlsx',
    );
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file);
    await user.click(await findButton('开始导入', dialog));
    expect(await within(dialog).findByText('导入成功1人，失败1人', {}, LONG)).toBeInTheDocument();
    expect(within(dialog).getByText(/导入乙 13611110002：部门不存在/)).toBeInTheDocument();
    expect(staff().some((p) => p.name === '导入甲')).toBe(true);
    await user.click(await findButton('下载失败名单', dialog));
    await waitFor(() => expect(files.map((f) => f.name)).toContain('导入失败员工.xlsx'));
    await user.click(await findButton('关闭', dialog));
    const row = await findRow('@', 8000);
    await user.click(within(row).getByRole('checkbox'));
    await chooseBatch(user, '导出');
    await waitFor(() => expect(files.map((f) => f.name)).toContain('员工列表.xlsx'));
  }, 60000);
});
