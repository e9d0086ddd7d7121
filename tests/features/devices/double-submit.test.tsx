import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { fastUser, fill } from '../fill';
import { findButton, findDialog, findRow, LONG } from '../support/dom';
import { doubleClick, doubleClickOk, expectOneWrite, watchRequests } from '../support/double-submit';
import { chooseDepartment } from '../support/pickers';
import { printersOf } from '@/sandbox/printer-tables';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import { UNBOUND_SNS } from '@/sandbox/seed/modules/devices';

// Every submit of 设备管理, double-clicked over a slow server, sends one write.

describe('设备管理: one write per double-click', { timeout: 90000 }, () => {
  it('添加打印机, 设置单价, 使用权限, 删除', async () => {
    const watch = watchRequests();
    renderApp('/home/workbench_deviceManagement');
    const user = fastUser();
    await screen.findByText(/共 \d+ 台/, {}, LONG);
    const [first, second] = printersOf(E);

    await user.click(await findButton('添加打印机'));
    let dialog = await findDialog('添加打印机');
    await fill(user, within(dialog).getByLabelText('序列号'), UNBOUND_SNS[1]);
    await fill(user, within(dialog).getByLabelText('位置'), '七楼 打印间');
    await expectOneWrite(watch, 'POST', '/printer/checkSnAndSave', async () =>
      doubleClick(await findButton('添加', dialog)),
    );
    expect(printersOf(E).filter((p) => p.printerSn === UNBOUND_SNS[1])).toHaveLength(1);

    await user.click(await findButton('设置单价', await findRow(first.printerSn, 8000)));
    dialog = await findDialog(`设置单价 · ${first.printerSn}`, 8000);
    await fill(user, within(dialog).getByLabelText('单价（元/页）'), '0.45');
    await expectOneWrite(watch, 'POST', '/printer/setPrice', async () => doubleClick(await findButton('保存', dialog)));

    await user.click(await findButton('使用权限', await findRow(first.printerSn, 8000)));
    dialog = await findDialog(`使用权限 · ${first.printerSn}`);
    await user.click(within(dialog).getByLabelText('指定部门和人员'));
    await chooseDepartment(user, dialog, '可使用部门', '财务部');
    await expectOneWrite(watch, 'POST', '/printer/authorization', async () =>
      doubleClick(await findButton('保存', dialog)),
    );
    expect(await screen.findByText('使用权限已保存')).toBeInTheDocument();

    await expectOneWrite(watch, 'POST', '/printer/deleteAll', async () => {
      await doubleClick(await findButton('删除', await findRow(second.printerSn)));
      await doubleClickOk('删除打印机');
    });
    await waitFor(() => expect(printersOf(E).some((p) => p.printerId === second.printerId)).toBe(false));
  });
});
