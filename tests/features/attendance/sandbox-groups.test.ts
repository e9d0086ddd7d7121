import dayjs from 'dayjs';
import { signInAs } from '../../sign-in';
import { changeRows } from '@/sandbox/changelog';
import { arrangements } from '@/sandbox/attendance-tables';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import {
  createAttendanceGroup,
  deleteAttendanceGroup,
  deleteShift,
  getAttendanceGroupDetail,
  getGroupMembersSettings,
  listAttendanceGroups,
  modifyAttendanceGroup,
  modifyUserSettings,
} from '@/features/attendance/api/attendance-api';
import type { AttendanceGroupInput } from '@/features/attendance/api/types';
import { RADIUS_OPTIONS } from '@/features/attendance/constants';
import { ApiError } from '@/lib/http/errors';
import { configureSession } from '@/lib/http/session-hooks';
import { useSession } from '@/stores/session';

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: ApiError) => e.message,
  );
const E = MAIN_ENTERPRISE;
const STANDARD = `sh-${E}-1`;
const EARLY = `sh-${E}-2`;
const LATE = `sh-${E}-3`;
const RD = `tg-${E}-1`;
const SALES = `tg-${E}-2`;
const month = dayjs().format('YYYY-MM');
const day = (d: number) => `${month}-${String(d).padStart(2, '0')}`;

/** Active staff of 产品部 (in no seeded group). */
const freePeople = () => {
  const taken = new Set(
    ['1', '2', '3'].flatMap((g) =>
      arrangements()
        .filter((a) => a.timeSheetGroupId === `tg-${E}-${g}`)
        .map((a) => a.lenovoId),
    ),
  );
  return staffOf(E).filter(
    (p) => p.status !== 'departure' && p.departIds[0].startsWith(`d-${E}-3`) && !taken.has(p.lenovoId),
  );
};

function group(patch: Partial<AttendanceGroupInput> = {}): AttendanceGroupInput {
  return {
    name: '产品考勤组',
    memberIds: freePeople()
      .slice(0, 3)
      .map((p) => p.lenovoId),
    shiftIds: [EARLY, LATE],
    workdaySetting: [EARLY, EARLY, LATE, LATE, '', '', ''],
    wordkayPeroidName: '产品工作周',
    shiftsChosedByEmployee: true,
    location: { address: '北京市海淀区', longitude: 116.3, latitude: 39.9, radius: 500 },
    ...patch,
  };
}

