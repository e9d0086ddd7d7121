import { nowStamp, type StaffRow } from '../../org-tables';
import { arrangements, attendanceGroups, type ArrangementRow } from '../../attendance-tables';
import type { LifecycleContext } from '../context';
import type { ReferencePlace } from '../registry';
import { historyOf, personReference } from './references';

// Attendance groups (docs/product.md Part D §2): a person's group follows their own work, so it is
// not handed over; the leaver is removed, their arrangements after the departure day go and the
// days up to it stay as history (the person's own records).

const groupsOf = (e: string) => attendanceGroups().filter((g) => g.enterpriseNumber === e);

/** The leaver's arrangement rows, by lenovoId, built once per event. */
const arrangedBy = (c: LifecycleContext) =>
  c.memo('attendance:arranged', () => {
    const by = new Map<string, ArrangementRow[]>();
    for (const a of arrangements())
      if (a.enterpriseNumber === c.e) by.set(a.lenovoId, [...(by.get(a.lenovoId) ?? []), a]);
    return by;
  });

/** 'YYYY-MM-DD': the day the person leaves (a seeded departure has its own day; otherwise today). */
const departureDay = (p: StaffRow) =>
  (p.status === 'departure' && p.departureTime ? p.departureTime : nowStamp()).slice(0, 10);

/** 考勤组: the person leaves the group; the days after the departure day are no longer arranged. */
const attendanceMember: ReferencePlace = {
  kind: 'attendanceGroup',
  label: '考勤组',
  unit: '个',
  handover: 'none',
  released: '离职后退出',
  holdings: (c, p) =>
    groupsOf(c.e)
      .filter((g) => g.memberIds.includes(p.lenovoId))
      .map((g) => ({ id: g.id, name: g.name })),
  release: (c, p) => {
    const last = departureDay(p);
    const left = groupsOf(c.e).filter((g) => g.memberIds.includes(p.lenovoId));
    for (const g of left) g.memberIds = g.memberIds.filter((id) => id !== p.lenovoId);
    for (const a of arrangedBy(c).get(p.lenovoId) ?? [])
      for (const day of Object.keys(a.days)) if (day > last) delete a.days[day];
    return left.map((g) => ({ field: `考勤组「${g.name}」成员`, before: p.name, after: '' }));
  },
  references: (e) => [
    ...groupsOf(e).flatMap((g) => g.memberIds.map((id) => personReference(`考勤组「${g.name}」成员`, 'lenovoId', id))),
    ...historyOf(
      '考勤排班',
      arrangements()
        .filter((a) => a.enterpriseNumber === e)
        .map((a) => a.lenovoId),
    ),
  ],
};

export const attendancePlaces: readonly ReferencePlace[] = [attendanceMember];
