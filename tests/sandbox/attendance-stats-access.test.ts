import { RESTRICTED_ADMIN, signInAs } from '../sign-in';
import { call } from './call';
import { memberships, menuCatalogue } from '@/sandbox/core-tables';
import { FORBIDDEN_MESSAGE } from '@/sandbox/permissions';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';

// Who may call 考勤统计 (docs/assumed-contract.md "Attendance statistics", "Menu and permissions").

const STATS = '/schedule-server/attendanceStats';
const REFUSED = { status: 403, body: { code: 403, message: FORBIDDEN_MESSAGE } };

/** 王芳 with exactly these menu pages. */
function withMenu(...urls: string[]) {
  const token = signInAs(RESTRICTED_ADMIN);
  const mine = memberships().find((m) => m.lenovoId === RESTRICTED_ADMIN && m.enterpriseNumber === MAIN_ENTERPRISE)!;
  mine.menuIds = menuCatalogue()
    .filter((m) => urls.includes(m.url))
    .map((m) => m.id);
  return token;
}

describe('the 考勤统计 page and its calls', () => {
  it('is in the menu after 请假管理, under an id of its own', () => {
    const urls = menuCatalogue().map((m) => m.url);
    expect(urls.indexOf('attendance_statistics')).toBe(urls.indexOf('leave_management') + 1);
    expect(menuCatalogue().find((m) => m.url === 'attendance_statistics')).toMatchObject({
      id: 'm28',
      name: '考勤统计',
    });
    // the entries before and after it keep their positional ids
    expect(menuCatalogue().find((m) => m.url === 'leave_management')!.id).toBe('m14');
    expect(menuCatalogue().find((m) => m.url === 'workbench_appManagement')!.id).toBe('m15');
  });

  it('an administrator with only 考勤统计 reads the statistics and the groups of its filter, and nothing else', async () => {
    const token = withMenu('attendance_statistics');
    expect(await call(token, 'POST', `${STATS}/monthly`, { month: '2026-10', page: 1, size: 10 })).toMatchObject({
      status: 200,
      body: { code: 200 },
    });
    expect(
      await call(token, 'POST', '/schedule-server/timeSheetGroup/list', { name: '', page: 1, size: 500 }),
    ).toMatchObject({ status: 200, body: { code: 200 } });
    expect(
      await call(token, 'POST', '/schedule-server/timeSheetGroup/getTimeGroupDetail', { id: 'tg-E20260001-1' }),
    ).toMatchObject(REFUSED);
  });

  it('an administrator without 考勤统计 is refused every call of it', async () => {
    const token = withMenu('attendance_management', 'leave_management');
    for (const path of ['monthly', 'daily', 'departments', 'anomalies', 'personMonth', 'correct', 'export'])
      expect(await call(token, 'POST', `${STATS}/${path}`, {}), path).toMatchObject(REFUSED);
  });
});
