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
// that month. Measured at about 60–120 ms on the project's 2-core machine with other work running:
// the budget leaves that margin for a slower run.
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
  // warm code (a session has run other calls), but October is asked for the first time
  await directCall(token, 'POST', `${STATS}/monthly`, { month: '2026-09', timeSheetGroupId: group.id });
  const started = performance.now();
  const answer = await directCall(token, 'POST', `${STATS}/monthly`, {
    month: '2026-10',
    timeSheetGroupId: group.id,
    page: 1,
    size: 20,
  });
  const elapsed = performance.now() - started;
  const page = answer.body.data as SummaryPage<PersonMonthSummary>;
  expect(page.total).toBe(200);
  expect(page.totals.attendanceDays).toBeGreaterThan(200 * 15);
  console.info(`[scale] monthly of 200 members, first call: ${elapsed.toFixed(0)} ms`);
  expect(elapsed).toBeLessThan(BUDGET_MS);
}, 120000);
