import { configure, screen, waitFor, within } from '@testing-library/react';
import { renderApp, ADMIN } from '../../render-app';
import { failNext } from '@/sandbox/faults';
import { approvalRows } from '@/sandbox/seed/modules/approvals/tables';
import { adminRefs } from '@/sandbox/seed/modules/approvals';
import { db } from '@/sandbox/db';
import { changeRows } from '@/sandbox/changelog';
import { findApproval, saveApproval } from '@/features/approvals/api/approvals-api';
import { fromFormData, toFormData } from '@/features/approvals/designer/model/serialize';
import { createField } from '@/features/approvals/designer/model/templates';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';

configure({ asyncUtilTimeout: 10000 });

/** Saves 报销 (apv-3) with another description and, optionally, one more field at the end. */
async function edit(description: string, extraField?: string) {
  const a = await findApproval('apv-3', ADMIN);
  const fields = fromFormData(a.formData);
  const formData = extraField
    ? toFormData([...fields, { ...createField('SingleText'), name: extraField, isNecessary: true }])
    : a.formData;
  await saveApproval({
    id: a.id,
    enterpriseNumber: MAIN_ENTERPRISE,
    approveName: a.approveName,
    description,
    iconAddress: a.iconAddress,
    visibleRange: a.visibleRange,
    visibleUsers: a.visibleUsers,
    approveAdministrators: adminRefs(db().tables, MAIN_ENTERPRISE),
    formData,
    processData: a.processData,
  });
}

/** The open drawer or dialog whose title is `title`. */
const dialogTitled = async (title: string) =>
  (await screen.findByText(title)).closest('[role="dialog"]') as HTMLElement;
const lastDialog = () => screen.getAllByRole('dialog').at(-1) as HTMLElement;
const versionRows = (drawer: HTMLElement) =>
  within(drawer)
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);

describe('approval versions and copies', () => {
  it(
    'lists the versions after two saves, shows one read-only and restores it as a new version',
    { timeout: 60000 },
    async () => {
      const { user } = renderApp('/home/examine_management');
      await screen.findByText('通用审批');
      const original = approvalRows().find((r) => r.id === 'apv-3')?.description;
      await edit('第二版', '采购单号');
      await edit('第三版');
      await user.click(screen.getByLabelText('版本记录：报销'));
      const drawer = await dialogTitled('版本记录：报销');
      await waitFor(() => expect(versionRows(drawer)).toHaveLength(3));
      expect(versionRows(drawer)[0]).toMatch(/^V3当前张伟/);
      expect(versionRows(drawer)[2]).toMatch(/^V1张伟2026-10-08 10:00:00/);
      expect(within(drawer).queryByLabelText('恢复此版本：V3')).not.toBeInTheDocument();

      await user.click(within(drawer).getByLabelText('查看：V2'));
      const view = await dialogTitled('版本 V2');
      expect(await within(view).findByText('第二版')).toBeInTheDocument();
      expect(within(view).getByText('采购单号（单行输入框，必填）')).toBeInTheDocument();
      expect(within(view).getByText('财务审批：角色：财务')).toBeInTheDocument();
      expect(within(view).queryByRole('textbox')).not.toBeInTheDocument();
      await user.click(within(view).getByRole('button', { name: /^(关闭|Close)$/ }));
      await waitFor(() => expect(screen.queryByText('版本 V2')).not.toBeInTheDocument());

      await user.click(within(drawer).getByLabelText('恢复此版本：V1'));
      const ask = (await screen.findByText('确定恢复到版本 V1 吗？恢复后将保存为一个新版本。')).closest(
        '[role="dialog"]',
      ) as HTMLElement;
      expect(within(ask).getByText('确定恢复到版本 V1 吗？恢复后将保存为一个新版本。')).toBeInTheDocument();
      await user.click(within(ask).getByRole('button', { name: /确\s*定/ }));
      expect(await screen.findByText('已恢复到版本 V1')).toBeInTheDocument();
      await waitFor(() => expect(versionRows(drawer)).toHaveLength(4));
      expect(versionRows(drawer)[0]).toMatch(/^V4当前恢复自 V1张伟/);
      const row = approvalRows().find((r) => r.id === 'apv-3');
      expect(row?.description).toBe(original);
      expect(fromFormData(row?.formData ?? '').some((f) => f.name === '采购单号')).toBe(false);
      expect(changeRows()[0].keyword).toBe('恢复审批 报销 的第1版');
    },
  );

  it('keeps the versions when a restore fails and says why', { timeout: 40000 }, async () => {
    const { user } = renderApp('/home/examine_management');
    await screen.findByText('通用审批');
    await edit('第二版');
    await user.click(screen.getByLabelText('版本记录：报销'));
    const drawer = await dialogTitled('版本记录：报销');
    await user.click(await within(drawer).findByLabelText('恢复此版本：V1'));
    failNext('/approve/version/restore', { code: 500, message: '名称重复，请修改' });
    await user.click(within(lastDialog()).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('名称重复，请修改')).toBeInTheDocument();
    expect(versionRows(drawer)).toHaveLength(2);
    expect(approvalRows().find((r) => r.id === 'apv-3')?.description).toBe('第二版');
  });

  it('copies an approval as a disabled draft named 副本, then 副本2', async () => {
    const { user } = renderApp('/home/examine_management');
    await user.click(await screen.findByLabelText('复制：报销'));
    expect(await screen.findByText('已复制为「报销副本」，启用后成员可见')).toBeInTheDocument();
    expect(await screen.findByLabelText('启用：报销副本')).not.toBeChecked();
    await user.click(screen.getByLabelText('复制：报销'));
    expect(await screen.findByLabelText('启用：报销副本2')).not.toBeChecked();
    const source = approvalRows().find((r) => r.id === 'apv-3');
    const copy = approvalRows().find((r) => r.approveName === '报销副本2');
    expect(copy).toMatchObject({ enable: false, formData: source?.formData, processData: source?.processData });
  });
});
