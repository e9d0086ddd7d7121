import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { SCOPED_ADMIN } from '../../sign-in';
import { call } from '../../sandbox/call';
import { inside } from '../../sandbox/scope-fixtures';
import { findButton, findDialog, LONG } from '../support/dom';
import { recordRequests } from '../support/requests';
import { fastUser, fill } from '../fill';
import { openSession } from '@/sandbox/handlers/login';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { STALE_TITLE } from '@/lib/stale-edit/stale-edit';

// 编辑员工 while another administrator (欧阳敏, whose 管理范围 holds the person) saves the same person:
// 张伟's save is not written over hers without a word.

/** A person of 欧阳敏's scope, not herself, from the seed. */
const person = () => inside().find((p) => p.status !== 'departure' && p.lenovoId !== SCOPED_ADMIN)!;
const now = () => staffOf(MAIN_ENTERPRISE).find((p) => p.id === person().id)!;

async function openEdit() {
  renderApp('/home/organization');
  const user = fastUser();
  await screen.findByText(/共 \d+ 人/, {}, LONG);
  await user.type(screen.getByLabelText('搜索员工'), person().telephone);
  await user.click(await findButton(`编辑${person().name}`, document.body, 8000));
  const drawer = await findDialog(`编辑员工：${person().name}`, 8000);
  return { user, drawer };
}

/** 欧阳敏 sets the person's 职位 from her own console (a real sandbox call with her session). */
async function herEdit(position: string) {
  const p = now();
  const res = await call(openSession(SCOPED_ADMIN, MAIN_ENTERPRISE), 'PUT', '/enterprise-server/admin/users', {
    ...{ id: p.id, name: p.name, telephone: '', departIds: p.departIds, position },
  });
  expect(res.body.code).toBe(200);
}

describe('编辑员工 of a person another administrator changed meanwhile', { timeout: 60000 }, () => {
  it('names her; 重新加载 shows her 职位 in the drawer and writes nothing', async () => {
    const { user, drawer } = await openEdit();
    await herEdit('区域经理');
    const requests = recordRequests();
    await fill(user, within(drawer).getByLabelText('职位'), '销售总监');
    await user.click(await findButton('保存', drawer));
    const prompt = await findDialog(STALE_TITLE, 8000);
    expect(prompt).toHaveTextContent(
      new RegExp(`“${person().name}”在您打开后已被欧阳敏于\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}(:\\d{2})?修改`),
    );
    await user.click(await findButton('重新加载', prompt));
    await waitFor(() => expect(within(drawer).getByLabelText('职位')).toHaveValue('区域经理'));
    expect(requests.count('/admin/users', 'PUT')).toBe(0);
    expect(now().position).toBe('区域经理');
  });

  it("仍然保存 writes 张伟's values over hers", async () => {
    const { user, drawer } = await openEdit();
    await herEdit('区域经理');
    await fill(user, within(drawer).getByLabelText('职位'), '销售总监');
    await user.click(await findButton('保存', drawer));
    await user.click(await findButton('仍然保存', await findDialog(STALE_TITLE, 8000)));
    expect(await screen.findByText('员工信息已保存', {}, LONG)).toBeInTheDocument();
    expect(now().position).toBe('销售总监');
  });

  it('nobody changed the person: saved at once, no prompt', async () => {
    const { user, drawer } = await openEdit();
    await fill(user, within(drawer).getByLabelText('职位'), '销售总监');
    await user.click(await findButton('保存', drawer));
    expect(await screen.findByText('员工信息已保存', {}, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: STALE_TITLE })).toBeNull();
    expect(now().position).toBe('销售总监');
  });
});
