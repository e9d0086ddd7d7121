import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { RESTRICTED_ADMIN } from '../../sign-in';
import { call } from '../../sandbox/call';
import { approval, E_MAIN } from '../../sandbox/lifecycle-fixtures';
import { findButton, findDialog } from '../support/dom';
import { recordRequests } from '../support/requests';
import { fastUser, fill } from '../fill';
import { openSession } from '@/sandbox/handlers/login';
import { STALE_TITLE } from '@/lib/stale-edit/stale-edit';
import { clickSave, fieldNames, label } from './designer-helpers';

// The designer's save of an existing approval while another administrator (王芳) saved its design
// meanwhile: the form she changed is seen, and 张伟 chooses.
const NAME = '请假';
const row = () => approval(NAME);

async function openDesigner() {
  renderApp(`/home/examine_management/designer?id=${row().id}`);
  const user = fastUser();
  await screen.findByText('编辑审批');
  await waitFor(async () => expect(await label('审批说明')).toHaveValue(row().description));
  return user;
}

/** 王芳 renames the form's 请假事由 to 请假原因 from her console (the whole design, as her designer sends it). */
async function herFormEdit() {
  const r = row();
  const formData = r.formData.replace('"name":"请假事由"', '"name":"请假原因"');
  expect(formData).not.toBe(r.formData);
  const { id, approveName, description, iconAddress, visibleRange, visibleUsers, approveAdministrators } = r;
  const res = await call(openSession(RESTRICTED_ADMIN, E_MAIN), 'POST', '/approve-server/approve/save', {
    ...{ id, enterpriseNumber: E_MAIN, approveName, description, iconAddress, visibleRange, visibleUsers },
    ...{ approveAdministrators, formData, processData: r.processData },
  });
  expect(res.body.code).toBe(200);
}

describe('saving the design of an approval another administrator saved meanwhile', { timeout: 60000 }, () => {
  it('names her; 重新加载 puts her form in the designer and writes nothing', async () => {
    const user = await openDesigner();
    await herFormEdit();
    const requests = recordRequests();
    await fill(user, await label('审批说明'), '张伟的说明');
    await clickSave(user);
    const prompt = await findDialog(STALE_TITLE, 8000);
    expect(prompt).toHaveTextContent(
      new RegExp(`“${NAME}”在您打开后已被王芳于\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}(:\\d{2})?修改`),
    );
    await user.click(await findButton('重新加载', prompt));
    await waitFor(() => expect(fieldNames()).toContain('请假原因'));
    expect(await label('审批说明')).toHaveValue(row().description);
    expect(requests.count('/approve/save')).toBe(0);
  });

  it("仍然保存 writes 张伟's design over hers", async () => {
    const user = await openDesigner();
    await herFormEdit();
    await fill(user, await label('审批说明'), '张伟的说明');
    await clickSave(user);
    await user.click(await findButton('仍然保存', await findDialog(STALE_TITLE, 8000)));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(row().description).toBe('张伟的说明');
    expect(row().formData).toContain('"name":"请假事由"');
  });

  it('nobody saved it meanwhile: saved at once, no prompt', async () => {
    const user = await openDesigner();
    await fill(user, await label('审批说明'), '张伟的说明');
    await clickSave(user);
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: STALE_TITLE })).toBeNull();
    expect(row().description).toBe('张伟的说明');
  });
});
