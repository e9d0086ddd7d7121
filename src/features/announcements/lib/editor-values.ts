import dayjs, { type Dayjs } from 'dayjs';
import type { PersonTag } from '@/components/directory/people-tags-field';
import type { Announcement, AnnouncementInput, Attachment, AudienceType } from '../api/types';
import { sanitizeHtml } from '../sanitize';

/** The editor form's values. */
export interface EditorValues {
  title: string;
  content: string;
  attachments: Attachment[];
  audienceType: AudienceType;
  departIds: string[];
  people: PersonTag[];
  timing: 'now' | 'scheduled';
  scheduledTime: Dayjs | null;
}

export const EMPTY_VALUES: EditorValues = {
  title: '',
  content: '',
  attachments: [],
  audienceType: 0,
  departIds: [],
  people: [],
  timing: 'now',
  scheduledTime: null,
};

export const valuesOf = (a: Announcement): EditorValues => ({
  title: a.title,
  content: a.content,
  attachments: a.attachments,
  audienceType: a.audienceType,
  departIds: a.departments.map((d) => d.id),
  people: a.people.map((p) => ({ lenovoId: p.lenovoId, name: p.name })),
  timing: a.scheduledTime && a.status !== 1 ? 'scheduled' : 'now',
  scheduledTime: a.scheduledTime && a.status !== 1 ? dayjs(a.scheduledTime) : null,
});

/** What is sent: only the audience list its type uses; the time only when scheduled (and not yet published). */
export const inputOf = (v: EditorValues, id: string | null, published: boolean): AnnouncementInput => ({
  id: id ?? undefined,
  title: v.title.trim(),
  content: sanitizeHtml(v.content ?? ''),
  attachments: v.attachments ?? [],
  audienceType: v.audienceType ?? 0,
  departIds: v.audienceType === 1 ? (v.departIds ?? []) : [],
  lenovoIds: v.audienceType === 2 ? (v.people ?? []).map((p) => p.lenovoId) : [],
  scheduledTime:
    !published && v.timing === 'scheduled' && v.scheduledTime ? v.scheduledTime.format('YYYY-MM-DD HH:mm:00') : null,
});

/** The part of an announcement its editor edits, as the stale-edit guard compares it: what a save
 *  would send (the audience ids sorted, without those in `gone`: people or departments a departure or
 *  deletion took out meanwhile, components/directory/gone-since.ts), and its status (published or
 *  scheduled by someone else meanwhile changes what 保存 and 发布 do). */
export function editedAnnouncement(a: Announcement, gone: readonly string[] = []) {
  const sent = inputOf(valuesOf(a), a.id, a.status === 1);
  const kept = (ids: string[]) => ids.filter((id) => !gone.includes(id)).sort();
  return { ...sent, departIds: kept(sent.departIds), lenovoIds: kept(sent.lenovoIds), status: a.status };
}
