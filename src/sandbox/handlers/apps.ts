import { route } from '../route';
import { Reject } from '../respond';
import { enterpriseOf } from './home';
import { appsOf, type AppRow } from '../seed/modules/apps';

// The enterprise's applications (admin-modules §7 "Applications": GET /app/listAll). Role management
// reads them as allApp, filtered by visibleRange and appName (platform-shell §3.3).
const A = '/apps-manage-server';

const view = (a: AppRow) => {
  const { enterpriseNumber: _e, ...rest } = a;
  return rest;
};

const appHandlers = [
  route('get', A, '/app/listAll', (input) => {
    const e = enterpriseOf(input);
    const range = (input.query.get('visibleRange') ?? '').trim();
    if (range !== '' && range !== '2' && range !== '3') throw new Reject(400, '参数visibleRange不正确');
    const name = (input.query.get('appName') ?? '').trim().toLowerCase();
    return appsOf(e.enterpriseNumber)
      .filter((a) => (!range || a.visibleRange === Number(range)) && (!name || a.name.toLowerCase().includes(name)))
      .map(view);
  }),
];

export default appHandlers;
