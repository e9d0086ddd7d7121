import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { fastUser, fill } from '../../features/fill';
import { LONG } from '../../features/support/dom';
import { signInAs } from '../../render-app';
import { MemberPicker } from '@/components/directory/member-picker';
import { configureSession } from '@/lib/http/session-hooks';
import { queryClient } from '@/lib/query/query-client';
import { useSession } from '@/stores/session';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';

// The member picker's search (admin-modules §9: debounced 500 ms) as a user meets it: the list is busy
// from the first key until the results are in, so a click never lands on a row about to be replaced.
const person = () => staffOf(MAIN_ENTERPRISE).find((p) => p.status === '' && p.telephone)!;

function Harness({ onOk }: { onOk: (names: string[]) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <QueryClientProvider client={queryClient}>
      <button onClick={() => setOpen(true)}>打开</button>
      <MemberPicker
        open={open}
        title="选择交接人"
        multiple={false}
        onCancel={() => setOpen(false)}
        onOk={(members) => {
          onOk(members.map((m) => m.name));
          setOpen(false);
        }}
      />
    </QueryClientProvider>
  );
}

beforeAll(() =>
  configureSession({ getToken: () => useSession.getState().token, onExpired: () => {}, onUnauthenticated: () => {} }),
);
beforeEach(() => signInAs());

describe('MemberPicker search', () => {
  it('is busy from the first key until the results replace the list; an emptied box shows everyone at once', async () => {
    const user = fastUser();
    const chosen: string[][] = [];
    render(<Harness onOk={(names) => chosen.push(names)} />);
    const dialog = await screen.findByRole('dialog', { name: '选择交接人' });
    // the picker's list, looked up each time: a reopened picker renders a new one
    const list = () => screen.getByRole('list', { name: '成员列表' });
    const items = () =>
      within(list())
        .getAllByRole('listitem')
        .map((i) => i.textContent);
    await waitFor(() => expect(list()).toHaveAttribute('aria-busy', 'false'), LONG);
    const p = person();
    const browsed = items();
    expect(browsed).not.toContainEqual(expect.stringContaining(p.name));

    await fill(user, within(dialog).getByLabelText('搜索成员'), p.telephone);
    expect(list()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(list()).toHaveAttribute('aria-busy', 'false'), LONG);
    expect(items()).toEqual([expect.stringContaining(p.name)]);
    await user.click(within(list()).getByRole('radio', { name: new RegExp(`^${p.name} `) }));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(chosen).toEqual([[p.name]]);

    // reopened: the box is empty and the list is everyone, not the last search's results
    await user.click(screen.getByRole('button', { name: '打开' }));
    const again = await screen.findByRole('dialog', { name: '选择交接人' });
    expect(within(again).getByLabelText('搜索成员')).toHaveValue('');
    expect(list()).toHaveAttribute('aria-busy', 'false');
    expect(items()).toEqual(browsed);

    // typed, then emptied before the term applies: everyone stays, and nothing is busy
    await fill(user, within(again).getByLabelText('搜索成员'), p.name);
    expect(list()).toHaveAttribute('aria-busy', 'true');
    await user.clear(within(again).getByLabelText('搜索成员'));
    expect(list()).toHaveAttribute('aria-busy', 'false');
    expect(items()).toEqual(browsed);
  });
});
