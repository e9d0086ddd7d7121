import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInAs } from '../../render-app';
import { findButton, findDialog, LONG } from '../support/dom';
import { send } from '../../sandbox/send';
import { staff } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import { findEnterprise } from '@/sandbox/core-tables';

// 身份证号 and 银行卡号 on the staff profile are masked (first 4 and last 4 characters); 查看 asks the
// server for the full number, which records who saw whose number and when in the change log
// (docs/assumed-contract.md "Staff": sensitive numbers).

const ID = '110101199003078515';
const CARD = '6222020200112233445';
const ID_MASKED = '1101**********8515';
const CARD_MASKED = '6222***********3445';

function person() {
  const p = staff().find(
    (x) => x.enterpriseNumber === E && x.status === '' && !x.isCeo && !x.lenovoId.startsWith('1000'),
  )!;
  Object.assign(p.profile, { idNumber: ID, bankCardNumber: CARD });
  return p;
}

async function openProfile(p: ReturnType<typeof person>) {
  renderApp('/home/organization');
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await screen.findByText(/共 \d+ 人/, {}, LONG);
  await user.type(screen.getByLabelText('搜索员工'), p.telephone);
  await screen.findByText('共 1 人', {}, LONG);
  await user.click(await findButton(p.name, document.body, 8000));
  return { user, drawer: await findDialog(`员工资料：${p.name}`) };
}

describe('sensitive numbers on the staff profile', { timeout: 60000 }, () => {
  it('shows both numbers masked; 查看 reveals one, and the change log names who saw whose number', async () => {
    const p = person();
    const { user, drawer } = await openProfile(p);
    expect(within(drawer).getByText(ID_MASKED)).toBeInTheDocument();
    expect(within(drawer).getByText(CARD_MASKED)).toBeInTheDocument();
    expect(screen.queryByText(ID)).toBeNull();
    expect(screen.queryByText(CARD)).toBeNull();

    await user.click(within(drawer).getByRole('button', { name: '查看身份证号' }));
    expect(await within(drawer).findByText(ID, {}, LONG)).toBeInTheDocument();
    expect(within(drawer).getByText(CARD_MASKED)).toBeInTheDocument(); // only what was asked for
    expect(within(drawer).queryByRole('button', { name: '查看身份证号' })).toBeNull();

    // the profile's own history shows the reveal
    const history = within(drawer).getByLabelText('变更历史');
    expect(await within(history).findByText(`查看员工 ${p.name} 的身份证号`, {}, LONG)).toBeInTheDocument();

    // the change log search: who (张伟), whose (the person), when
    const found = await send('/enterprise-server/changelog/search', {
      keyword: p.name,
      name: '',
      operationTypeId: '',
      operationDate: '',
      page: 1,
      size: 10,
    });
    const rows = (found.data as { list: Array<{ name: string; keyword: string; creatDate: string }> }).list;
    const entry = rows.find((r) => r.keyword === `查看员工 ${p.name} 的身份证号`);
    expect(entry).toMatchObject({
      name: '张伟',
      creatDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
  });

  it('the staff answers carry the numbers masked; the full number comes only from the logged reveal call', async () => {
    const p = person();
    const token = signInAs();
    const listed = await send(
      '/enterprise-server/admin/userSearch',
      { departId: '', enterpriseId: findEnterprise(E)!.id, page: 1, size: 5, keyWord: p.telephone, position: '' },
      { token },
    );
    const row = (listed.data as { list: Array<{ id: string; idNumber: string; bankCardNumber: string }> }).list[0];
    expect(row).toMatchObject({ id: p.id, idNumber: ID_MASKED, bankCardNumber: CARD_MASKED });

    const revealed = await send(
      '/enterprise-server/admin/users/revealSensitive',
      { id: p.id, field: 'bankCardNumber' },
      { token },
    );
    expect(revealed).toMatchObject({ code: 200, data: { value: CARD } });
    expect(
      await send('/enterprise-server/admin/users/revealSensitive', { id: p.id, field: 'telephone' }, { token }),
    ).toMatchObject({ code: 400 });
    expect(
      await send('/enterprise-server/admin/users/revealSensitive', { id: 'nobody', field: 'idNumber' }, { token }),
    ).toMatchObject({ code: 404, message: '员工不存在' });

    // the row echoed back keeps the numbers; a masked value that is not the answered one is no number
    expect(
      await send(
        '/enterprise-server/admin/users',
        { ...row, telephone: '', position: '审计专员' },
        { method: 'PUT', token },
      ),
    ).toMatchObject({ code: 200 });
    expect(p.profile).toMatchObject({ idNumber: ID, bankCardNumber: CARD });
    expect(
      await send(
        '/enterprise-server/admin/users',
        { id: p.id, name: p.name, departIds: p.departIds, idNumber: '1101********8515' },
        { method: 'PUT', token },
      ),
    ).toMatchObject({ code: 400, message: '身份证号格式不正确' });
  });

  it('editing keeps a masked number as it was, and saves a newly typed one', async () => {
    const p = person();
    const { user, drawer } = await openProfile(p);
    await user.click(await findButton('编辑', drawer));
    const edit = await findDialog(`编辑员工：${p.name}`);
    expect(within(edit).getByLabelText('身份证号')).toHaveValue(ID_MASKED);
    const card = within(edit).getByLabelText('银行卡号');
    await user.clear(card);
    await user.type(card, '6228480402564890018');
    await user.click(await findButton('保存', edit));
    expect(await screen.findByText('员工信息已保存', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(p.profile.bankCardNumber).toBe('6228480402564890018'));
    expect(p.profile.idNumber).toBe(ID);
  });
});
