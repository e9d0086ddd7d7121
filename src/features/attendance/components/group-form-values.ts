import type { AttendanceGroupDetail, AttendanceGroupInput, GroupMember, WorkdaySetting } from '../api/types';
import { DEFAULT_PERIOD_NAME, EMPTY_LOCATION, REST_ID } from '../constants';

// The attendance group form: members as people (names shown), the rest as the call takes it.
export interface GroupFormValues {
  name: string;
  members: GroupMember[];
  shiftIds: string[];
  workdaySetting: WorkdaySetting;
  wordkayPeroidName: string;
  shiftsChosedByEmployee: boolean;
  address: string;
  radius: number;
}

const REST_WEEK: WorkdaySetting = Array.from({ length: 7 }, () => REST_ID);

export function toGroupFormValues(g: AttendanceGroupDetail | undefined): GroupFormValues {
  return {
    name: g?.name ?? '',
    members: g?.members ?? [],
    shiftIds: g?.shiftList.map((s) => s.id) ?? [],
    workdaySetting: g?.workdaySetting ?? REST_WEEK,
    wordkayPeroidName: g?.wordkayPeroidName ?? DEFAULT_PERIOD_NAME,
    shiftsChosedByEmployee: g?.shiftsChosedByEmployee ?? false,
    address: g?.location.address ?? EMPTY_LOCATION.address,
    radius: g?.location.radius ?? EMPTY_LOCATION.radius,
  };
}

/** The part of a group its form edits, as the stale-edit guard compares it: ids sorted (the server's
 *  order of members or shifts is no change), the text as it is saved, without the members in `gone`
 *  (taken out by a departure or deletion since the form opened: components/directory/gone-since.ts). */
export function editedGroup(g: AttendanceGroupDetail, gone: readonly string[] = []) {
  const v = toGroupInput(toGroupFormValues(g), g);
  return {
    ...v,
    memberIds: v.memberIds.filter((id) => !gone.includes(id)).sort(),
    shiftIds: [...v.shiftIds].sort(),
    location: { address: v.location.address, radius: v.location.radius },
  };
}

/** The call's payload; the coordinates of a loaded group are kept as they were. */
export function toGroupInput(v: GroupFormValues, loaded: AttendanceGroupDetail | undefined): AttendanceGroupInput {
  return {
    name: v.name.trim(),
    memberIds: v.members.map((m) => m.lenovoId),
    shiftIds: v.shiftIds,
    workdaySetting: v.workdaySetting.map((d) => d ?? REST_ID),
    wordkayPeroidName: (v.wordkayPeroidName ?? '').trim() || DEFAULT_PERIOD_NAME,
    shiftsChosedByEmployee: !!v.shiftsChosedByEmployee,
    location: { ...(loaded?.location ?? EMPTY_LOCATION), address: (v.address ?? '').trim(), radius: v.radius },
  };
}

/**
 * The week after the group's shifts changed: a day on a shift taken out goes to the first shift left
 * (rest when none is left); a week all rest gets Monday to Friday on the first shift once one is chosen.
 */
export function weekAfterShiftChange(week: WorkdaySetting, shiftIds: string[]): WorkdaySetting {
  const first = shiftIds[0] ?? REST_ID;
  const kept = week.map((d) => (d && !shiftIds.includes(d) ? first : d));
  if (kept.every((d) => d === REST_ID) && first) return kept.map((_, i) => (i < 5 ? first : REST_ID));
  return kept;
}
