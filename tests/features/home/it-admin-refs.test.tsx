import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp, signInAs } from '../../render-app';
import { call } from '../../sandbox/call';
import { server } from '@/sandbox/node';
import { guideRows } from '@/sandbox/seed/modules/home';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { SLOW } from '../fill';

// The home page's IT administrators card shows each person by name and state (docs/product.md
// Part D §3): an answer naming someone who has departed since reads 「姓名 已离职」.
describe('home: IT administrators by name and state', () => {
  it('an IT administrator who departed since is shown 已离职', async () => {
    guideRows().push({ lenovoId: '10000001', guideType: 'home', guideStatus: 1 });
    const wen = staffOf(MAIN_ENTERPRISE).find((s) => s.lenovoId === '20000005')!;
    expect(
      (await call(signInAs(), 'POST', '/enterprise-server/admin/users/departure', { ids: [wen.id] })).body.code,
    ).toBe(200);
    // the list as it was answered before the departure
    const row = {
      lenovoId: wen.lenovoId,
      name: wen.name,
      telephone: wen.telephone,
      departmentList: [],
      createTime: '2026-01-05 10:00:00',
    };
    server.use(
      http.get('*/enterprise-server/v4/depart/searchMyTreeV1', () =>
        HttpResponse.json({ code: 200, data: [], message: '成功' }),
      ),
      http.get('*/enterprise-server/getItAdminList', () =>
        HttpResponse.json({ code: 200, data: [row], message: '成功' }),
      ),
    );
    renderApp();
    const card = (await screen.findByText('IT管理员', {}, SLOW)).closest('.ant-card') as HTMLElement;
    const cell = await within(card).findByRole('cell', { name: new RegExp(`^${wen.name}`) }, SLOW);
    await waitFor(() => expect(cell).toHaveTextContent(`${wen.name} 已离职`), SLOW);
    expect(within(card).getByLabelText(`删除${wen.name}`)).toBeEnabled();
  }, 45000);
});
