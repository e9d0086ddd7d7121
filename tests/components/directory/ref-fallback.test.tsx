import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http as mswHttp, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { recordRequests } from '../../features/support/requests';
import { signInAs } from '../../render-app';
import { expectNoToast } from '../../toasts';
import { mountToastHost } from '../../toast-host';
import { DepartmentRef } from '@/components/directory/department-ref';
import { PersonRef } from '@/components/directory/person-ref';
import { resolveRefsCall } from '@/components/directory/contract';
import { isAbsent } from '@/lib/contract/define';
import { configureSession } from '@/lib/http/session-hooks';
import { queryClient } from '@/lib/query/query-client';
import { server } from '@/sandbox/node';
import { departmentsOf, staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { clearUserScope } from '@/stores/reset-all';
import { useSession } from '@/stores/session';

// A host without /directory/resolve (assumed): references are resolved through the specified
// look-ups, /findAllUserInfoByLenovoIds and /depart/fullTree, and resolve is not asked again.

const E = MAIN_ENTERPRISE;
const active = () => staffOf(E).filter((p) => p.status === '');
const RESOLVE = '/enterprise-server/directory/resolve';

const cells = (children: ReactNode[]) => (
  <QueryClientProvider client={queryClient}>
    <ul>
      {children.map((c, i) => (
        <li key={i}>{c}</li>
      ))}
    </ul>
  </QueryClientProvider>
);

beforeAll(() =>
  configureSession({ getToken: () => useSession.getState().token, onExpired: () => {}, onUnauthenticated: () => {} }),
);
beforeEach(mountToastHost);
beforeEach(() => {
  signInAs();
  clearUserScope(queryClient);
  server.use(mswHttp.post(`*${RESOLVE}`, () => new HttpResponse(null, { status: 404 })));
});

it('names seeded people (by lenovoId and by user id) and departments when resolve answers 404, and asks it once', async () => {
  const requests = recordRequests();
  const people = active().slice(0, 6);
  const departs = departmentsOf(E).slice(1, 4);
  const view = render(
    cells([
      ...people.slice(0, 3).map((p) => <PersonRef lenovoId={p.lenovoId} />),
      ...people.slice(3).map((p) => <PersonRef userId={p.id} />),
      ...departs.map((d) => <DepartmentRef id={d.id} />),
    ]),
  );
  for (const p of people) expect(await screen.findByText(p.name, {}, { timeout: 3000 })).toBeInTheDocument();
  for (const d of departs) expect(await screen.findByText(d.departName)).toBeInTheDocument();
  expect(view.container.textContent).not.toContain(people[0].lenovoId);
  expect(requests.all.filter((r) => r.path === RESOLVE)).toHaveLength(1);
  expect(requests.all.some((r) => r.path === '/user-server/findAllUserInfoByLenovoIds')).toBe(true);
  expect(requests.all.some((r) => r.path === '/enterprise-server/depart/fullTree')).toBe(true);
  expect(isAbsent(resolveRefsCall)).toBe(true);
  // the fallback covers for it: nobody is told the host lacks it
  await requests.settled();
  await expectNoToast();

  // references not seen yet, on a later page: the look-ups alone
  view.unmount();
  const later = active().slice(6, 9);
  render(cells(later.map((p) => <PersonRef lenovoId={p.lenovoId} />)));
  for (const p of later) expect(await screen.findByText(p.name)).toBeInTheDocument();
  expect(requests.all.filter((r) => r.path === RESOLVE)).toHaveLength(1);
});

it('a reference the look-ups do not list shows its stored name, else 未知人员 / 未知部门, never its id', async () => {
  const view = render(
    cells([
      <PersonRef lenovoId="39990001" name="赵已删" />,
      <PersonRef lenovoId="39990002" />,
      <DepartmentRef id="d-gone-1" name="旧市场部" />,
      <DepartmentRef id="d-gone-2" />,
    ]),
  );
  expect(await screen.findByText('未知人员')).toBeInTheDocument();
  expect(await screen.findByText('未知部门')).toBeInTheDocument();
  expect(screen.getByText('赵已删')).toBeInTheDocument();
  expect(screen.getByText('旧市场部')).toBeInTheDocument();
  expect(view.container.textContent).not.toMatch(/39990001|39990002|d-gone/);
});
