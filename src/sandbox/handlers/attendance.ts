import { route, type AuthedInput } from '../route';
import { paginate, Reject, required } from '../respond';
import { newId } from '../random';
import { enterpriseNumberOf, note, nowStamp } from '../org-tables';
import { arrangements, attendanceGroups, shifts, type AttendanceGroupRow } from '../attendance-tables';
import { namesOf, peopleOf } from '../people';
import { flag } from '../validate/values';
import { keepLiving } from '../lifecycle/keep-living';
import { refLookup } from '../lifecycle/ref-lookup';
import { keepUnseen } from '../scope/unseen';
import { hiddenCountOf } from '../scope/lens';
import { callerCover } from '../scope/effective-scope';
import type {
  AttendanceGroupDetail,
  AttendanceGroupSummary,
  AttendanceLocation,
} from '@/features/attendance/api/types';

// Attendance groups of the schedule service (admin-modules §3 "Attendance group detail", §9 radius
// 100–1000 m step 100). A person belongs to one group at most; taking members or shifts out of a
// group removes the arrangements that depended on them.
const S = '/schedule-server';
const NAME_MAX = 20;

export function groupOf(input: AuthedInput, id: unknown): AttendanceGroupRow {
  const e = enterpriseNumberOf(input);
  if (!id) throw new Reject(400, '参数id不能为空');
  const row = attendanceGroups().find((g) => g.enterpriseNumber === e && g.id === String(id));
  if (!row) throw new Reject(404, '考勤组不存在或已被删除');
  return row;
}

function readLocation(v: unknown): AttendanceLocation {
  const l = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  const radius = Number(l.radius);
  if (!Number.isInteger(radius) || radius < 100 || radius > 1000 || radius % 100 !== 0)
    throw new Reject(400, '考勤范围须为100至1000米，以100米为单位');
  const coordinate = (x: unknown, limit: number) => {
    if (x === undefined || x === null || x === '') return null;
    const n = Number(x);
    if (!Number.isFinite(n) || Math.abs(n) > limit) throw new Reject(400, '考勤地点坐标不正确');
    return n;
  };
  const address = String(l.address ?? '').trim();
  if (address.length > 100) throw new Reject(400, '考勤地点不能超过100个字符');
  return { address, longitude: coordinate(l.longitude, 180), latitude: coordinate(l.latitude, 90), radius };
}

const ids = (v: unknown) => (Array.isArray(v) ? [...new Set(v.map(String))] : []);

/** The refusal of members already in another group: each named with that group, but to a scoped
 *  administrator only those in her 管理范围; of anyone outside it she learns neither name nor number
 *  (assumed contract "Scoped administrators"). */
function elsewhereMessage(e: string, caller: string, ids: string[], others: AttendanceGroupRow[]) {
  const people = peopleOf(e);
  const covered = callerCover(e, caller);
  const shown = ids.filter((id) => !covered?.outside.has(id));
  const named = shown.map(
    (id) => `${people.byLenovoId.get(id)!.name}（${others.find((o) => o.memberIds.includes(id))!.name}）`,
  );
  if (!named.length) return '部分成员已在其他考勤组中，请调整后再保存';
  const more = named.length < ids.length ? '，另有您管理范围外的成员已在其他考勤组中' : '';
  return `以下成员已在其他考勤组中：${namesOf(named, 5)}${more}`;
}

