import { vi } from 'vitest';
import { ADMIN } from '../sign-in';
import { directCall } from './direct-call';
import { resetDb } from '@/sandbox/db';
import { openSession } from '@/sandbox/handlers/login';
import { attendanceGroups } from '@/sandbox/attendance-tables';
import { directoryIndex } from '@/sandbox/directory-views';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { freezeClock, STATS } from './attendance-stats-fixture';
import type { PersonMonthSummary, SummaryPage } from '@/features/attendance-stats/api/types';

// docs/assumed-contract.md "Attendance statistics", "Scale": on the large seed (50,000 staff), a
// month of a 200-member group summarises in 300 ms or less, handler included, on the first call of
// that month (the code warm, the month not yet built). What is held to the budget is the time the
// process spends on the call (CPU): the project's 2 cores are shared by parallel test files and other
// work, which stretched the clock time of the same call from 30–110 ms (machine quiet) to 600 ms
// (15 files at once). Measured: 20–40 ms of CPU per first call; the median of three is asserted.
const BUDGET_MS = 300;

afterEach(() => vi.useRealTimers());

it('summarises a month of a 200-member group of the large seed within the budget', async () => {
  freezeClock();
  resetDb('large');
  const token = openSession(ADMIN, MAIN_ENTERPRISE);
  // the directory index is built while idle after start-up (docs/architecture.md): not the call's cost
  directoryIndex(MAIN_ENTERPRISE);
  const group = attendanceGroups().find((g) => g.enterpriseNumber === MAIN_ENTERPRISE && g.memberIds.length >= 200)!;
  expect(group.memberIds.length).toBe(200);
  // warm code (a session has run other calls), then three months each asked for the first time
  await directCall(token, 'POST', `${STATS}/monthly`, { month: '2026-09', timeSheetGroupId: group.id });
  const clock: number[] = [];
  const cpu: number[] = [];
  for (const month of ['2026-10', '2026-08', '2026-07']) {
    const started = performance.now();
    const used = process.cpuUsage();
    const answer = await directCall(token, 'POST', `${STATS}/monthly`, {
      month,
      timeSheetGroupId: group.id,
      page: 1,
      size: 20,
    });
    const spent = process.cpuUsage(used);
    cpu.push((spent.user + spent.system) / 1000);
    clock.push(performance.now() - started);
    const page = answer.body.data as SummaryPage<PersonMonthSummary>;
    expect(page.total).toBe(200);
    expect(page.totals.attendanceDays).toBeGreaterThan(200 * 15);
  }
  const median = (list: number[]) => [...list].sort((x, y) => x - y)[1];
  const ms = (list: number[]) => list.map((t) => t.toFixed(0)).join(', ');
  console.info(`[scale] monthly of 200 members, first calls: CPU ${ms(cpu)} ms, clock ${ms(clock)} ms`);
  expect(median(cpu)).toBeLessThan(BUDGET_MS);
}, 120000);
