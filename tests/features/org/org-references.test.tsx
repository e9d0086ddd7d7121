import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { send } from '../../sandbox/send';
import { department, E_MAIN, main, plain } from '../../sandbox/lifecycle-fixtures';
import { chooseBatch, findButton, findDialog, findRow, LONG } from '../support/dom';
import { expectToasts } from '../../toasts';
import { departments } from '@/sandbox/org-tables';
import { invalidateDirectory } from '@/sandbox/directory-views';
import { useSession } from '@/stores/session';

// The organisation page and the people and departments that change (docs/product.md Part D §3):
// never a raw id, the state beside the name, saves that go through after someone else's change,
// and a delete that says what deleting an active person means.
const E = '/enterprise-server';
const NOTICE = (name: string) => `已自动移除已离职或已删除的成员：${name}（已离职）`;
const inSession = () => ({ token: useSession.getState().token ?? '' });

async function open() {
  const rendered = renderApp('/home/organization');
  await screen.findByText(/共 \d+ 人/, {}, LONG);
  return rendered;
}

async function search(
  user: { type(el: Element, text: string): Promise<void>; clear(el: Element): Promise<void> },
  telephone: string,
) {
  const box = screen.getByLabelText('搜索员工');
  await user.clear(box);
  await user.type(box, telephone);
  await screen.findByText('共 1 人', {}, LONG);
}

describe('organisation references', { timeout: 60000 }, () => {
  it("a departed person's profile names a department deleted since as 已删除, never by its id", async () => {
    const finance = department('财务部');
    const root = departments().find((d) => d.enterpriseNumber === E_MAIN && d.parentDepartId === '0')!;
    expect(
      (
        await send(`${E}/depart/insert`, {
          departName: '档案组',
          parentDepartId: finance.id,
          enterpriseNumber: E_MAIN,
          departIdList: [root.id, finance.id],
          usedIds: [],
        })
      ).code,
    ).toBe(200);
    const archive = department('档案组');
    const gone = main().find((p) => p.status === 'departure' && p.telephone)!;
    gone.departIds = [archive.id];
    expect((await send(`${E}/depart/del`, { departId: archive.id, del: true }, { method: 'PUT' })).code).toBe(200);

    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: '离职' }));
    await search(user, gone.telephone);
    await user.click(await findButton(gone.name, document.body, 8000));
    const drawer = await findDialog(`员工资料：${gone.name}`);
    const departs = within(drawer).getByText('所在部门').closest('.ant-divider')!.nextElementSibling as HTMLElement;
    await waitFor(() => expect(departs.textContent).toBe('档案组 已删除'));
    expect(departs.textContent).not.toContain(archive.id);
  });

  it('编辑部门 opened after its supervisor left elsewhere: the supervisor reads 已离职, and the save goes through without them', async () => {
    const d = department('财务部');
    const lead = plain();
    d.departSupervisorId = lead.id;
    invalidateDirectory(E_MAIN);
    const { user } = await open();
    await screen.findByLabelText('财务部操作');
    expect((await send(`${E}/admin/users/departure`, { ids: [lead.id] }, inSession())).code).toBe(200);

    await user.click(screen.getByLabelText('财务部操作'));
    await user.click(await screen.findByText('编辑部门'));
    const dialog = await findDialog('编辑部门');
    const select = within(dialog).getByRole('combobox', { name: '部门主管' }).closest('.ant-select') as HTMLElement;
    await waitFor(() => expect(select.textContent).toContain(`${lead.name}（已离职）`));
    await user.click(await findButton('保存', dialog));
    await expectToasts([NOTICE(lead.name), '部门已保存']);
    expect(d.departSupervisorId).toBe('');
  });

  it('批量删除 of an active person says they first leave without a hand-over and what that means', async () => {
    const p = plain();
    const { user } = await open();
    await search(user, p.telephone);
    await user.click(within(await findRow(p.telephone, 8000)).getByRole('checkbox'));
    await chooseBatch(user, '批量删除');
    expect(
      await screen.findByText(
        /^确定删除选中的1名员工吗？其中1名在职员工将先离职，不指定交接人：负责的审批流程改由审批管理员处理，群聊由最早加入的成员接任群主，主管部门改为未设主管/,
      ),
    ).toBeInTheDocument();
  });
});