/** The fields of a create/modify body, checked against the enterprise's shifts, staff and other groups. */
function readGroup(e: string, caller: string, body: Record<string, unknown>, selfId?: string) {
  const name = String(body.name ?? '').trim();
  if (!name) throw new Reject(400, '请输入考勤组名称');
  if (name.length > NAME_MAX) throw new Reject(400, `考勤组名称不能超过${NAME_MAX}个字符`);
  const others = attendanceGroups().filter((g) => g.enterpriseNumber === e && g.id !== selfId);
  if (others.some((g) => g.name === name)) throw new Reject(500, `考勤组名称 ${name} 已存在`);
  const shiftIds = ids(body.shiftIds);
  if (!shiftIds.length) throw new Reject(400, '请至少选择一个班次');
  const known = new Set(
    shifts()
      .filter((s) => s.enterpriseNumber === e)
      .map((s) => s.id),
  );
  const unknownShift = shiftIds.find((id) => !known.has(id));
  if (unknownShift) throw new Reject(404, `班次不存在或已被删除：${unknownShift}`);
  // someone who left since the form opened is left out, as if not sent (docs/product.md Part D §3)
  const memberIds = keepLiving(e, { lenovoIds: ids(body.memberIds) }).lenovoIds;
  if (!memberIds.length) throw new Reject(400, '请选择考勤人员');
  const people = peopleOf(e);
  const missing = memberIds.filter((id) => !people.byLenovoId.has(id));
  if (missing.length) throw new Reject(404, `成员不存在或已离职：${missing.slice(0, 5).join('、')}`);
  const elsewhere = memberIds.filter((id) => others.some((o) => o.memberIds.includes(id)));
  if (elsewhere.length) throw new Reject(500, elsewhereMessage(e, caller, elsewhere, others));
  const workdaySetting =
    body.workdaySetting === undefined
      ? [shiftIds[0], shiftIds[0], shiftIds[0], shiftIds[0], shiftIds[0], '', '']
      : body.workdaySetting;
  if (!Array.isArray(workdaySetting) || workdaySetting.length !== 7)
    throw new Reject(400, '工作日设置须为周一至周日7天');
  const days = workdaySetting.map((d) => String(d ?? ''));
  if (days.some((d) => d && !shiftIds.includes(d))) throw new Reject(400, '工作日的班次须在考勤组的班次中');
  const wordkayPeroidName = String(body.wordkayPeroidName ?? '').trim() || '标准工作周';
  if (wordkayPeroidName.length > NAME_MAX) throw new Reject(400, `工作时段名称不能超过${NAME_MAX}个字符`);
  return {
    name,
    shiftIds,
    memberIds,
    workdaySetting: days,
    wordkayPeroidName,
    shiftsChosedByEmployee: flag(body, 'shiftsChosedByEmployee', false),
    location: readLocation(body.location),
  };
}

function shiftRefs(e: string, shiftIds: string[]) {
  const byId = new Map(
    shifts()
      .filter((s) => s.enterpriseNumber === e)
      .map((s) => [s.id, s.name]),
  );
  return shiftIds.filter((id) => byId.has(id)).map((id) => ({ id, name: byId.get(id)! }));
}

/** A member as the answers name them: every member the group counts, one who has left since (none
 *  once the lifecycle rules ran, docs/product.md Part D §2) by the name they had. */
export function memberNamer(e: string) {
  const people = peopleOf(e);
  const refs = refLookup(e);
  return (id: string) => {
    const p = people.byLenovoId.get(id);
    return p
      ? { lenovoId: id, name: p.name, departName: people.departName(p) }
      : { lenovoId: id, name: refs.personByLenovoId(id)?.name ?? '', departName: '' };
  };
}

/** The members a scoped administrator's read left out, when there are any. */
const hiddenMembers = (g: AttendanceGroupRow) => {
  const hidden = hiddenCountOf(g, 'memberIds');
  return hidden ? { hiddenMemberCount: hidden } : {};
};

function detail(g: AttendanceGroupRow): AttendanceGroupDetail {
  const members = g.memberIds.map(memberNamer(g.enterpriseNumber));
  const { shiftIds: _s, memberIds: _m, ...rest } = g;
  return { ...rest, shiftList: shiftRefs(g.enterpriseNumber, g.shiftIds), members, ...hiddenMembers(g) };
}

/** memberCount counts the members the detail lists. */
const summary = (g: AttendanceGroupRow): AttendanceGroupSummary => ({
  id: g.id,
  name: g.name,
  memberCount: g.memberIds.length,
  ...hiddenMembers(g),
  shiftList: shiftRefs(g.enterpriseNumber, g.shiftIds),
  wordkayPeroidName: g.wordkayPeroidName,
  createTime: g.createTime,
});

/** Keeps arrangements consistent with the group: the arrangements of the members `was` had and the
 *  save took out go, the days of people who left the enterprise stay (history, docs/product.md
 *  Part D §2); only its shifts (or rest). */
function pruneArrangements(g: AttendanceGroupRow, was: readonly string[]) {
  const rows = arrangements();
  const out = new Set(was.filter((id) => !g.memberIds.includes(id)));
  const allowed = new Set(g.shiftIds);
  for (let i = rows.length - 1; i >= 0; i--) {
    const a = rows[i];
    if (a.timeSheetGroupId !== g.id) continue;
    if (out.has(a.lenovoId)) {
      rows.splice(i, 1);
      continue;
    }
    for (const [day, id] of Object.entries(a.days)) if (id && !allowed.has(id)) delete a.days[day];
  }
}

