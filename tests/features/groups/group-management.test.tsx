import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { captureDownloads, confirmOk, findButton, findDialog, findRow, LONG } from '../support/dom';
import { groups, staff } from '@/sandbox/org-tables';
import { useSession } from '@/stores/session';
import { xlsxBuffer } from '@/sandbox/xlsx';

const E = 'E20260001';
const mine = () => groups().filter((g) => g.enterpriseNumber === E);

async function open() {
  renderApp('/home/group_management');
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await screen.findByText(`共 ${mine().length} 个群聊`, {}, LONG);
  return user;
}

async function pick(user: ReturnType<typeof userEvent.setup>, picker: HTMLElement, name: string) {
  const box = within(picker).getByLabelText('搜索成员');
  await user.clear(box);
  await user.type(box, name);
  await user.click(
    await within(picker).findByText(name, { selector: '.ant-checkbox-label, .ant-checkbox-wrapper span' }, LONG),
  );
}

describe('group chats', { timeout: 45000 }, () => {
  it('lists, searches and filters group chats on the server', async () => {
    const user = await open();
    await user.type(screen.getByLabelText('搜索群名称'), '研发');
    expect(await screen.findByText('共 1 个群聊', {}, LONG)).toBeInTheDocument();
    await findRow('研发技术交流');
    await user.clear(screen.getByLabelText('搜索群名称'));
    await user.click(screen.getByLabelText('群类型'));
    await user.click(await screen.findByText('外部群', { selector: '.ant-select-item-option-content' }));
    expect(
      await screen.findByText(`共 ${mine().filter((g) => g.property === 'outer').length} 个群聊`, {}, LONG),
    ).toBeInTheDocument();
  });

  it('refuses a group of fewer than 3 members with the spec message', async () => {
    const user = await open();
    await user.click(await findButton('创建群聊'));
    const dialog = await findDialog('创建群聊');
    await user.type(within(dialog).getByLabelText('群名称'), '小群');
    await user.click(await findButton('选择成员', dialog));
    const picker = await findDialog('选择群成员');
    await pick(user, picker, '王芳');
    await user.click(await findButton('确定', picker));
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('创建失败，群成员至少3人')).toBeInTheDocument();
    expect(mine().some((g) => g.groupName === '小群')).toBe(false);
  });

  it('the sandbox refuses fewer than 3 members too', async () => {
    await open();
    const ids = staff()
      .filter((p) => p.enterpriseNumber === E && p.status !== 'departure')
      .slice(0, 2)
      .map((p) => p.id);
    const res = await fetch('http://localhost/group-server/v1_admin/create_group', {
      method: 'POST',
      headers: { token: useSession.getState().token!, 'content-type': 'application/json' },
      body: JSON.stringify({ groupName: '两人群', property: 'inner', nature: 'private', memberIds: ids }),
    });
    expect(await res.json()).toMatchObject({ code: 500, message: '创建失败，群成员至少3人' });
  });

  it('creates a group of 3 members', async () => {
    const user = await open();
    const third = staff().find(
      (p) =>
        p.enterpriseNumber === E &&
        p.status !== 'departure' &&
        !['张伟', '王芳'].includes(p.name) &&
        staff().filter((x) => x.name === p.name).length === 1,
    )!;
    await user.click(await findButton('创建群聊'));
    const dialog = await findDialog('创建群聊');
    await user.type(within(dialog).getByLabelText('群名称'), '三人行');
    await user.click(await findButton('选择成员', dialog));
    const picker = await findDialog('选择群成员');
    for (const name of ['张伟', '王芳', third.name]) await pick(user, picker, name);
    await user.click(await findButton('确定', picker));
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('群聊已创建')).toBeInTheDocument();
    expect(mine().find((g) => g.groupName === '三人行')!.memberIds).toHaveLength(3);
  });

  it('shows the detail, downloads members and dissolves a group', async () => {
    const files = captureDownloads();
    const user = await open();
    const g = mine()[0];
    await user.click(await findButton(`详情${g.groupName}`));
    const drawer = await findDialog(`群聊详情：${g.groupName}`);
    expect(await within(drawer).findByText('群主', { selector: '.ant-tag' }, LONG)).toBeInTheDocument();
    expect(drawer.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(g.memberIds.length);
    await user.click(await findButton(`下载成员${g.groupName}`));
    await waitFor(() => expect(files.map((f) => f.name)).toContain(`${g.groupName}群成员.xlsx`));
    await user.click(await findButton(`解散${g.groupName}`));
    await user.click(await confirmOk());
    expect(await screen.findByText('群聊已解散')).toBeInTheDocument();
    expect(mine().some((x) => x.groupId === g.groupId)).toBe(false);
  });

  it('imports groups after the analysis', async () => {
    const user = await open();
    const before = mine().length;
    await user.click(await findButton('导入群聊'));
    const dialog = await findDialog('导入群聊');
    const cols = ['群名称', '群类型', '群性质', '群主手机号', '成员手机号'].map((h, i) => ({
      header: h,
      key: `c${i}`,
    }));
    const phones = staff()
      .filter((p) => p.enterpriseNumber === E && p.status !== 'departure')
      .slice(5, 8)
      .map((p) => p.telephone);
    const file = new File(
      [
        await xlsxBuffer('s', cols, [
          { c0: '导入群一', c1: '内部群', c2: '私有群', c3: phones[0], c4: `${phones[1]},${phones[2]}` },
          { c0: '导入群二', c1: '未知', c2: '私有群', c3: phones[0], c4: phones[1] },
        ]),
      ],
      'g.xlsx',
    );
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file);
    expect(await within(dialog).findByText('可导入（1）', {}, LONG)).toBeInTheDocument();
    expect(within(dialog).getByText('不可导入（1）')).toBeInTheDocument();
    await user.click(await findButton('确认导入', dialog));
    expect(await screen.findByText('成功导入1个群聊')).toBeInTheDocument();
    expect(mine().length).toBe(before + 1);
  });
});
