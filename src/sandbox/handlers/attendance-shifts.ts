import { route, type AuthedInput } from '../route';
import { paginate, Reject, required } from '../respond';
import { newId } from '../random';
import { enterpriseNumberOf, note, nowStamp } from '../org-tables';
import { attendanceGroups, shifts, type ShiftRow } from '../attendance-tables';
import { flag, isClock } from '../validate/values';
import type { ShiftFields } from '@/features/attendance/api/types';

// Shifts of the schedule service (admin-modules §3 "Shift", §5, §7 "Shifts and attendance"). The
// checks are the service's own, written from the spec: the name is required (请输入班次名称),
// periods run forward within a day, two periods do not overlap, the lunch break lies in a period.
const S = '/schedule-server';
const NAME_MAX = 20;
const HOUR_MAX = 4;

function minutes(value: unknown, message: string): number {
  if (!isClock(value)) throw new Reject(400, message);
  return Number(value.slice(0, 2)) * 60 + Number(value.slice(3));
}

const allowance = (v: unknown, max: number) => {
  const n =
    v === undefined || v === null || v === '' ? 0 : typeof v === 'number' || typeof v === 'string' ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < 0 || n > max) throw new Reject(400, `弹性时间须为0至${HOUR_MAX}小时、0至59分钟`);
  return n;
};

/** The shift fields of a create/modify body, checked; a refusal names the first problem. */
function readShift(e: string, body: Record<string, unknown>, selfId?: string): ShiftFields {
  const name = String(body.name ?? '').trim();
  if (!name) throw new Reject(400, '请输入班次名称');
  if (name.length > NAME_MAX) throw new Reject(400, `班次名称不能超过${NAME_MAX}个字符`);
  if (shifts().some((s) => s.enterpriseNumber === e && s.id !== selfId && s.name === name))
    throw new Reject(500, `班次名称 ${name} 已存在`);
  const twice = flag(body, 'twiceOneDay', false);
  const periods: Array<[number, number]> = [];
  const first = [
    minutes(body.firstShiftStart, '请选择上下班时间'),
    minutes(body.firstShiftEnd, '请选择上下班时间'),
  ] as [number, number];
  if (first[1] <= first[0]) throw new Reject(400, '下班时间须晚于上班时间');
  periods.push(first);
  if (twice) {
    const second = [
      minutes(body.secondShiftStart, '请选择第二段上下班时间'),
      minutes(body.secondShiftEnd, '请选择第二段上下班时间'),
    ] as [number, number];
    if (second[1] <= second[0]) throw new Reject(400, '下班时间须晚于上班时间');
    if (second[0] < first[1] && first[0] < second[1]) throw new Reject(400, '两个上班时间段不能重叠');
    if (second[0] < first[1]) throw new Reject(400, '第二段上班时间须晚于第一段下班时间');
    periods.push(second);
  }
  const lunchStart = String(body.lunchStart ?? '');
  const lunchEnd = String(body.lunchEnd ?? '');
  if (lunchStart || lunchEnd) {
    const from = minutes(lunchStart, '请同时选择午休开始和结束时间');
    const to = minutes(lunchEnd, '请同时选择午休开始和结束时间');
    if (to <= from) throw new Reject(400, '午休结束时间须晚于开始时间');
    if (!periods.some(([a, b]) => from >= a && to <= b)) throw new Reject(400, '午休时间须在上班时间段内');
  }
  const elastic = flag(body, 'elasticOption', false);
  const late = [allowance(body.elasticHourLate, HOUR_MAX), allowance(body.elasticMinuteLate, 59)];
  const leave = [allowance(body.elasticHourLeave, HOUR_MAX), allowance(body.elasticMinuteLeave, 59)];
  if (elastic && [...late, ...leave].every((n) => n === 0))
    throw new Reject(400, '开启弹性打卡时请设置允许迟到或晚走的时长');
  const keep = (n: number) => (elastic ? n : 0);
  return {
    name,
    twiceOneDay: twice,
    firstShiftStart: String(body.firstShiftStart),
    firstShiftEnd: String(body.firstShiftEnd),
    secondShiftStart: twice ? String(body.secondShiftStart) : '',
    secondShiftEnd: twice ? String(body.secondShiftEnd) : '',
    lunchStart,
    lunchEnd,
    elasticOption: elastic,
    elasticHourLate: keep(late[0]),
    elasticMinuteLate: keep(late[1]),
    elasticHourLeave: keep(leave[0]),
    elasticMinuteLeave: keep(leave[1]),
  };
}

