import { signInAs } from '../../sign-in';
import { captureDownloads } from '../support/dom';
import { recordRequests } from '../support/requests';
import * as attendance from '@/features/attendance/api/attendance-api';
import * as leave from '@/features/leave/api/leave-api';
import { EMPTY_LOCATION, EMPTY_SHIFT } from '@/features/attendance/constants';
import { configureSession } from '@/lib/http/session-hooks';
import { useSession } from '@/stores/session';

interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** Runs one call and returns the one request it made, as the server received it (a file field as 'file'). */
async function sent(call: () => Promise<unknown>): Promise<Sent> {
  const requests = recordRequests();
  await call().catch(() => undefined);
  expect(requests.all).toHaveLength(1);
  const [{ method, path, searchParams, headers, body }] = requests.all;
  const fields = headers.get('content-type')?.includes('multipart') ? (body as Record<string, unknown>) : null;
  return {
    method,
    path,
    query: Object.fromEntries(searchParams),
    body: fields
      ? Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : 'file']))
      : body,
  };
}

const post = (path: string, body: unknown) => ({ method: 'POST', path, query: {}, body });
const shift = { ...EMPTY_SHIFT, name: '早班' };
const group = {
  name: '组',
  memberIds: ['1'],
  shiftIds: ['s'],
  workdaySetting: ['s', 's', 's', 's', 's', '', ''],
  wordkayPeroidName: '标准工作周',
  shiftsChosedByEmployee: false,
  location: EMPTY_LOCATION,
};

