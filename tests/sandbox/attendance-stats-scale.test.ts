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
// that month (the code warm, the month not yet built). Measured at 20–30 ms of CPU, and 30–110 ms
// on the clock while other test runs shared the project's 2-core machine (one call of 305 ms at a
// load of 12, hence the median of three): the budget is for the clock, with that margin.
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
  // warm code (a session has run other calls), then three months each asked for the first time; the
  // median of the three, so a moment when the shared machine is busy does not decide
  await directCall(token, 'POST', `${STATS}/monthly`, { month: '2026-09', timeSheetGroupId: group.id });
  const times: number[] = [];
  for (const month of ['2026-10', '2026-08', '2026-07']) {
    const started = performance.now();
    const answer = await directCall(token, 'POST', `${STATS}/monthly`, {
      month,
      timeSheetGroupId: group.id,
      page: 1,
      size: 20,
    });
    times.push(performance.now() - started);
    const page = answer.body.data as SummaryPage<PersonMonthSummary>;
    expect(page.total).toBe(200);
    expect(page.totals.attendanceDays).toBeGreaterThan(200 * 15);
  }
  const median = [...times].sort((x, y) => x - y)[1];
  console.info(`[scale] monthly of 200 members, first calls: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
  expect(median).toBeLessThan(BUDGET_MS);
}, 120000);
