import { call } from './call';
import { deptId, herCover, scopedToken, storeText } from './scope-fixtures';
import { attendanceGroups, arrangements } from '@/sandbox/attendance-tables';
import { staffOf } from '@/sandbox/org-tables';
import { balances, leaveTypes } from '@/sandbox/leave-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { OUT_OF_SCOPE_MESSAGE } from '@/sandbox/scope/guard';
import { HOLDS_HIDDEN_MESSAGE } from '@/sandbox/scope/hidden-parts';
import '@/sandbox/handlers';

// What issue reports of 欧阳敏 (销售部, 市场部) saw, as calls the console makes: a save keeps what she
// cannot see, a group holding people outside is not hers to delete, and an id outside in any form
// is refused (assumed contract "Partial writes").
const E = '/enterprise-server';
const S = '/schedule-server';
const person = (name: string) => staffOf(MAIN_ENTERPRISE).find((p) => p.name === name)!;
const departmentsOf = (name: string) => [...person(name).departIds].sort();

describe('a save keeps what she cannot see', () => {
  it('侯明海 edited with no change keeps 产品部, and his staff record says one department is hidden', async () => {
    const token = scopedToken();
    const was = departmentsOf('侯明海');
    expect(was).toContain(deptId('产品部'));
    const search = await call(token, 'POST', `${E}/admin/userSearch`, {
      keyWord: '侯明海',
      enterpriseId: 'ent-1',
      page: 1,
      size: 10,
    });
    const shown = (search.body.data as { list: Array<Record<string, unknown>> }).list[0];
    expect(shown.departIds).toEqual(was.filter((id) => id !== deptId('产品部')));
    expect(shown.hiddenDepartmentCount).toBe(1);
    const res = await call(token, 'PUT', `${E}/admin/users`, { ...shown, telephone: '' });
    expect(res.body.message).toBe('成功');
    expect(departmentsOf('侯明海')).toEqual(was);
  });

  it('her only department taken from 侯明海 leaves him 产品部 (the form may be left empty then)', async () => {
    const token = scopedToken();
    const p = person('侯明海');
    const res = await call(token, 'PUT', `${E}/admin/users`, { id: p.id, name: p.name, departIds: [] });
    expect(res.body.message).toBe('成功');
    expect(departmentsOf('侯明海')).toEqual([deptId('产品部')]);
  });

  it('调整部门 from 市场部 keeps 任军语 in 总经办, sent with or without the department moved from', async () => {
    const token = scopedToken();
    const p = person('任军语');
    expect(p.departIds).toContain(deptId('总经办'));
    for (const oldDepartId of [deptId('市场部'), undefined]) {
      const res = await call(token, 'POST', `${E}/batchUpdateUserDepart`, {
        ids: [p.id],
        newDepartId: oldDepartId ? deptId('品牌组') : deptId('市场部'),
        ...(oldDepartId ? { oldDepartId } : {}),
      });
      expect(res.body.message).toBe('成功');
      expect(person('任军语').departIds).toContain(deptId('总经办'));
    }
  });
});

describe('a group holding people outside her scope', () => {
  it('研发考勤组 lists 「0人」 with its hidden members counted, and its deletion is refused, changing nothing', async () => {
    const token = scopedToken();
    const group = attendanceGroups().find((g) => g.name === '研发考勤组')!;
    const list = await call(token, 'POST', `${S}/timeSheetGroup/list`, { name: '研发', page: 1, size: 10 });
    expect((list.body.data as { list: unknown[] }).list).toEqual([
      expect.objectContaining({ name: '研发考勤组', memberCount: 0, hiddenMemberCount: group.memberIds.length }),
    ]);
    const before = storeText();
    const res = await call(token, 'POST', `${S}/timeSheetGroup/delete`, { id: group.id });
    expect(res).toMatchObject({ status: 403, body: { code: 403, message: HOLDS_HIDDEN_MESSAGE } });
    expect(storeText()).toBe(before);
    expect(arrangements().some((a) => a.timeSheetGroupId === group.id)).toBe(true);
  });
});

describe('an id outside her scope in another form', () => {
  const outsider = () => staffOf(MAIN_ENTERPRISE).find((p) => !herCover().staffIds.has(p.id) && p.status === '')!;

  it.each([
    ['a number', (id: string) => Number(id)],
    ['padded', (id: string) => ` ${id} `],
    ['with a leading zero', (id: string) => `0${id}`],
  ])('as %s is refused by addHolidayUser, a new attendance group and userKaoqinSetting/modify', async (_, form) => {
    const token = scopedToken();
    const id = form(outsider().lenovoId);
    const holidayId = leaveTypes().find((t) => t.enterpriseNumber === MAIN_ENTERPRISE)!.id;
    const group = attendanceGroups().find((g) => g.name === '销售客服排班组')!;
    const before = storeText();
    const balancesBefore = balances().length;
    const answers = [
      await call(token, 'POST', '/leave-server/adminLeave/addHolidayUser', { lenovoId: id, holidayId, lines: 8 }),
      await call(token, 'POST', `${S}/timeSheetGroup/create`, {
        name: '新组',
        shiftIds: group.shiftIds,
        memberIds: [id],
      }),
      await call(token, 'POST', `${S}/userKaoqinSetting/modify`, {
        timeSheetGroupId: group.id,
        settings: [{ lenovoId: id, days: [] }],
      }),
    ];
    for (const res of answers) expect(res).toMatchObject({ status: 403, body: { message: OUT_OF_SCOPE_MESSAGE } });
    expect(balances()).toHaveLength(balancesBefore);
    expect(storeText()).toBe(before);
  });
});

describe('a balance import by her', () => {
  it('reaches her people only: someone outside reads as not found, without a name', async () => {
    const { xlsxBuffer } = await import('@/sandbox/xlsx');
    const stranger = staffOf(MAIN_ENTERPRISE).find((p) => !herCover().staffIds.has(p.id) && p.status === '')!;
    const cols = ['姓名', '手机号', '假期类型', '额度（小时）', '开始日期', '结束日期'].map((header, i) => ({
      header,
      key: `c${i}`,
    }));
    const rows = [
      // her name typed with his number: the refusal must not say whose number it is
      { c0: '欧阳敏', c1: stranger.telephone, c2: '年假', c3: '8', c4: '2100-01-01', c5: '2100-12-31' },
      { c0: stranger.name, c1: stranger.telephone, c2: '年假', c3: '8', c4: '2100-01-01', c5: '2100-12-31' },
    ];
    const form = new FormData();
    form.append('file', new File([await xlsxBuffer('s', cols, rows)], 'b.xlsx'));
    const res = await fetch('http://localhost/leave-server/adminLeave/holidayUser/importAnalysis', {
      method: 'POST',
      headers: { token: scopedToken() },
      body: form,
    });
    const { data } = (await res.json()) as { data: { importable: unknown[]; unImportable: Array<{ reason: string }> } };
    expect(data.importable).toEqual([]);
    expect(data.unImportable.map((r) => r.reason)).toEqual([
      '手机号对应的员工不存在或已离职',
      '手机号对应的员工不存在或已离职',
    ]);
  });
});
