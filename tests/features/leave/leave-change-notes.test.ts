import dayjs from 'dayjs';
import { signInAs } from '../../sign-in';
import { changeRows } from '@/sandbox/changelog';
import { directoryIndex, subtreeIds } from '@/sandbox/directory-views';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { useSession } from '@/stores/session';

// Leave (f12) and attendance (f11) change-log notes carry the people and objects they touched, so
// the change log's 人员姓名 search finds a person however long the batch.
const E = MAIN_ENTERPRISE;

async function call<T = unknown>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { token: useSession.getState().token!, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  expect(json).toMatchObject({ code: 200 });
  return json.data as T;
}
const searchByName = (name: string) =>
  call<{ list: Array<{ id: string }> }>('/enterprise-server/changelog/search', { page: 1, size: 50, name });
const latest = () => changeRows()[0];
const active = () => staffOf(E).filter((p) => p.status !== 'departure' && p.lenovoId !== '10000001');

describe('leave and attendance change-log notes name people and objects', { timeout: 30000 }, () => {
  beforeEach(() => signInAs());

  it('a balance added names the person and the leave type', async () => {
    const p = active()[3];
    await call('/leave-server/adminLeave/addHolidayUser', {
      lenovoId: p.lenovoId,
      holidayId: `ht-${E}-1`,
      lines: 8,
      startTime: 4102444800,
      endTime: 4133980799,
    });
    expect(latest()).toMatchObject({ people: [p.name], objects: ['年假'] });
    expect((await searchByName(p.name)).list.map((r) => r.id)).toContain(latest().id);
  });

  it('a grant to a department names every person granted, past the few in its text', async () => {
    const index = directoryIndex(E);
    const dept = [...index.byId.values()].find((d) => d.departName === '研发中心')!;
    await call('/vacation-manage-server/vacation/grant', {
      holidayId: `ht-${E}-1`,
      lines: 8,
      startTime: 4102444800,
      endTime: 4133980799,
      departIds: [dept.id],
      lenovoIds: [],
    });
    const entry = latest();
    const members = subtreeIds(index, dept.id).flatMap((d) => index.members.get(d) ?? []);
    expect(new Set(entry.people)).toEqual(new Set(members.map((m) => m.name)));
    expect(entry.objects).toEqual(['年假', '研发中心']);
    const last = entry.people!.at(-1)!;
    expect(entry.keyword).not.toContain(last);
    expect((await searchByName(last)).list.map((r) => r.id)).toContain(entry.id);
  });

  it('a balance import names the people imported', async () => {
    const { xlsxBuffer } = await import('@/sandbox/xlsx');
    const p = active()[4];
    const cols = ['姓名', '手机号', '假期类型', '额度（小时）', '开始日期', '结束日期'].map((header, i) => ({
      header,
      key: `c${i}`,
    }));
    const form = new FormData();
    form.append(
      'file',
      new File(
        [
          await xlsxBuffer('s', cols, [
            { c0: p.name, c1: p.telephone, c2: '年假', c3: '8', c4: '2100-01-01', c5: '2100-12-31' },
          ]),
        ],
        'b.xlsx',
      ),
    );
    const res = await fetch('http://localhost/leave-server/adminLeave/holidayUser/importAnalysis', {
      method: 'POST',
      headers: { token: useSession.getState().token! },
      body: form,
    });
    const { data } = await res.json();
    await call('/leave-server/adminLeave/holidayUser/importSave', { importId: data.importId });
    expect(latest()).toMatchObject({ people: [p.name], objects: ['年假'] });
  });

  it('an attendance group edit names who left (or joined); a shift note names the shift', async () => {
    const group = await call<{
      id: string;
      name: string;
      members: Array<{ lenovoId: string; name: string }>;
      shiftList: Array<{ id: string; name: string }>;
      workdaySetting: string[];
      wordkayPeroidName: string;
      shiftsChosedByEmployee: boolean;
      location: unknown;
    }>('/schedule-server/timeSheetGroup/getTimeGroupDetail', { id: `tg-${E}-3` });
    const [gone, ...kept] = group.members;
    await call('/schedule-server/timeSheetGroup/modify', {
      id: group.id,
      name: group.name,
      memberIds: kept.map((m) => m.lenovoId),
      shiftIds: group.shiftList.map((s) => s.id),
      workdaySetting: group.workdaySetting,
      wordkayPeroidName: group.wordkayPeroidName,
      shiftsChosedByEmployee: group.shiftsChosedByEmployee,
      location: group.location,
    });
    expect(latest()).toMatchObject({ operationTypeId: 'f11', people: [gone.name] });
    expect(latest().objects).toContain(group.name);
    await call('/schedule-server/userKaoqinSetting/modify', {
      timeSheetGroupId: group.id,
      settings: [{ lenovoId: kept[0].lenovoId, shiftSettings: { [dayjs().format('YYYY-MM-01')]: { id: '' } } }],
    });
    expect(latest()).toMatchObject({ people: [kept[0].name], objects: [group.name] });
    await call('/schedule-server/shifts/create', {
      name: '夜班',
      twiceOneDay: false,
      firstShiftStart: '20:00',
      firstShiftEnd: '23:00',
      secondShiftStart: '',
      secondShiftEnd: '',
      lunchStart: '',
      lunchEnd: '',
      elasticOption: false,
      elasticHourLate: 0,
      elasticMinuteLate: 0,
      elasticHourLeave: 0,
      elasticMinuteLeave: 0,
    });
    expect(latest()).toMatchObject({ operationTypeId: 'f11', keyword: '新增班次 夜班', objects: ['夜班'] });
  });
});
