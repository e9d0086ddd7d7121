import dayjs from 'dayjs';
import type { Db, Seeder } from '../../db';
import type { DepartmentRow, StaffRow } from '../../org-tables';
import type { ArrangementRow, AttendanceGroupRow, ShiftRow } from '../../attendance-tables';
import { MAIN_ENTERPRISE, SECOND_ENTERPRISE } from '../core';

// Shifts, attendance groups and this month's arrangements. Default seed: 6 shifts (两头班 has two
// periods, 弹性班 is elastic) and 3 groups over 研发中心, 销售部 + 客户成功部 and the support
// departments; the other departments stay free for new groups. Large seed: 3 groups of 200 members.

const CREATED = '2026-09-01 09:00:00';
type ShiftSpec = Partial<ShiftRow> & Pick<ShiftRow, 'name' | 'firstShiftStart' | 'firstShiftEnd'>;

const SHIFTS: ShiftSpec[] = [
  { name: '标准班', firstShiftStart: '09:00', firstShiftEnd: '18:00', lunchStart: '12:00', lunchEnd: '13:00' },
  { name: '早班', firstShiftStart: '07:00', firstShiftEnd: '15:00', lunchStart: '11:00', lunchEnd: '11:30' },
  { name: '晚班', firstShiftStart: '14:00', firstShiftEnd: '22:00', lunchStart: '17:30', lunchEnd: '18:00' },
  {
    name: '弹性班',
    firstShiftStart: '09:30',
    firstShiftEnd: '18:30',
    lunchStart: '12:00',
    lunchEnd: '13:00',
    elasticOption: true,
    elasticHourLate: 1,
    elasticMinuteLate: 0,
    elasticHourLeave: 1,
    elasticMinuteLeave: 0,
  },
  {
    name: '两头班',
    twiceOneDay: true,
    firstShiftStart: '08:00',
    firstShiftEnd: '11:30',
    secondShiftStart: '14:30',
    secondShiftEnd: '19:00',
  },
  { name: '值班', firstShiftStart: '10:00', firstShiftEnd: '16:00' },
];

function shift(e: string, i: number, s: ShiftSpec): ShiftRow {
  return {
    id: `sh-${e}-${i + 1}`,
    enterpriseNumber: e,
    twiceOneDay: false,
    secondShiftStart: '',
    secondShiftEnd: '',
    lunchStart: '',
    lunchEnd: '',
    elasticOption: false,
    elasticHourLate: 0,
    elasticMinuteLate: 0,
    elasticHourLeave: 0,
    elasticMinuteLeave: 0,
    createTime: CREATED,
    updateTime: CREATED,
    ...s,
  };
}

interface GroupPlan {
  name: string;
  /** shift indexes (into SHIFTS) */
  shifts: number[];
  /** Monday..Sunday: shift index or -1 for rest */
  week: number[];
  /** the day's shift index (or -1) for member m on day d (0-based) with weekday w (0 = Monday) */
  day(m: number, d: number, w: number): number;
  address: string;
  radius: number;
}

const PLANS: GroupPlan[] = [
  {
    name: '研发考勤组',
    shifts: [0, 3],
    week: [0, 0, 0, 0, 0, -1, -1],
    address: '北京市海淀区中关村软件园8号楼',
    radius: 300,
    day: (m, _d, w) => (w >= 5 ? -1 : m % 4 === 3 ? 3 : 0),
  },
  {
    name: '销售客服排班组',
    shifts: [1, 2, 4],
    week: [1, 1, 2, 2, -1, 1, 2],
    address: '上海市浦东新区张江高科技园区',
    radius: 500,
    // early, early, late, late, rest, each member a day further along the cycle; split shift on Saturdays for every third member
    day: (m, d, w) => (w === 5 && m % 3 === 0 ? 4 : [1, 1, 2, 2, -1][(d + m) % 5]),
  },
  {
    name: '职能考勤组',
    shifts: [0, 5],
    week: [0, 0, 0, 0, 0, -1, -1],
    address: '北京市海淀区中关村软件园8号楼',
    radius: 200,
    day: (m, d, w) => (w < 5 ? 0 : w === 5 && Math.floor(d / 7) % 4 === m % 4 ? 5 : -1),
  },
];