/** A group note names the group (and its shifts) and the people it touched. */
const log = (keyword: string, touched: { people?: string[]; objects?: string[] }) => note('f11', keyword, touched);
/** Members before a modify or a delete, by request body (the note names who joined, left or lost their group). */
const formerMembers = new WeakMap<object, string[]>();
/** The group's name before a modify, by request body: a renamed group's note names it by both names
 *  (an administrator whose form opened it under the old name finds the change by that name). */
const formerName = new WeakMap<object, string>();
/** Names of the members among `ids` (departed staff, whom the group detail no longer shows, are left out). */
const memberNames = (e: string, ids: readonly string[]) => {
  const people = peopleOf(e);
  return ids.flatMap((id) => people.byLenovoId.get(id)?.name ?? []);
};

const groupHandlers = [
  route(
    'post',
    S,
    '/timeSheetGroup/list',
    (input) => {
      const e = enterpriseNumberOf(input);
      const name = String(input.body.name ?? '').trim();
      const rows = attendanceGroups().filter((g) => g.enterpriseNumber === e && g.name.includes(name));
      const page = paginate(rows, input.body.page, input.body.size);
      return { ...page, list: page.list.map(summary) };
    },
    { read: true },
  ),

  route('post', S, '/timeSheetGroup/getTimeGroupDetail', (input) => detail(groupOf(input, input.body.id)), {
    read: true,
  }),

  route(
    'post',
    S,
    '/timeSheetGroup/create',
    (input) => {
      const e = enterpriseNumberOf(input);
      const row: AttendanceGroupRow = {
        id: newId('tg-'),
        enterpriseNumber: e,
        ...readGroup(e, input.account.lenovoId, input.body),
        createTime: nowStamp(),
        updateTime: nowStamp(),
      };
      attendanceGroups().push(row);
      return detail(row);
    },
    {
      log: (_i, r) => {
        const g = r as AttendanceGroupDetail;
        return log(`新建考勤组 ${g.name}（${namesOf(g.members.map((m) => m.name))}）`, {
          people: g.members.map((m) => m.name),
          objects: [g.name, ...g.shiftList.map((s) => s.name)],
        });
      },
    },
  ),

  route(
    'post',
    S,
    '/timeSheetGroup/modify',
    (input) => {
      required(input.body, ['id']);
      const row = groupOf(input, input.body.id);
      const was = row.memberIds;
      // a scoped administrator saved the members she sees; those outside her scope stay, and count
      const sent = input.body.memberIds;
      const memberIds = Array.isArray(sent)
        ? keepUnseen(row.enterpriseNumber, input.account.lenovoId, was, sent.map(String))
        : sent;
      const saved = readGroup(row.enterpriseNumber, input.account.lenovoId, { ...input.body, memberIds }, row.id);
      formerName.set(input.body, row.name);
      Object.assign(row, saved, { updateTime: nowStamp() });
      formerMembers.set(input.body, was);
      pruneArrangements(row, was);
      return detail(row);
    },
    {
      log: (i, r) => {
        const g = r as AttendanceGroupDetail;
        const was = new Set(formerMembers.get(i.body) ?? []);
        const now = new Set(g.members.map((m) => m.lenovoId));
        const joined = g.members.filter((m) => !was.has(m.lenovoId)).map((m) => m.name);
        const left = memberNames(
          enterpriseNumberOf(i),
          [...was].filter((id) => !now.has(id)),
        );
        const before = formerName.get(i.body);
        const renamed = before && before !== g.name ? before : null;
        return log(renamed ? `编辑考勤组 ${renamed} → ${g.name}` : `编辑考勤组 ${g.name}`, {
          people: [...joined, ...left],
          objects: [...(renamed ? [renamed] : []), g.name, ...g.shiftList.map((s) => s.name)],
        });
      },
    },
  ),

  route(
    'post',
    S,
    '/timeSheetGroup/delete',
    (input) => {
      const row = groupOf(input, input.body.id);
      attendanceGroups().splice(attendanceGroups().indexOf(row), 1);
      formerMembers.set(input.body, row.memberIds);
      const rows = arrangements();
      for (let i = rows.length - 1; i >= 0; i--) if (rows[i].timeSheetGroupId === row.id) rows.splice(i, 1);
      return { name: row.name };
    },
    {
      log: (i, r) =>
        log(`删除考勤组 ${(r as { name: string }).name}`, {
          people: memberNames(enterpriseNumberOf(i), formerMembers.get(i.body) ?? []),
          objects: [(r as { name: string }).name],
        }),
    },
  ),
];

export default groupHandlers;
