import { act, renderHook, waitFor } from '@testing-library/react';
import { focusManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { keepRowsWithin } from '@/lib/query/list-subject';
import { createQueryClient } from '@/lib/query/query-client';

// Another administrator may have changed a list meanwhile: a list read longer ago than the cache's
// stale time reads again when the window regains focus. A form's query does not (what is being
// typed is never replaced under the user).
function readsOnFocus(options: object) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const read = vi.fn(async () => ['第一行']);
  renderHook(() => useQuery({ queryKey: ['rows'], queryFn: read, ...options }), { wrapper });
  return read;
}

async function awayAndBack() {
  act(() => focusManager.setFocused(false));
  vi.setSystemTime(Date.now() + 31_000); // past the 30 s stale time
  act(() => focusManager.setFocused(true));
}

afterEach(() => {
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

it('a list reads again when the window regains focus; a form query does not', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const list = readsOnFocus(keepRowsWithin('销售部'));
  const form = readsOnFocus({});
  await waitFor(() => expect(list).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(form).toHaveBeenCalledTimes(1));
  await awayAndBack();
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  expect(form).toHaveBeenCalledTimes(1);
});
