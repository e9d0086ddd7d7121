import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { startApp } from '@/app/start';
import { createQueryClient } from '@/lib/query/query-client';
import { useManageScope, useWatchedPermissions } from '@/lib/scope/scope-queries';
import { recordRequests } from '../../features/support/requests';
import { SCOPED_ADMIN, signInAs } from '../../sign-in';

// A move to another page asks for the caller's permissions again (a scope changed elsewhere is seen
// promptly), but not before the new page's own queries have subscribed: asked in the same commit,
// the call's in-flight state reached the arriving page as a changed snapshot and drew it twice.
function Watch() {
  useWatchedPermissions(useLocation().pathname);
  return null;
}

let arrivals = 0;
function Arriving() {
  arrivals++;
  const scope = useManageScope();
  return <p>{scope ? `范围 ${scope.type}` : '…'}</p>;
}

it('a move to another page draws the arriving page once, then asks for the permissions again', async () => {
  arrivals = 0;
  startApp({ watchers: false });
  signInAs(SCOPED_ADMIN);
  const requests = recordRequests();
  const client = createQueryClient();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/from']}>
        <Watch />
        <Routes>
          <Route path="/from" element={<Link to="/to">去</Link>} />
          <Route path="/to" element={<Arriving />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(requests.count('/api/menu/getPermission')).toBe(1));
  await requests.settled();
  await user.click(screen.getByRole('link', { name: '去' }));
  expect(await screen.findByText('范围 departments')).toBeInTheDocument();
  await waitFor(() => expect(requests.count('/api/menu/getPermission')).toBe(2));
  await requests.settled();
  expect(arrivals).toBe(1);
});
