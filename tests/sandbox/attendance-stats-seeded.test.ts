import { vi } from 'vitest';
import { send } from './send';
import { signInAs } from '../sign-in';
import { resetDb } from '@/sandbox/db';
import { balances } from '@/sandbox/leave-tables';
import { attendanceGroups } from '@/sandbox/attendance-tables';
import { freezeClock, STATS } from './attendance-stats-fixture';
import type {
  Anomaly,
  Page,
  PersonMonth,
  PersonMonthSummary,
  SummaryPage,
} from '@/features/attendance-stats/api/types';

// The punches the sandbox makes up for the seeded groups (docs/assumed-contract.md "Attendance
// statistics", "Punches"): the same every time, over this month and the two before, with
// exceptions and leave in small proportions, leave only of types the person holds.

const MONTHS = ['2026-09', '2026-10', '2026-11'];

const monthly = async (month: string) =>
  (await send(`${STATS}/monthly`, { month, page: 1, size: 500 })).data as SummaryPage<PersonMonthSummary>;

describe('the seeded punches', () => {
  beforeEach(() => {
    freezeClock();
    signInAs();
  });
  afterEach(() => vi.useRealTimers());

  it('are the same on a fresh sandbox', async () => {
    const first = await monthly('2026-10');
    resetDb('default');
    signInAs();
    expect(await monthly('2026-10')).toEqual(first);
  });

  it('cover this month and the two before, with exceptions in small proportions', async () => {
    const members = attendanceGroups().reduce((s, g) => s + g.memberIds.length, 0);
    for (const month of MONTHS) {
      const { totals, total } = await monthly(month);
      expect(total, month).toBe(members);
      const workedDays = totals.attendanceDays + totals.absentDays;
      expect(workedDays, month).toBeGreaterThan(members * 8);
      const exceptionDays = totals.lateCount + totals.earlyCount + totals.absentDays + totals.fieldCount;
      expect(exceptionDays / workedDays, month).toBeGreaterThan(0.02);
      expect(exceptionDays / workedDays, month).toBeLessThan(0.2);
      expect(totals.missingCount, month).toBeGreaterThan(0);
      expect(totals.overtimeMinutes, month).toBeGreaterThan(0);
    }
    const kinds = new Set<string>();
    for (const month of MONTHS) {
      const page = (await send(`${STATS}/anomalies`, { month, page: 1, size: 500 })).data as Page<Anomaly>;
      for (const a of page.list) kinds.add(a.kind);
    }
    expect([...kinds].sort()).toEqual(['absent', 'early', 'field', 'late', 'missing']);
  });

  it('take leave from the person’s balances, within them, and debit nothing', async () => {
    const before = JSON.stringify(balances());
    let leaveHours = 0;
    for (const month of MONTHS) {
      const { list } = await monthly(month);
      for (const row of list) {
        const held = balances().filter((b) => b.lenovoId === row.lenovoId);
        for (const l of row.leave) {
          leaveHours += l.hours;
          const balance = held.find((b) => b.holidayId === l.holidayId);
          expect(balance, `${row.name} ${l.holidayName}`).toBeDefined();
          expect(l.hours).toBeLessThanOrEqual(balance!.lines);
        }
      }
    }
    expect(leaveHours).toBeGreaterThan(0);
    expect(JSON.stringify(balances())).toBe(before);
  });

  it('a day’s punches do not depend on which view asked first', async () => {
    const { list } = await monthly('2026-10');
    const someone = list.find((r) => r.lateCount > 0)!;
    resetDb('default');
    signInAs();
    const month = (await send(`${STATS}/personMonth`, { lenovoId: someone.lenovoId, month: '2026-10' }))
      .data as PersonMonth;
    const { lenovoId: _l, name: _n, departName: _d, groupName: _g, ...figures } = someone;
    expect(month.summary).toEqual(figures);
  });
});
