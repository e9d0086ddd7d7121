import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost } from '@/lib/feedback/dialog-host';
import { saveAllowed, STALE_TITLE, type StaleEdit } from '@/lib/stale-edit/stale-edit';
import { useOpenedRecord } from '@/lib/stale-edit/use-opened-record';
import { departmentsOf } from '@/sandbox/org-tables';
import { failNext } from '@/sandbox/faults';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { openSession } from '@/sandbox/handlers/login';
import { configureSession } from '@/lib/http/session-hooks';
import { useSession } from '@/stores/session';
import { SCOPED_ADMIN, signInAs } from '../../sign-in';
import { call } from '../../sandbox/call';

// The guard before an edit form's write: the record is read again; changed by another administrator
// since the form opened, the user is told who and when (from the change log) and chooses.
type Department = ReturnType<typeof departmentsOf>[number];
const sales = () => departmentsOf(MAIN_ENTERPRISE).find((d) => d.id === salesId)!;
let salesId = '';

/** 张伟's console opens 销售部's edit form. */
function guardOf(reload = vi.fn()): StaleEdit<Department> & { reload: typeof reload } {
  signInAs();
  salesId = departmentsOf(MAIN_ENTERPRISE).find((d) => d.departName === '销售部')!.id;
  return {
    opened: structuredClone(sales()),
    openedAt: Date.now(),
    reread: async () => structuredClone(sales()),
    edited: (d) => ({ departName: d.departName, departNum: d.departNum, supervisor: d.departSupervisorId }),
    name: '销售部',
    reload,
  };
}

/** 欧阳敏, the scoped administrator of 销售部, renumbers it through the sandbox as her console would
 *  (her own session: this console stays 张伟's). */
async function herEdit() {
  const d = sales();
  const res = await call(openSession(SCOPED_ADMIN, MAIN_ENTERPRISE), 'PUT', '/enterprise-server/depart/edit', {
    ...{ id: d.id, departName: d.departName, departNum: `${d.departNum}9`, parentDepartId: '0' },
    ...{ departSupervisorId: d.departSupervisorId, oldDepartSupervisorId: d.departSupervisorId },
    ...{ enterpriseNumber: MAIN_ENTERPRISE, departIdList: [], usedIds: [] },
  });
  expect(res.body.code).toBe(200);
}

beforeAll(async () => {
  configureSession({ getToken: () => useSession.getState().token, onExpired: () => {}, onUnauthenticated: () => {} });
  // the dialog's chunk (antd's Modal) loads with the first dialog: loaded here, so that the first
  // test's wait is for the prompt, not for a module's transform on a busy machine
  await import('@/lib/feedback/dialog-modal');
});
beforeEach(() => {
  render(<DialogHost />);
});

describe('saving an edit of a shared record', () => {
  it('goes on without a word when nobody changed the record since it opened', async () => {
    await expect(saveAllowed(guardOf())).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('changed since: names who and when; 重新加载 puts the record as it is now in the form and writes nothing', async () => {
    const guard = guardOf();
    await herEdit();
    const allowed = saveAllowed(guard);
    const dialog = await screen.findByRole('dialog', { name: STALE_TITLE });
    expect(dialog).toHaveTextContent(/“销售部”在您打开后已被欧阳敏于\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?修改/);
    await userEvent.click(within(dialog).getByRole('button', { name: '重新加载' }));
    await expect(allowed).resolves.toBe(false);
    expect(guard.reload).toHaveBeenCalledWith(expect.objectContaining({ departNum: sales().departNum }));
  });

  it('仍然保存 lets the write go on; dismissing writes nothing and keeps the form', async () => {
    const guard = guardOf();
    await herEdit();
    const first = saveAllowed(guard);
    await userEvent.click(await screen.findByRole('button', { name: '仍然保存' }));
    await expect(first).resolves.toBe(true);

    const second = saveAllowed(guard);
    await screen.findByRole('dialog', { name: STALE_TITLE });
    await userEvent.keyboard('{Escape}');
    await expect(second).resolves.toBe(false);
    expect(guard.reload).not.toHaveBeenCalled();
  });

  it('a log this administrator may not read: the prompt still comes, naming no one', async () => {
    const guard = guardOf();
    await herEdit();
    failNext('/changelog/search', 403);
    const allowed = saveAllowed(guard);
    const dialog = await screen.findByRole('dialog', { name: STALE_TITLE });
    expect(dialog).toHaveTextContent('“销售部”在您打开后已被其他管理员修改');
    await userEvent.click(within(dialog).getByRole('button', { name: '仍然保存' }));
    await expect(allowed).resolves.toBe(true);
  });
});

describe('what an edit form opened with', () => {
  it('is the first value its record had, kept through later renders until reopened', () => {
    const { result, rerender } = renderHook(({ record }) => useOpenedRecord(record), {
      initialProps: { record: undefined as { n: number } | undefined },
    });
    expect(result.current.opened).toBeUndefined();
    rerender({ record: { n: 1 } });
    expect(result.current.opened).toEqual({ n: 1 });
    const at = result.current.openedAt;
    rerender({ record: { n: 2 } });
    expect(result.current).toMatchObject({ opened: { n: 1 }, openedAt: at });
    act(() => result.current.reopen({ n: 3 }));
    expect(result.current.opened).toEqual({ n: 3 });
  });
});
