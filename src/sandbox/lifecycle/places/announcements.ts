import type { StaffRow } from '../../org-tables';
import {
  announcementReads,
  announcementReminders,
  announcementRows,
  type AnnouncementDbRow,
} from '../../seed/modules/announcements';
import type { ReferencePlace } from '../registry';
import { departmentReference, personReference } from './references';
import { leaverSwaps, swapDepartment, takePlace } from './scope-list';

// Announcements (docs/product.md Part D §2): the people an announcement is for are a scope (a receiver
// may take the leaver's place); a department an announcement not yet published is for cannot be
// deleted, a published one keeps it as history (shown 「名称（已删除）」); the author, reads and
// reminders are history.

const PUBLISHED = 1;
const announcementsOf = (e: string) => announcementRows().filter((a) => a.enterpriseNumber === e);
/** Only an announcement for chosen people (audienceType 2) stores people. */
const naming = (e: string, p: StaffRow) => announcementsOf(e).filter((a) => (a.lenovoIds ?? []).includes(p.lenovoId));

function swap(a: AnnouncementDbRow, p: StaffRow, to: StaffRow | null) {
  a.lenovoIds = takePlace(a.lenovoIds ?? [], (id) => id, p.lenovoId, to?.lenovoId);
  return { field: `公告「${a.title}」接收人员`, before: p.name, after: to?.name ?? '' };
}

/** 公告接收人员: the announcements sent to the person by name. */
const announcementAudience: ReferencePlace = {
  kind: 'announcementAudience',
  label: '公告接收人员',
  unit: '条',
  handover: 'optional',
  released: '直接移除',
  holdings: (c, p) => naming(c.e, p).map((a) => ({ id: a.id, name: a.title })),
  ...leaverSwaps(naming, (a) => a.id, swap),
  departmentUses: (c, departId) =>
    announcementsOf(c.e)
      .filter((a) => a.status !== PUBLISHED && (a.departIds ?? []).includes(departId))
      .map((a) => `公告「${a.title}」接收部门`),
  // a published announcement keeps the audience it was sent to (history)
  departmentReplaced: (c, from, to) =>
    announcementsOf(c.e).flatMap((a) => {
      const next = a.status !== PUBLISHED && swapDepartment(a.departIds ?? [], from, to);
      if (!next) return [];
      a.departIds = next;
      return [`公告「${a.title}」接收部门`];
    }),
  references: (e) =>
    announcementsOf(e).flatMap((a) => [
      ...(a.lenovoIds ?? []).map((id) => personReference(`公告「${a.title}」接收人员`, 'lenovoId', id)),
      ...(a.departIds ?? []).map((id) =>
        departmentReference(`公告「${a.title}」接收部门`, id, a.status === PUBLISHED ? 'known' : 'living'),
      ),
    ]),
};

/** History: who wrote each announcement, who read it and who was reminded. */
const announcementHistory: ReferencePlace = {
  kind: 'announcementHistory',
  label: '公告记录',
  unit: '条',
  references: (e) => {
    const mine = announcementsOf(e);
    const ids = new Set(mine.map((a) => a.id));
    const person = (where: string, lenovoId: string) => personReference(where, 'lenovoId', lenovoId, 'known');
    return [
      ...mine.filter((a) => a.lenovoId).map((a) => person(`公告「${a.title}」发布人`, a.lenovoId)),
      ...announcementReads()
        .filter((r) => ids.has(r.announcementId))
        .map((r) => person(`公告「${r.announcementId}」已读`, r.lenovoId)),
      ...announcementReminders()
        .filter((r) => ids.has(r.announcementId))
        .flatMap((r) => r.lenovoIds.map((id) => person(`公告「${r.announcementId}」提醒`, id))),
    ];
  },
};

export const announcementPlaces: readonly ReferencePlace[] = [announcementAudience, announcementHistory];