describe('the api functions send the documented payloads', () => {
  beforeAll(() =>
    configureSession({ getToken: () => useSession.getState().token, onExpired: () => {}, onUnauthenticated: () => {} }),
  );
  beforeEach(() => signInAs());

  it('shifts, attendance groups and arrangements on /schedule-server', async () => {
    const S = '/schedule-server';
    expect(await sent(() => attendance.listShifts({ page: 2, size: 10 }))).toEqual(
      post(`${S}/shifts/list`, { page: 2, size: 10 }),
    );
    expect(await sent(() => attendance.searchShifts({ name: '早', page: 1, size: 10 }))).toEqual(
      post(`${S}/shifts/search`, { name: '早', page: 1, size: 10 }),
    );
    expect(await sent(() => attendance.getShiftDetail('s1'))).toEqual(
      post(`${S}/shifts/getShiftsDetail`, { id: 's1' }),
    );
    expect(await sent(() => attendance.createShift(shift))).toEqual(post(`${S}/shifts/create`, shift));
    expect(await sent(() => attendance.modifyShift({ ...shift, id: 's1' }))).toEqual(
      post(`${S}/shifts/modify`, { ...shift, id: 's1' }),
    );
    expect(await sent(() => attendance.deleteShift('s1'))).toEqual(post(`${S}/shifts/delete`, { id: 's1' }));
    expect(await sent(() => attendance.listAttendanceGroups({ name: '', page: 1, size: 10 }))).toEqual(
      post(`${S}/timeSheetGroup/list`, { name: '', page: 1, size: 10 }),
    );
    expect(await sent(() => attendance.getAttendanceGroupDetail('g1'))).toEqual(
      post(`${S}/timeSheetGroup/getTimeGroupDetail`, { id: 'g1' }),
    );
    expect(await sent(() => attendance.createAttendanceGroup(group))).toEqual(
      post(`${S}/timeSheetGroup/create`, group),
    );
    expect(await sent(() => attendance.modifyAttendanceGroup({ ...group, id: 'g1' }))).toEqual(
      post(`${S}/timeSheetGroup/modify`, { ...group, id: 'g1' }),
    );
    expect(await sent(() => attendance.deleteAttendanceGroup('g1'))).toEqual(
      post(`${S}/timeSheetGroup/delete`, { id: 'g1' }),
    );
    const q = { timeSheetGroupId: 'g1', month: '2026-11', keyword: '', page: 1, size: 4 };
    expect(await sent(() => attendance.getGroupMembersSettings(q))).toEqual(
      post(`${S}/userKaoqinSetting/getGroupMembersKQSetting`, q),
    );
    const settings = {
      timeSheetGroupId: 'g1',
      settings: [{ lenovoId: '1', shiftSettings: { '2026-11-02': { id: 's1' }, '2026-11-03': null } }],
    };
    expect(await sent(() => attendance.modifyUserSettings(settings))).toEqual(
      post(`${S}/userKaoqinSetting/modify`, settings),
    );
  });

  it('leave types, balances and the ledger on /leave-server', async () => {
    const L = '/leave-server';
    expect(await sent(() => leave.searchHolidayAll())).toEqual({
      method: 'GET',
      path: `${L}/adminLeave/searchHolidayAll`,
      query: {},
      body: undefined,
    });
    expect(await sent(() => leave.searchHoliday({ name: '年', page: 1, size: 10 }))).toEqual(
      post(`${L}/adminLeave/searchHoliday`, { name: '年', page: 1, size: 10 }),
    );
    expect(await sent(() => leave.addHoliday('调休'))).toEqual(post(`${L}/adminLeave/addHoliday`, { name: '调休' }));
    expect(await sent(() => leave.updateHoliday({ id: 'h1', name: '调休' }))).toEqual(
      post(`${L}/adminLeave/updateHoliday`, { id: 'h1', name: '调休' }),
    );
    expect(await sent(() => leave.delHoliday('h1'))).toEqual(post(`${L}/adminLeave/delHoliday`, { id: 'h1' }));
    const balance = {
      lenovoId: '1',
      holidayId: 'h1',
      lines: 8,
      startTime: 1009814400,
      endTime: 7289625599,
      remark: '',
    };
    expect(await sent(() => leave.addHolidayUser(balance))).toEqual(post(`${L}/adminLeave/addHolidayUser`, balance));
    const update = { id: 'b1', lines: 8, startTime: 1009814400, endTime: 7289625599 };
    expect(await sent(() => leave.updateHolidayUser(update))).toEqual(
      post(`${L}/adminLeave/updateHolidayUser`, update),
    );
    expect(await sent(() => leave.delHolidayUser(['b1', 'b2']))).toEqual(
      post(`${L}/adminLeave/delHolidayUser`, { ids: ['b1', 'b2'] }),
    );
    const search = { holidayId: 'h1', keyword: '张', departId: 'd1', page: 1, size: 10 };
    expect(await sent(() => leave.searchHolidayUser(search))).toEqual(
      post(`${L}/adminLeave/searchHolidayUser`, search),
    );
    expect(await sent(() => leave.selectHolidayUser('1'))).toEqual(
      post(`${L}/adminLeave/selectHolidayUser`, { lenovoId: '1' }),
    );
    expect(await sent(() => leave.selectHolidayByUser('1'))).toEqual({
      method: 'GET',
      path: `${L}/selectHolidayByUser`,
      query: { lenovoId: '1' },
      body: undefined,
    });
    const ledger = { lenovoId: '1', holidayId: '', page: 1, size: 10 };
    expect(await sent(() => leave.searchHolidayLog(ledger))).toEqual(
      post(`${L}/adminLeave/searchHolidayLogByLenovoId`, ledger),
    );
  });

  it('balance import and export, and vacation grants', async () => {
    captureDownloads();
    const L = '/leave-server';
    const V = '/vacation-manage-server';
    expect(await sent(() => leave.downloadBalanceTemplate())).toMatchObject({
      method: 'GET',
      path: `${L}/adminLeave/holidayUser/template`,
    });
    const file = new File(['x'], 'a.xlsx');
    expect(await sent(() => leave.analyseBalanceImport(file))).toEqual(
      post(`${L}/adminLeave/holidayUser/importAnalysis`, { file: 'file' }),
    );
    expect(await sent(() => leave.analyseBalanceImport(file, { importId: 'i1' }))).toEqual(
      post(`${L}/adminLeave/holidayUser/importAnalysis`, { file: 'file', importId: 'i1' }),
    );
    expect(await sent(() => leave.saveBalanceImport('i1'))).toEqual(
      post(`${L}/adminLeave/holidayUser/importSave`, { importId: 'i1' }),
    );
    const filters = { holidayId: '', keyword: '', departId: '', ids: ['b1'] };
    expect(await sent(() => leave.exportBalances(filters))).toEqual(
      post(`${L}/adminLeave/holidayUser/export`, filters),
    );
    const grant = {
      holidayId: 'h1',
      lines: 8,
      startTime: 1009814400,
      endTime: 7289625599,
      departIds: ['d1'],
      lenovoIds: ['1'],
      remark: '',
    };
    expect(await sent(() => leave.grantVacation(grant))).toEqual(post(`${V}/vacation/grant`, grant));
    expect(await sent(() => leave.listGrants({ holidayId: '', page: 1, size: 10 }))).toEqual(
      post(`${V}/vacation/grantList`, { holidayId: '', page: 1, size: 10 }),
    );
    expect(await sent(() => leave.vacationSummary())).toEqual({
      method: 'GET',
      path: `${V}/vacation/summary`,
      query: {},
      body: undefined,
    });
  });
});
