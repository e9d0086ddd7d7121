import { departmentsOf, staffOf, type StaffRow } from './org-tables';
import { Reject } from './respond';
import { isDayTime } from './validate/values';
import { keepLiving } from './lifecycle/keep-living';
import { announcementRows, type AnnouncementDbRow } from './seed/modules/announcements';

// Who an announcement is for, and the scheduled publishing computed on read (docs/assumed-contract.md,
// "Announcement reach").

/** 'YYYY-MM-DD HH:mm:ss' in local time. */
export function localStamp(d = new Date()) {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

const SCHEDULE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;
const parse = (s: string) => new Date(s.replace(' ', 'T')).getTime();

/** A scheduled time: null when absent; refused when malformed or not in the future. */
export function scheduleOf(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !SCHEDULE.test(value) || !isDayTime(value))
    throw new Reject(400, '定时发布时间格式不正确');
  if (parse(value) <= Date.now()) throw new Reject(400, '定时发布时间须晚于当前时间');
  return value.length === 16 ? `${value}:00` : value;
}

/** Scheduled announcements whose time has passed become published (at their scheduled time). */
export function settleScheduled() {
  for (const row of announcementRows()) {
    if (row.status === 2 && row.scheduledTime && parse(row.scheduledTime) <= Date.now()) {
      Object.assign(row, { status: 1, publishTime: row.scheduledTime });
    }
  }
}

/** The members of an announcement's audience (departed staff excluded; departments include their sub-departments). */
export function audienceOf(row: AnnouncementDbRow): StaffRow[] {
  const people = staffOf(row.enterpriseNumber).filter((s) => s.status !== 'departure');
  const type = row.audienceType ?? 0;
  if (type === 2) {
    const ids = new Set(row.lenovoIds ?? []);
    return people.filter((s) => ids.has(s.lenovoId));
  }
  if (type === 1) {
    const departs = departmentsOf(row.enterpriseNumber);
    const within = new Set(row.departIds ?? []);
    let grew = true;
    while (grew) {
      grew = false;
      for (const d of departs) {
        if (!within.has(d.id) && within.has(d.parentDepartId)) {
          within.add(d.id);
          grew = true;
        }
      }
    }
    return people.filter((s) => s.departIds.some((id) => within.has(id)));
  }
  return people;
}

/** The audience as sent (type, department ids, people ids), checked against the enterprise. Who has
 *  departed or been deleted since the editor opened is left out, not refused (docs/product.md Part D §3).
 *  `keeps`: the edited announcement's lists hold entries outside a scoped administrator's 管理范围,
 *  kept by the server, so the part she sends may be empty. */
export function audienceInput(
  enterpriseNumber: string,
  body: Record<string, unknown>,
  keeps = { departIds: false, lenovoIds: false },
) {
  const type = [0, 1, 2].find((t) => String(t) === String(body.audienceType ?? 0)) as 0 | 1 | 2 | undefined;
  if (type === undefined) throw new Reject(400, '参数audienceType不正确');
  const list = (key: string) => {
    const v = body[key] ?? [];
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string' || !x)) throw new Reject(400, `参数${key}格式错误`);
    return [...new Set(v as string[])];
  };
  const sent = { departIds: type === 1 ? list('departIds') : [], lenovoIds: type === 2 ? list('lenovoIds') : [] };
  const { departIds, lenovoIds } = keepLiving(enterpriseNumber, sent);
  const keptDeparts = type === 1 && keeps.departIds;
  const keptPeople = type === 2 && keeps.lenovoIds;
  if (type === 1 && !sent.departIds.length && !keptDeparts) throw new Reject(400, '请选择公告的接收部门');
  if (type === 2 && !sent.lenovoIds.length && !keptPeople) throw new Reject(400, '请选择公告的接收人员');
  // an announcement is for someone: everyone chosen having gone since, the administrator chooses again
  if (type === 1 && !departIds.length && !keptDeparts) throw new Reject(400, '所选接收部门均已删除，请重新选择');
  if (type === 2 && !lenovoIds.length && !keptPeople) throw new Reject(400, '所选接收人员均已离职或删除，请重新选择');
  const known = new Set(departmentsOf(enterpriseNumber).map((d) => d.id));
  if (departIds.some((id) => !known.has(id))) throw new Reject(400, '接收部门不存在');
  const staff = new Set(
    staffOf(enterpriseNumber)
      .filter((s) => s.status !== 'departure')
      .map((s) => s.lenovoId),
  );
  if (lenovoIds.some((id) => !staff.has(id))) throw new Reject(400, '接收人员不存在或已离职');
  return { audienceType: type, departIds, lenovoIds };
}

/** Department names of a member, for the receipts. */
export function departNamesOf(enterpriseNumber: string, s: StaffRow) {
  const byId = new Map(departmentsOf(enterpriseNumber).map((d) => [d.id, d.departName]));
  return s.departIds.map((id) => byId.get(id) ?? '').filter(Boolean);
}

/** The sandbox's stand-in for the token a member's mobile client holds: `mt-<lenovoId>`. */
const MEMBER_TOKEN = /^mt-(\d+)$/;

/** The member reading a public announcement, from the `memberToken` header, if in the audience. */
export function readerOf(request: Request, row: AnnouncementDbRow): string | null {
  const lenovoId = MEMBER_TOKEN.exec(request.headers.get('memberToken') ?? '')?.[1];
  if (!lenovoId) return null;
  return audienceOf(row).some((s) => s.lenovoId === lenovoId) ? lenovoId : null;
}
