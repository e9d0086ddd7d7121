import dayjs from 'dayjs';
import { send } from './send';
import { changeRows } from '@/sandbox/changelog';
import { arrangements, attendanceGroups } from '@/sandbox/attendance-tables';
import { balances, ledger, leaveTypes } from '@/sandbox/leave-tables';
import { licenceGrants, licenceUses } from '@/sandbox/licence-tables';
import { staff } from '@/sandbox/org-tables';
import { brokenReferences } from '@/sandbox/lifecycle/invariants';
import { E_MAIN, main, ordinary } from './lifecycle-fixtures';
import { signInAs } from '../sign-in';

// Attendance groups, leave records and office-suite licences through the lifecycle (docs/product.md
// Part D §2): the leaver leaves the attendance group (arrangements after the departure day go, the
// days before stay) and frees the licence, neither handed over; leave balances and the ledger stay
// as history, named by the person's name.
const U = '/enterprise-server/admin/users';
const S = '/schedule-server';

interface Kind {
  kind: string;
  label: string;
  handover: string;
  released: string;
  items: Array<{ id: string; name: string }>;
}
const kindsOf = async (id: string) => {
  const { list } = (await send(`${U}/handover/holdings`, { ids: [id] })).data as { list: Array<{ kinds: Kind[] }> };
  return Object.fromEntries(list[0].kinds.map((k) => [k.kind, k]));
};
const rd = () => attendanceGroups().find((g) => g.enterpriseNumber === E_MAIN && g.name === '研发考勤组')!;
const rowOf = (lenovoId: string) =>
  arrangements().find((a) => a.timeSheetGroupId === rd().id && a.lenovoId === lenovoId)!;
const byLenovoId = (lenovoId: string) => main().find((p) => p.lenovoId === lenovoId)!;
const grant = () => licenceGrants().find((g) => g.enterpriseNumber === E_MAIN)!;

describe('attendance groups through a departure', () => {
  it("the seed's departures left no departed member in any group, with their earlier days kept", () => {
    const departed = new Set(
      staff()
        .filter((p) => p.status === 'departure')
        .map((p) => p.lenovoId),
    );
    for (const g of attendanceGroups()) expect(g.memberIds.filter((id) => departed.has(id))).toEqual([]);
    const kept = arrangements().filter((a) => departed.has(a.lenovoId));
    expect(kept.length).toBeGreaterThan(0);
    for (const a of kept) {
      const last = staff()
        .find((p) => p.lenovoId === a.lenovoId && p.status === 'departure')!
        .departureTime!.slice(0, 10);
      expect(Object.keys(a.days).every((day) => day <= last)).toBe(true);
    }
  });

  it('removes the leaver, not handed over; the days after the departure go, the days up to it stay', async () => {
    const leaver = byLenovoId(rd().memberIds.find((id) => ordinary().some((p) => p.lenovoId === id))!);
    const kinds = await kindsOf(leaver.id);
    expect(kinds.attendanceGroup).toMatchObject({
      label: '考勤组',
      handover: 'none',
      released: '离职后退出',
      items: [{ id: rd().id, name: '研发考勤组' }],
    });
    const today = dayjs().format('YYYY-MM-DD');
    const before = Object.keys(rowOf(leaver.lenovoId).days);
    expect((await send(`${U}/departure`, { ids: [leaver.id] })).code).toBe(200);
    expect(rd().memberIds).not.toContain(leaver.lenovoId);
    expect(Object.keys(rowOf(leaver.lenovoId).days)).toEqual(before.filter((day) => day <= today));
    expect(changeRows()[0].keyword).toContain('考勤组 1 个离职后退出');
    expect(changeRows()[0].changes).toContainEqual({
      field: '考勤组「研发考勤组」成员',
      before: leaver.name,
      after: '',
    });
    // the group's next save keeps that history
    const { id, name, shiftIds, workdaySetting, wordkayPeroidName, location, memberIds } = rd();
    expect(
      (
        await send(`${S}/timeSheetGroup/modify`, {
          id,
          name,
          shiftIds,
          workdaySetting,
          wordkayPeroidName,
          location,
          memberIds,
        })
      ).code,
    ).toBe(200);
    expect(rowOf(leaver.lenovoId)).toBeDefined();
  });

  it('saves a group whose form still names someone departed since, leaving them out and saying so', async () => {
    const g = rd();
    const [leave, stay] = g.memberIds.map(byLenovoId).filter((p) => ordinary().includes(p));
    const body = {
      id: g.id,
      name: g.name,
      shiftIds: g.shiftIds,
      workdaySetting: g.workdaySetting,
      wordkayPeroidName: g.wordkayPeroidName,
      location: g.location,
      memberIds: [...g.memberIds],
    };
    expect((await send(`${U}/departure`, { ids: [leave.id] })).code).toBe(200);
    const res = await send(`${S}/timeSheetGroup/modify`, body);
    expect(res).toMatchObject({
      code: 200,
      pruned: [{ kind: 'person', id: leave.lenovoId, name: leave.name, state: 'departed' }],
    });
    expect(rd().memberIds).toContain(stay.lenovoId);
    expect(rd().memberIds).not.toContain(leave.lenovoId);
    // an id the enterprise never had is still refused
    expect(await send(`${S}/timeSheetGroup/modify`, { ...body, memberIds: ['99999999'] })).toMatchObject({
      code: 404,
      message: '成员不存在或已离职：99999999',
    });
  });
  it('saves arrangements from a grid that still shows someone departed since, leaving their row out', async () => {
    const [leave, stay] = rd()
      .memberIds.map(byLenovoId)
      .filter((p) => ordinary().includes(p));
    const day = dayjs().format('YYYY-MM-DD');
    const setting = (p: { lenovoId: string }) => ({ lenovoId: p.lenovoId, shiftSettings: { [day]: { id: '' } } });
    expect((await send(`${U}/departure`, { ids: [leave.id] })).code).toBe(200);
    const res = await send(`${S}/userKaoqinSetting/modify`, {
      timeSheetGroupId: rd().id,
      settings: [setting(leave), setting(stay)],
    });
    expect(res).toMatchObject({
      code: 200,
      data: { members: 1, days: 1 },
      pruned: [{ id: leave.lenovoId, name: leave.name, state: 'departed' }],
    });
    expect(rowOf(stay.lenovoId).days[day]).toBe('');
  });
});

