import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ADMIN, signInAs } from '../../render-app';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { queryClient } from '@/lib/query/query-client';
import { configureSession } from '@/lib/http/session-hooks';
import { useSession } from '@/stores/session';
import {
  useAddBalance,
  useBalancePage,
  useDeleteLeaveType,
  useLedger,
  usePersonBalances,
} from '@/features/leave/api/queries';
import {
  useAttendanceGroupDetail,
  useCreateShift,
  useMembersSettings,
  useModifyAttendanceGroup,
  useShiftList,
} from '@/features/attendance/api/queries';
import { EMPTY_SHIFT } from '@/features/attendance/constants';
import { dayToSeconds } from '@/features/leave/lib/balance-time';

const E = MAIN_ENTERPRISE;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

describe('time and attendance query hooks refresh what their mutations change', () => {
  beforeAll(() =>
    configureSession({ getToken: () => useSession.getState().token, onExpired: () => {}, onUnauthenticated: () => {} }),
  );
  beforeEach(() => signInAs());

  it('adding a balance refreshes the balance list, the person and the ledger', async () => {
    const { result } = renderHook(
      () => ({
        page: useBalancePage({ holidayId: '', keyword: '张伟', departId: '', page: 1, size: 10 }),
        person: usePersonBalances(ADMIN),
        ledger: useLedger({ lenovoId: ADMIN, holidayId: '', page: 1, size: 10 }),
        add: useAddBalance(),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current.page.data && result.current.person.data && result.current.ledger.data).toBeTruthy(),
    );
    const [total, held, entries] = [
      result.current.page.data!.total,
      result.current.person.data!.length,
      result.current.ledger.data!.total,
    ];
    await act(() =>
      result.current.add.mutateAsync({
        lenovoId: ADMIN,
        holidayId: `ht-${E}-4`,
        lines: 8,
        startTime: dayToSeconds('2031-01-01', 'start')!,
        endTime: dayToSeconds('2031-12-31', 'end')!,
      }),
    );
    await waitFor(() => expect(result.current.page.data!.total).toBe(total + 1));
    await waitFor(() => expect(result.current.person.data).toHaveLength(held + 1));
    await waitFor(() => expect(result.current.ledger.data!.total).toBe(entries + 1));
  });

  it('deleting a leave type refreshes the balances of it', async () => {
    const { result } = renderHook(
      () => ({
        page: useBalancePage({ holidayId: '', keyword: '张伟', departId: '', page: 1, size: 10 }),
        del: useDeleteLeaveType(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.page.data).toBeTruthy());
    const before = result.current.page.data!.list.length;
    await act(() => result.current.del.mutateAsync(`ht-${E}-3`));
    await waitFor(() => expect(result.current.page.data!.list).toHaveLength(before - 1));
  });

  it('creating a shift refreshes the shifts table', async () => {
    const { result } = renderHook(() => ({ list: useShiftList('', 1, 10), create: useCreateShift() }), { wrapper });
    await waitFor(() => expect(result.current.list.data?.total).toBe(6));
    await act(() => result.current.create.mutateAsync({ ...EMPTY_SHIFT, name: '新班次' }));
    await waitFor(() => expect(result.current.list.data?.total).toBe(7));
  });

  it("modifying a group refreshes its detail and its members' settings", async () => {
    const id = `tg-${E}-3`;
    const month = dayjs().format('YYYY-MM');
    const { result } = renderHook(
      () => ({
        detail: useAttendanceGroupDetail(id),
        settings: useMembersSettings({ timeSheetGroupId: id, month, keyword: '', page: 1, size: 4 }),
        modify: useModifyAttendanceGroup(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.detail.data && result.current.settings.data).toBeTruthy());
    const g = result.current.detail.data!;
    const kept = g.members.slice(0, 2).map((m) => m.lenovoId);
    await act(() =>
      result.current.modify.mutateAsync({
        id,
        name: g.name,
        memberIds: kept,
        shiftIds: g.shiftList.map((s) => s.id),
        workdaySetting: g.workdaySetting,
        wordkayPeroidName: g.wordkayPeroidName,
        shiftsChosedByEmployee: g.shiftsChosedByEmployee,
        location: g.location,
      }),
    );
    await waitFor(() => expect(result.current.settings.data!.total).toBe(2));
    await waitFor(() => expect(result.current.detail.data!.members).toHaveLength(2));
  });
});