export function shiftOf(input: AuthedInput, id: unknown): ShiftRow {
  const e = enterpriseNumberOf(input);
  if (!id) throw new Reject(400, '参数id不能为空');
  const row = shifts().find((s) => s.enterpriseNumber === e && s.id === String(id));
  if (!row) throw new Reject(404, '班次不存在或已被删除');
  return row;
}

const mine = (input: AuthedInput) => {
  const e = enterpriseNumberOf(input);
  return shifts().filter((s) => s.enterpriseNumber === e);
};

/** A shift note names the shifts it touched. */
const log = (keyword: string, objects: string[]) => note('f11', keyword, { objects });
/** A shift's name before the modify being answered (for the change log). */
const formerName = new WeakMap<ShiftRow, string>();

const shiftHandlers = [
  route('post', S, '/shifts/list', (input) => paginate(mine(input), input.body.page, input.body.size), { read: true }),

  route(
    'post',
    S,
    '/shifts/search',
    (input) => {
      const name = String(input.body.name ?? '')
        .trim()
        .toLowerCase();
      return paginate(
        mine(input).filter((s) => s.name.toLowerCase().includes(name)),
        input.body.page,
        input.body.size,
      );
    },
    { read: true },
  ),

  route('post', S, '/shifts/getShiftsDetail', (input) => shiftOf(input, input.body.id), { read: true }),

  route(
    'post',
    S,
    '/shifts/create',
    (input) => {
      const e = enterpriseNumberOf(input);
      const row: ShiftRow = {
        id: newId('sh-'),
        enterpriseNumber: e,
        ...readShift(e, input.body),
        createTime: nowStamp(),
        updateTime: nowStamp(),
      };
      shifts().push(row);
      return row;
    },
    { log: (_i, r) => log(`新增班次 ${(r as ShiftRow).name}`, [(r as ShiftRow).name]) },
  ),

  route(
    'post',
    S,
    '/shifts/modify',
    (input) => {
      required(input.body, ['id']);
      const row = shiftOf(input, input.body.id);
      const before = row.name;
      Object.assign(row, readShift(row.enterpriseNumber, input.body, row.id), { updateTime: nowStamp() });
      formerName.set(row, before);
      return row;
    },
    {
      log: (_i, r) => {
        const s = r as ShiftRow;
        const was = formerName.get(s);
        return was && was !== s.name
          ? log(`编辑班次 ${was} → ${s.name}`, [was, s.name])
          : log(`编辑班次 ${s.name}`, [s.name]);
      },
    },
  ),

  route(
    'post',
    S,
    '/shifts/delete',
    (input) => {
      const row = shiftOf(input, input.body.id);
      const users = attendanceGroups().filter(
        (g) => g.enterpriseNumber === row.enterpriseNumber && g.shiftIds.includes(row.id),
      );
      if (users.length)
        throw new Reject(
          500,
          `班次 ${row.name} 正在被考勤组 ${users.map((g) => g.name).join('、')} 使用，请先从考勤组中移除`,
        );
      shifts().splice(shifts().indexOf(row), 1);
      return { name: row.name };
    },
    { log: (_i, r) => log(`删除班次 ${(r as { name: string }).name}`, [(r as { name: string }).name]) },
  ),
];

export default shiftHandlers;
