import {
  GROUP_NAME_CHARS,
  GROUP_NAME_MAX,
  MSG_GROUP_NAME_CHARS,
  MSG_GROUP_NAME_DUPLICATE,
  MSG_GROUP_NAME_EMPTY,
  MSG_GROUP_NAME_LONG,
} from '../constants';

/** What is wrong with one group name on its own, or null (§5: group names must be valid). */
export function groupNameError(name: string): string | null {
  const v = name.trim();
  if (!v) return MSG_GROUP_NAME_EMPTY;
  if ([...v].length > GROUP_NAME_MAX) return MSG_GROUP_NAME_LONG;
  if (!GROUP_NAME_CHARS.test(v)) return MSG_GROUP_NAME_CHARS;
  return null;
}

const key = (name: string) => name.trim().toLowerCase();

/** Each group's problem (by index), a name used twice marking every group that uses it. */
export function groupNameErrors(names: string[]): Array<string | null> {
  const seen = new Map<string, number>();
  for (const n of names) seen.set(key(n), (seen.get(key(n)) ?? 0) + 1);
  return names.map((n) => groupNameError(n) ?? ((seen.get(key(n)) ?? 0) > 1 ? MSG_GROUP_NAME_DUPLICATE : null));
}
