import { screen, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { fastUser } from '../fill';
import { findButton, findDialog, findRow, LONG } from '../support/dom';
import { doubleClick, doubleClickOk, expectOneWrite, watchRequests } from '../support/double-submit';
import { groups, staff } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import { xlsxBuffer } from '@/sandbox/xlsx';

// Every submit of 群组管理, double-clicked over a slow server, sends one write.

const mine = () => groups().filter((g) => g.enterpriseNumber === E);

describe('群组管理: one write per double-click', { timeout: 90000 }, () => {
  it('编辑群聊, 解散, 批量解散, 导入群聊', async () => {
    const watch = watchRequests();
    renderApp('/home/group_management');
    const user = fastUser();
    await screen.findByText(`共 ${mine().length} 个群聊`, {}, LONG);
    const [a, b, c, d] = mine();

    await user.click(await findButton(`编辑${a.groupName}`));
    const dialog = await findDialog('编辑群聊');
    await expectOneWrite(watch, 'POST', '/v1_admin/edit_group', async () =>
      doubleClick(await findButton('保存', dialog)),
    );

    await expectOneWrite(watch, 'POST', '/v1_admin/del_group', async () => {
      await doubleClick(await findButton(`解散${b.groupName}`));
      await doubleClickOk();
    });
    expect(await screen.findByText('群聊已解散')).toBeInTheDocument();

    for (const g of [c, d]) await user.click(within(await findRow(g.groupName, 8000)).getByRole('checkbox'));
    await expectOneWrite(watch, 'POST', '/v1_admin/batch_del_group', async () => {
      await doubleClick(await findButton('批量解散'));
      await doubleClickOk();
    });

    await user.click(await findButton('导入群聊'));
    const importing = await findDialog('导入群聊');
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
        ]),
      ],
      'g.xlsx',
    );
    await user.upload(importing.querySelector('input[type=file]') as HTMLInputElement, file);
    expect(await within(importing).findByText('可导入（1）', {}, LONG)).toBeInTheDocument();
    await expectOneWrite(watch, 'POST', '/import_group', async () =>
      doubleClick(await findButton('确认导入', importing)),
    );
    expect(await screen.findByText('成功导入1个群聊')).toBeInTheDocument();
    expect(mine().filter((g) => g.groupName === '导入群一')).toHaveLength(1);
  });
});