describe('leave records through a deletion', () => {
  it("keeps the balances and the ledger as history, named by the deleted person's name", async () => {
    const person = byLenovoId(
      ledger().find((l) => l.enterpriseNumber === E_MAIN && ordinary().some((p) => p.lenovoId === l.lenovoId))!
        .lenovoId,
    );
    const held = balances().filter((b) => b.lenovoId === person.lenovoId).length;
    expect((await send(`${U}/delete`, { ids: [person.id] })).code).toBe(200);
    expect(balances().filter((b) => b.lenovoId === person.lenovoId)).toHaveLength(held);
    const res = await send('/leave-server/adminLeave/searchHolidayLogByLenovoId', {
      lenovoId: person.lenovoId,
      holidayId: '',
      page: 1,
      size: 10,
    });
    expect(res.code).toBe(200);
    const { list } = res.data as { list: Array<{ name: string }> };
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((l) => l.name === person.name)).toBe(true);
    expect(brokenReferences(E_MAIN)).toEqual([]);
  });

  it('grants vacation without refusing for someone departed since the dialog opened', async () => {
    signInAs();
    const [stay, leave] = ordinary().slice(0, 2);
    const type = leaveTypes().find((t) => t.enterpriseNumber === E_MAIN)!;
    expect((await send(`${U}/departure`, { ids: [leave.id] })).code).toBe(200);
    const held = balances().filter((b) => b.lenovoId === leave.lenovoId).length;
    const body = {
      holidayId: type.id,
      lines: 8,
      startTime: 1767196800,
      endTime: 1798732799,
      departIds: [],
      lenovoIds: [stay.lenovoId, leave.lenovoId],
      remark: '',
    };
    const res = await send('/vacation-manage-server/vacation/grant', body);
    expect(res).toMatchObject({ code: 200, pruned: [{ id: leave.lenovoId, state: 'departed' }] });
    expect(balances().filter((b) => b.lenovoId === leave.lenovoId)).toHaveLength(held);
    expect(
      (await send('/vacation-manage-server/vacation/grant', { ...body, lenovoIds: [leave.lenovoId] })).message,
    ).toBe('请选择发放的部门或人员');
  });
});

describe('office-suite licences through a departure', () => {
  it("frees the licence, not handed over; the days of use stay, under the person's name", async () => {
    const holder = byLenovoId(
      grant().holders.find(
        (id) => ordinary().some((p) => p.lenovoId === id) && licenceUses().some((u) => u.lenovoId === id),
      )!,
    );
    const used = grant().holders.length;
    expect((await kindsOf(holder.id)).licence).toMatchObject({
      label: '办公套件授权',
      handover: 'none',
      released: '释放授权',
    });
    expect((await send(`${U}/delete`, { ids: [holder.id] })).code).toBe(200);
    expect(grant().holders).toHaveLength(used - 1);
    expect(changeRows()[0].keyword).toContain('办公套件授权 1 个释放授权');
    const token = signInAs();
    await send(`/enterprise-management-server/officeSuite/${token}`, undefined, { method: 'GET', token });
    const res = await send(
      '/enterprise-management-server/officeSuite/search',
      { keyword: holder.name, startDate: '', endDate: '', page: 1, size: 10 },
      { token },
    );
    const { list } = res.data as { list: Array<{ lenovoId: string; name: string }> };
    expect(list.find((r) => r.lenovoId === holder.lenovoId)).toMatchObject({ name: holder.name });
  });
});
