import { route } from '../route';
import { paginate, Reject, required } from '../respond';
import { note } from '../org-tables';
import { arrangements, REST_NAME, shifts, type ArrangementRow } from '../attendance-tables';
import { namesOf, peopleOf } from '../people';
import { groupOf, memberNamer } from './attendance';
import { keepLiving } from '../lifecycle/keep-living';
import { isDay, isMonth } from '../validate/values';
import type { ShiftSettings, UserKaoqinSetting } from '@/features/attendance/api/types';

// Per-user attendance settings (admin-modules §3: lenovoId, timeSheetGroupId, shiftSettings by date
// with id and value): one month of a group's arrangement read a page of members at a time (4 per
// page by default, §9), written for any number of members and dates in one call.
const S = '/schedule-server';
const MEMBERS_PER_PAGE = 4;
/** The members a save changed, for its change-log line. */
const touchedNames = new WeakMap<object, string[]>();

const settingsHandlers = [
  route(
    'post',
    S,
    '/userKaoqinSetting/getGroupMembersKQSetting',
    (input) => {
      required(input.body, ['timeSheetGroupId']);
      const group = groupOf(input, input.body.timeSheetGroupId);
      const month = String(input.body.month ?? '');
      if (!isMonth(month)) throw new Reject(400, '参数month格式须为YYYY-MM');
      const keyword = String(input.body.keyword ?? '').trim();
      const members = group.memberIds
        .map(memberNamer(group.enterpriseNumber))
        .filter((p) => !keyword || p.name.includes(keyword));
      const page = paginate(members, input.body.page, input.body.size, MEMBERS_PER_PAGE);
      const names = new Map(
        shifts()
          .filter((s) => s.enterpriseNumber === group.enterpriseNumber)
          .map((s) => [s.id, s.name]),
      );
      const rows = new Map(
        arrangements()
          .filter((a) => a.timeSheetGroupId === group.id)
          .map((a) => [a.lenovoId, a]),
      );
      const list: UserKaoqinSetting[] = page.list.map((p) => {
        const shiftSettings: ShiftSettings = {};
        for (const [day, id] of Object.entries(rows.get(p.lenovoId)?.days ?? {})) {
          if (day.startsWith(month)) shiftSettings[day] = { id, value: id ? (names.get(id) ?? '') : REST_NAME };
        }
        return { ...p, timeSheetGroupId: group.id, shiftSettings };
      });
      return { ...page, list };
    },
    { read: true },
  ),

  route(
    'post',
    S,
    '/userKaoqinSetting/modify',
    (input) => {
      required(input.body, ['timeSheetGroupId', 'settings']);
      const group = groupOf(input, input.body.timeSheetGroupId);
      if (!Array.isArray(input.body.settings)) throw new Reject(400, '参数settings须为数组');
      const people = peopleOf(group.enterpriseNumber);
      const members = new Set(group.memberIds);
      const allowed = new Set(group.shiftIds);
      const sent = input.body.settings as Array<Record<string, unknown>>;
      // the rows of someone who left since the grid opened are left out (docs/product.md Part D §3)
      const living = new Set(
        keepLiving(group.enterpriseNumber, { lenovoIds: sent.map((s) => String(s?.lenovoId ?? '')) }).lenovoIds,
      );
      // Checked as a whole first: a refused save changes nothing.
      const plan = sent
        .filter((s) => living.has(String(s?.lenovoId ?? '')))
        .map((s) => {
          const lenovoId = String(s?.lenovoId ?? '');
          if (!members.has(lenovoId))
            throw new Reject(
              500,
              `成员 ${people.byLenovoId.get(lenovoId)?.name ?? lenovoId} 不在考勤组 ${group.name} 中`,
            );
          const entries = Object.entries((s.shiftSettings ?? {}) as Record<string, { id?: unknown } | null>);
          for (const [day, v] of entries) {
            if (!isDay(day)) throw new Reject(400, `日期格式不正确：${day}`);
            if (v !== null && (typeof v !== 'object' || (String(v.id ?? '') !== '' && !allowed.has(String(v.id)))))
              throw new Reject(500, `${day} 的班次不属于考勤组 ${group.name}`);
          }
          return { lenovoId, entries };
        });
      const rows = arrangements();
      const touched: string[] = [];
      let days = 0;
      for (const { lenovoId, entries } of plan) {
        if (!entries.length) continue;
        let row = rows.find((a) => a.timeSheetGroupId === group.id && a.lenovoId === lenovoId);
        if (!row) {
          row = {
            enterpriseNumber: group.enterpriseNumber,
            timeSheetGroupId: group.id,
            lenovoId,
            days: {},
          } satisfies ArrangementRow;
          rows.push(row);
        }
        for (const [day, v] of entries) {
          if (v === null) delete row.days[day];
          else row.days[day] = String(v.id ?? '');
          days++;
        }
        touched.push(people.byLenovoId.get(lenovoId)?.name ?? lenovoId);
      }
      touchedNames.set(input.body, touched);
      return { members: touched.length, days };
    },
    {
      log: (i, r) => {
        const names = touchedNames.get(i.body) ?? [];
        const group = groupOf(i, i.body.timeSheetGroupId).name;
        return names.length
          ? note('f11', `修改排班 ${group}：${namesOf(names)}，共${(r as { days: number }).days}天次`, {
              people: names,
              objects: [group],
            })
          : null;
      },
    },
  ),
];

export default settingsHandlers;
