import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { fastUser, fill } from '../fill';
import { findButton, findDialog, LONG } from '../support/dom';
import { recordRequests } from '../support/requests';
import { STALE_TITLE } from '@/lib/stale-edit/stale-edit';
import { shifts } from '@/sandbox/attendance-tables';
import { openSession } from '@/sandbox/handlers/login';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import { RESTRICTED_ADMIN } from '../../sign-in';
import { call } from '../../sandbox/call';

// 编辑班次 by two administrators: 张伟's form is open on 弹性班 while 王芳 saves it from her own
// console; 张伟's save must not silently overwrite her change (lib/stale-edit).

const SHIFT = '弹性班';
let shiftId = '';
const theShift = () => shifts().find((s) => s.enterpriseNumber === E && s.id === shiftId)!;

/** 王芳 renames the shift through the sandbox, as her console would save it (every field sent). */
async function herEdit(name: string) {
  const { enterpriseNumber: _e, createTime: _c, updateTime: _u, ...fields } = theShift();
  const res = await call(openSession(RESTRICTED_ADMIN, E), 'POST', '/schedule-server/shifts/modify', {
    ...fields,
    name,
  });
  expect(res.body.code).toBe(200);
}

/** 张伟 opens 编辑班次 on the shift. */
async function openForm() {
  shiftId = shifts().find((s) => s.enterpriseNumber === E && s.name === SHIFT)!.id;
  const user = fastUser();
  await user.click(await findButton(`编辑${SHIFT}`, document.body, LONG.timeout));
  const dialog = await findDialog('编辑班次', LONG.timeout);
  const field = (await within(dialog).findByLabelText('班次名称', {}, LONG)) as HTMLInputElement;
  return { user, dialog, field };
}

describe('编辑班次: a shift another administrator saved meanwhile', { timeout: 60000 }, () => {
  it('unchanged by anyone else: saves at once, no question', async () => {
    const writes = recordRequests().to;
    renderApp('/home/rank_management');
    const { user, dialog, field } = await openForm();
    await fill(user, field, '弹性工时班');
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('班次已保存', {}, LONG)).toBeInTheDocument();
    expect(writes('/shifts/modify')).toHaveLength(1);
    expect(theShift().name).toBe('弹性工时班');
  });

  it('names who changed it; 重新加载 shows her value and writes nothing', async () => {
    renderApp('/home/rank_management');
    const { user, dialog, field } = await openForm();
    await herEdit('王芳弹性班');
    const writes = recordRequests().to; // 张伟's from here on
    await fill(user, field, '弹性工时班');
    await user.click(await findButton('保存', dialog));
    const prompt = await findDialog(STALE_TITLE, LONG.timeout);
    expect(prompt).toHaveTextContent(/“弹性班”在您打开后已被王芳于\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?修改/);
    await user.click(await findButton('重新加载', prompt));
    await waitFor(() => expect(field).toHaveValue('王芳弹性班'));
    expect(writes('/shifts/modify')).toHaveLength(0);
    expect(theShift().name).toBe('王芳弹性班');
  });

  it('仍然保存 writes 张伟’s values over hers', async () => {
    renderApp('/home/rank_management');
    const { user, dialog, field } = await openForm();
    await herEdit('王芳弹性班');
    await fill(user, field, '弹性工时班');
    await user.click(await findButton('保存', dialog));
    await user.click(await findButton('仍然保存', await findDialog(STALE_TITLE, LONG.timeout)));
    expect(await screen.findByText('班次已保存', {}, LONG)).toBeInTheDocument();
    expect(theShift().name).toBe('弹性工时班');
  });
});