describe('attendance groups in the sandbox', () => {
  beforeAll(() =>
    configureSession({ getToken: () => useSession.getState().token, onExpired: () => {}, onUnauthenticated: () => {} }),
  );
  beforeEach(() => signInAs());

  it('seeds 3 groups over the staff with this month arranged for every member', async () => {
    const list = await listAttendanceGroups({ name: '', page: 1, size: 10 });
    expect(list.list.map((g) => g.name)).toEqual(['研发考勤组', '销售客服排班组', '职能考勤组']);
    expect(list.list.every((g) => g.memberCount > 3)).toBe(true);
    // the count is what the detail lists; the seed's departed staff left their groups, their days
    // before leaving stay as history (docs/product.md Part D §2)
    for (const g of list.list) expect(g.memberCount).toBe((await getAttendanceGroupDetail(g.id)).members.length);
    expect(arrangements().some((a) => staffOf(E).find((p) => p.lenovoId === a.lenovoId)?.status === 'departure')).toBe(
      true,
    );
    const sales = await getAttendanceGroupDetail(SALES);
    expect(sales).toMatchObject({
      enterpriseNumber: E,
      wordkayPeroidName: '标准工作周',
      shiftsChosedByEmployee: false,
      location: { radius: 500 },
    });
    expect(sales.shiftList.map((s) => s.name)).toEqual(['早班', '晚班', '两头班']);
    const page = await getGroupMembersSettings({ timeSheetGroupId: SALES, month, keyword: '', page: 1, size: 100 });
    expect(page.total).toBe(sales.members.length);
    for (const m of page.list) expect(Object.keys(m.shiftSettings)).toHaveLength(dayjs().daysInMonth());
    expect(Object.values(page.list[0].shiftSettings).map((s) => s.value)).toEqual(
      expect.arrayContaining(['早班', '晚班', '休息']),
    );
  });

  it('shows members 4 per page by default, searches them by name and answers only the asked month', async () => {
    const detail = await getAttendanceGroupDetail(RD);
    // no size: the default of §9 (a size of 0 is refused, tests/sandbox/input-values.test.ts)
    const first = await getGroupMembersSettings({ timeSheetGroupId: RD, month, keyword: '', page: 1 } as Parameters<
      typeof getGroupMembersSettings
    >[0]);
    expect(first).toMatchObject({ page: 1, size: 4, total: detail.members.length });
    expect(first.list.map((m) => m.name)).toEqual(detail.members.slice(0, 4).map((m) => m.name));
    expect(first.list[0]).toMatchObject({
      timeSheetGroupId: RD,
      lenovoId: detail.members[0].lenovoId,
      departName: detail.members[0].departName,
    });
    const name = detail.members[5].name;
    expect(
      (await getGroupMembersSettings({ timeSheetGroupId: RD, month, keyword: name, page: 1, size: 4 })).list.every(
        (m) => m.name.includes(name),
      ),
    ).toBe(true);
    const next = dayjs().add(1, 'month').format('YYYY-MM');
    expect(
      Object.keys(
        (await getGroupMembersSettings({ timeSheetGroupId: RD, month: next, keyword: '', page: 1, size: 4 })).list[0]
          .shiftSettings,
      ),
    ).toEqual([]);
    expect(
      await rejection(
        getGroupMembersSettings({ timeSheetGroupId: RD, month: '2026-13', keyword: '', page: 1, size: 4 }),
      ),
    ).toBe('参数month格式须为YYYY-MM');
    expect(
      await rejection(getGroupMembersSettings({ timeSheetGroupId: 'nope', month, keyword: '', page: 1, size: 4 })),
    ).toBe('考勤组不存在或已被删除');
  });

  it('creates a group with 3 members and shifts, searchable, and logs it with the members named', async () => {
    const created = await createAttendanceGroup(group());
    expect(created).toMatchObject({
      name: '产品考勤组',
      enterpriseNumber: E,
      wordkayPeroidName: '产品工作周',
      shiftsChosedByEmployee: true,
      workdaySetting: [EARLY, EARLY, LATE, LATE, '', '', ''],
    });
    expect(created.shiftList).toEqual([
      { id: EARLY, name: '早班' },
      { id: LATE, name: '晚班' },
    ]);
    expect(created.members.map((m) => m.name)).toEqual(
      freePeople()
        .slice(0, 3)
        .map((p) => p.name),
    );
    expect(changeRows()[0]).toMatchObject({
      operationType: '考勤管理',
      keyword: `新建考勤组 产品考勤组（${created.members.map((m) => m.name).join('、')}）`,
    });
    expect((await listAttendanceGroups({ name: '产品', page: 1, size: 10 })).list.map((g) => g.name)).toEqual([
      '产品考勤组',
    ]);
    expect((await listAttendanceGroups({ name: '', page: 2, size: 2 })).list.map((g) => g.name)).toEqual([
      '职能考勤组',
      '产品考勤组',
    ]);
  });

  it('takes radius 100 to 1000 m in steps of 100 only', async () => {
    expect(RADIUS_OPTIONS).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    for (const radius of [0, 50, 150, 1100, 99.5]) {
      expect(
        await rejection(
          createAttendanceGroup(group({ location: { address: '', longitude: null, latitude: null, radius } })),
        ),
      ).toBe('考勤范围须为100至1000米，以100米为单位');
    }
    expect(
      (await createAttendanceGroup(group({ location: { address: '', longitude: null, latitude: null, radius: 1000 } })))
        .location.radius,
    ).toBe(1000);
  });

  it('refuses missing names, shifts and members, unknown ids and members of another group', async () => {
    expect(await rejection(createAttendanceGroup(group({ name: '' })))).toBe('请输入考勤组名称');
    expect(await rejection(createAttendanceGroup(group({ name: '研发考勤组' })))).toBe('考勤组名称 研发考勤组 已存在');
    expect(await rejection(createAttendanceGroup(group({ shiftIds: [] })))).toBe('请至少选择一个班次');
    expect(await rejection(createAttendanceGroup(group({ shiftIds: ['sh-x'] })))).toBe('班次不存在或已被删除：sh-x');
    expect(await rejection(createAttendanceGroup(group({ memberIds: [] })))).toBe('请选择考勤人员');
    expect(await rejection(createAttendanceGroup(group({ memberIds: ['99999999'] })))).toBe(
      '成员不存在或已离职：99999999',
    );
    expect(await rejection(createAttendanceGroup(group({ workdaySetting: [STANDARD, '', '', '', '', '', ''] })))).toBe(
      '工作日的班次须在考勤组的班次中',
    );
    expect(await rejection(createAttendanceGroup(group({ workdaySetting: [EARLY] })))).toBe(
      '工作日设置须为周一至周日7天',
    );
    const rd = await getAttendanceGroupDetail(RD);
    expect(await rejection(createAttendanceGroup(group({ memberIds: [rd.members[0].lenovoId] })))).toBe(
      `以下成员已在其他考勤组中：${rd.members[0].name}（研发考勤组）`,
    );
    expect(await rejection(getAttendanceGroupDetail('nope'))).toBe('考勤组不存在或已被删除');
    expect(await rejection(deleteAttendanceGroup('nope'))).toBe('考勤组不存在或已被删除');
    expect((await listAttendanceGroups({ name: '', page: 1, size: 10 })).total).toBe(3);
  });

  it('saves arrangements per user and date in one call, all or nothing', async () => {
    const created = await createAttendanceGroup(group());
    const [a, b, c] = created.members;
    const saved = await modifyUserSettings({
      timeSheetGroupId: created.id,
      settings: [
        {
          lenovoId: a.lenovoId,
          shiftSettings: { [day(1)]: { id: EARLY }, [day(2)]: { id: EARLY }, [day(3)]: { id: '' } },
        },
        { lenovoId: b.lenovoId, shiftSettings: { [day(1)]: { id: LATE } } },
      ],
    });
    expect(saved).toEqual({ members: 2, days: 4 });
    expect(changeRows()[0].keyword).toBe(`修改排班 产品考勤组：${a.name}、${b.name}，共4天次`);
    const page = await getGroupMembersSettings({ timeSheetGroupId: created.id, month, keyword: '', page: 1, size: 4 });
    expect(page.list.map((m) => m.shiftSettings)).toEqual([
      {
        [day(1)]: { id: EARLY, value: '早班' },
        [day(2)]: { id: EARLY, value: '早班' },
        [day(3)]: { id: '', value: '休息' },
      },
      { [day(1)]: { id: LATE, value: '晚班' } },
      {},
    ]);
    // null clears a date
    await modifyUserSettings({
      timeSheetGroupId: created.id,
      settings: [{ lenovoId: a.lenovoId, shiftSettings: { [day(2)]: null } }],
    });
    expect(
      Object.keys(
        (await getGroupMembersSettings({ timeSheetGroupId: created.id, month, keyword: a.name, page: 1, size: 4 }))
          .list[0].shiftSettings,
      ),
    ).toEqual([day(1), day(3)]);
    // refusals change nothing
    const before = JSON.stringify(arrangements());
    const outsider = (await getAttendanceGroupDetail(RD)).members[0];
    expect(
      await rejection(
        modifyUserSettings({
          timeSheetGroupId: created.id,
          settings: [
            { lenovoId: c.lenovoId, shiftSettings: { [day(1)]: { id: EARLY } } },
            { lenovoId: outsider.lenovoId, shiftSettings: { [day(1)]: { id: EARLY } } },
          ],
        }),
      ),
    ).toBe(`成员 ${outsider.name} 不在考勤组 产品考勤组 中`);
    expect(
      await rejection(
        modifyUserSettings({
          timeSheetGroupId: created.id,
          settings: [{ lenovoId: c.lenovoId, shiftSettings: { [day(1)]: { id: STANDARD } } }],
        }),
      ),
    ).toBe(`${day(1)} 的班次不属于考勤组 产品考勤组`);
    expect(
      await rejection(
        modifyUserSettings({
          timeSheetGroupId: created.id,
          settings: [{ lenovoId: c.lenovoId, shiftSettings: { [`${month}-32`]: { id: EARLY } } }],
        }),
      ),
    ).toBe(`日期格式不正确：${month}-32`);
    expect(await rejection(modifyUserSettings({ timeSheetGroupId: 'nope', settings: [] }))).toBe(
      '参数settings不能为空',
    );
    expect(JSON.stringify(arrangements())).toBe(before);
  });

  it('saves a week for the whole group in one request', async () => {
    const detail = await getAttendanceGroupDetail(SALES);
    const dates = Array.from({ length: 7 }, (_, i) => day(i + 1));
    const settings = detail.members.map((m) => ({
      lenovoId: m.lenovoId,
      shiftSettings: Object.fromEntries(dates.map((d) => [d, { id: LATE }])),
    }));
    expect(await modifyUserSettings({ timeSheetGroupId: SALES, settings })).toEqual({
      members: detail.members.length,
      days: detail.members.length * 7,
    });
    const page = await getGroupMembersSettings({ timeSheetGroupId: SALES, month, keyword: '', page: 1, size: 500 });
    expect(page.list.every((m) => dates.every((d) => m.shiftSettings[d].id === LATE))).toBe(true);
  });

  it('modifying members or shifts removes the arrangements that depended on them; delete removes the group', async () => {
    const created = await createAttendanceGroup(group());
    const [a, b] = created.members;
    await modifyUserSettings({
      timeSheetGroupId: created.id,
      settings: [
        { lenovoId: a.lenovoId, shiftSettings: { [day(1)]: { id: EARLY }, [day(2)]: { id: LATE } } },
        { lenovoId: b.lenovoId, shiftSettings: { [day(1)]: { id: EARLY } } },
      ],
    });
    expect(await rejection(deleteShift(LATE))).toBe(
      '班次 晚班 正在被考勤组 销售客服排班组、产品考勤组 使用，请先从考勤组中移除',
    );
    const modified = await modifyAttendanceGroup({
      ...group({
        name: '产品研发考勤组',
        shiftIds: [EARLY],
        workdaySetting: [EARLY, EARLY, EARLY, EARLY, EARLY, '', ''],
        memberIds: [a.lenovoId],
      }),
      id: created.id,
    });
    expect(modified.members.map((m) => m.name)).toEqual([a.name]);
    expect(changeRows()[0].keyword).toBe('编辑考勤组 产品考勤组 → 产品研发考勤组');
    const page = await getGroupMembersSettings({ timeSheetGroupId: created.id, month, keyword: '', page: 1, size: 4 });
    expect(page.list).toHaveLength(1);
    expect(page.list[0].shiftSettings).toEqual({ [day(1)]: { id: EARLY, value: '早班' } });
    // b is free again
    expect((await createAttendanceGroup(group({ name: '另一组', memberIds: [b.lenovoId] }))).members[0].name).toBe(
      b.name,
    );
    expect(await deleteAttendanceGroup(created.id)).toEqual({ name: '产品研发考勤组' });
    expect(changeRows()[0].keyword).toBe('删除考勤组 产品研发考勤组');
    expect(arrangements().some((r) => r.timeSheetGroupId === created.id)).toBe(false);
  });
});