/** Default seed: members by department (the top department's subtree). */
const DEPARTMENTS_OF_PLAN = [['研发中心'], ['销售部', '客户成功部'], ['人力资源部', '财务部', '行政部']];

function membersByDepartment(db: Db, e: string): StaffRow[][] {
  const deps = (db.tables.departments as DepartmentRow[]).filter((d) => d.enterpriseNumber === e);
  const root = deps.find((d) => d.parentDepartId === '0');
  const people = (db.tables.staff as StaffRow[]).filter((p) => p.enterpriseNumber === e && p.status !== 'departure');
  const taken = new Set<string>();
  return DEPARTMENTS_OF_PLAN.map((names) => {
    const tops = deps.filter((d) => d.parentDepartId === root?.id && names.includes(d.departName)).map((d) => d.id);
    const within = new Set([...tops, ...deps.filter((d) => tops.includes(d.parentDepartId)).map((d) => d.id)]);
    return people.filter((p) => within.has(p.departIds[0]) && !taken.has(p.lenovoId) && taken.add(p.lenovoId));
  });
}

function seedEnterprise(db: Db, e: string, memberLists: StaffRow[][]) {
  const shifts = SHIFTS.map((s, i) => shift(e, i, s));
  const groups: AttendanceGroupRow[] = [];
  const rows: ArrangementRow[] = [];
  // The month's dates and weekdays (0 = Monday), computed once: dayjs per cell is slow.
  const month = dayjs().startOf('month');
  const dates = Array.from({ length: month.daysInMonth() }, (_, d) => {
    const date = month.add(d, 'day');
    return { key: date.format('YYYY-MM-DD'), weekday: (date.day() + 6) % 7 };
  });
  PLANS.forEach((plan, g) => {
    const members = memberLists[g] ?? [];
    if (!members.length) return;
    const id = `tg-${e}-${g + 1}`;
    const idOf = (i: number) => (i < 0 ? '' : shifts[i].id);
    groups.push({
      id,
      enterpriseNumber: e,
      name: plan.name,
      shiftIds: plan.shifts.map(idOf),
      workdaySetting: plan.week.map(idOf),
      wordkayPeroidName: '标准工作周',
      shiftsChosedByEmployee: false,
      memberIds: members.map((p) => p.lenovoId),
      location: { address: plan.address, longitude: null, latitude: null, radius: plan.radius },
      createTime: CREATED,
      updateTime: CREATED,
    });
    members.forEach((p, m) => {
      const arranged: Record<string, string> = {};
      dates.forEach(({ key, weekday }, d) => (arranged[key] = idOf(plan.day(m, d, weekday))));
      rows.push({ enterpriseNumber: e, timeSheetGroupId: id, lenovoId: p.lenovoId, days: arranged });
    });
  });
  (db.tables.shifts ??= []).push(...shifts);
  (db.tables.attendanceGroups ??= []).push(...groups);
  (db.tables.arrangements ??= []).push(...rows);
}

const GROUP_SIZE_LARGE = 200;

const seedAttendance: Seeder = (db) => {
  db.tables.shifts = [];
  db.tables.attendanceGroups = [];
  db.tables.arrangements = [];
  if (db.size === 'large') {
    // 200 members each, from the start of the staff list (the benchmark's arrangement grid).
    const people = (db.tables.staff as StaffRow[])
      .filter((p) => p.enterpriseNumber === MAIN_ENTERPRISE && p.status !== 'departure')
      .slice(0, GROUP_SIZE_LARGE * PLANS.length);
    seedEnterprise(
      db,
      MAIN_ENTERPRISE,
      PLANS.map((_, g) => people.slice(g * GROUP_SIZE_LARGE, (g + 1) * GROUP_SIZE_LARGE)),
    );
  } else {
    seedEnterprise(db, MAIN_ENTERPRISE, membersByDepartment(db, MAIN_ENTERPRISE));
  }
  // The second enterprise has its shifts but no groups yet.
  (db.tables.shifts as ShiftRow[]).push(...SHIFTS.slice(0, 3).map((s, i) => shift(SECOND_ENTERPRISE, i, s)));
};

export default seedAttendance;
