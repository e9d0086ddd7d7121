import { arrayMove } from '@dnd-kit/sortable';
import type { AppGroups } from '../api/types';

// The group editor's working copy: groups in order, each with its applications in order, and the
// applications in no group. Pure functions, one per edit.

export const UNGROUPED = 'ungrouped';

export interface DraftGroup {
  /** stable key while editing (the group's id, or a new one's) */
  key: string;
  id?: string;
  groupName: string;
  appIds: string[];
}

export interface GroupDraft {
  groups: DraftGroup[];
  ungrouped: string[];
}

export const draftOf = (data: AppGroups): GroupDraft => ({
  groups: data.groups.map((g) => ({ key: g.id, id: g.id, groupName: g.groupName, appIds: g.apps.map((a) => a.id) })),
  ungrouped: data.ungrouped.map((a) => a.id),
});

const listOf = (d: GroupDraft, container: string) =>
  container === UNGROUPED ? d.ungrouped : d.groups.find((g) => g.key === container)?.appIds;

/** The container (group key or UNGROUPED) an application is in. */
export const containerOf = (d: GroupDraft, appId: string) =>
  d.ungrouped.includes(appId) ? UNGROUPED : d.groups.find((g) => g.appIds.includes(appId))?.key;

const withList = (d: GroupDraft, container: string, list: string[]): GroupDraft =>
  container === UNGROUPED
    ? { ...d, ungrouped: list }
    : { ...d, groups: d.groups.map((g) => (g.key === container ? { ...g, appIds: list } : g)) };

/** Moves an application to `index` of `to` (the end when index is undefined). */
export function moveApp(d: GroupDraft, appId: string, to: string, index?: number): GroupDraft {
  const from = containerOf(d, appId);
  const target = listOf(d, to);
  if (!from || !target) return d;
  if (from === to) {
    const i = target.indexOf(appId);
    const j = index === undefined ? target.length - 1 : Math.min(index, target.length - 1);
    return i === j ? d : withList(d, to, arrayMove(target, i, j));
  }
  const left = withList(
    d,
    from,
    listOf(d, from)!.filter((id) => id !== appId),
  );
  const next = [...target];
  next.splice(index === undefined ? next.length : index, 0, appId);
  return withList(left, to, next);
}

export const addGroup = (d: GroupDraft, key: string): GroupDraft => ({
  ...d,
  groups: [...d.groups, { key, groupName: '', appIds: [] }],
});

export const renameGroup = (d: GroupDraft, key: string, groupName: string): GroupDraft => ({
  ...d,
  groups: d.groups.map((g) => (g.key === key ? { ...g, groupName } : g)),
});

/** Deletes a group; its applications join the ungrouped ones. */
export function removeGroup(d: GroupDraft, key: string): GroupDraft {
  const g = d.groups.find((x) => x.key === key);
  return g ? { groups: d.groups.filter((x) => x.key !== key), ungrouped: [...d.ungrouped, ...g.appIds] } : d;
}

/** Moves a group one place up (-1) or down (1). */
export function shiftGroup(d: GroupDraft, key: string, step: -1 | 1): GroupDraft {
  const i = d.groups.findIndex((g) => g.key === key);
  const j = i + step;
  return i < 0 || j < 0 || j >= d.groups.length ? d : { ...d, groups: arrayMove(d.groups, i, j) };
}

/** What the save call sends. */
export const groupsInput = (d: GroupDraft) =>
  d.groups.map((g) => ({ ...(g.id ? { id: g.id } : {}), groupName: g.groupName.trim(), appIds: g.appIds }));
