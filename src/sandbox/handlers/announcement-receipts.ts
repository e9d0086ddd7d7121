import { seenBy } from '../scope/unseen';
import { route, type AuthedInput } from '../route';
import { Reject } from '../respond';
import { audienceOf, departNamesOf, localStamp } from '../announcement-audience';
import { announcementReads, announcementReminders, type AnnouncementDbRow } from '../seed/modules/announcements';
import { requireAdmin } from './home';
import { mine } from './announcements';

// Read receipts of an announcement and 提醒未读 (assumed contract, docs/assumed-contract.md).
const E = '/enterprise-server';
const REMIND_GAP_MS = 10 * 60 * 1000;
function published(input: AuthedInput, id: unknown) {
  const row = mine(input, id);
  if (row.status !== 1) throw new Reject(500, '公告尚未发布，暂无阅读情况');
  return row;
}

function receipts(row: AnnouncementDbRow) {
  const reads = new Map(
    announcementReads()
      .filter((r) => r.announcementId === row.id)
      .map((r) => [r.lenovoId, r.readTime]),
  );
  const people = audienceOf(row).map((s) => ({
    lenovoId: s.lenovoId,
    name: s.name,
    departNames: departNamesOf(row.enterpriseNumber, s),
    readTime: reads.get(s.lenovoId) ?? null,
  }));
  return {
    read: people.filter((p) => p.readTime).sort((a, b) => b.readTime!.localeCompare(a.readTime!)),
    unread: people.filter((p) => !p.readTime),
  };
}

const lastReminder = (id: string) =>
  announcementReminders()
    .filter((r) => r.announcementId === id)
    .at(-1);

const receiptHandlers = [
  route('get', E, '/announcement/receipts', (input) => {
    const row = published(input, input.query.get('id'));
    const last = lastReminder(row.id);
    return { ...receipts(row), lastRemindTime: last?.time ?? null, lastRemindCount: last?.lenovoIds.length ?? 0 };
  }),

  route(
    'post',
    E,
    '/announcement/remindUnread',
    (input) => {
      requireAdmin(input);
      const row = published(input, input.body.id);
      const last = lastReminder(row.id);
      if (last && Date.now() - last.at < REMIND_GAP_MS) {
        const wait = Math.ceil((REMIND_GAP_MS - (Date.now() - last.at)) / 60000);
        throw new Reject(500, `10分钟内已提醒过未读成员，请${wait}分钟后再试`);
      }
      // a scoped administrator reminds the unread of her scope only
      const seen = seenBy(row.enterpriseNumber, input.account.lenovoId);
      const unread = receipts(row).unread.filter((p) => seen(p.lenovoId));
      if (!unread.length) throw new Reject(500, '所有成员均已读，无需提醒');
      announcementReminders().push({
        announcementId: row.id,
        time: localStamp(),
        at: Date.now(),
        lenovoIds: unread.map((p) => p.lenovoId),
      });
      return { title: row.title, count: unread.length, names: unread.slice(0, 20).map((p) => p.name) };
    },
    {
      log: (_i, r) => {
        const { title, count, names } = r as { title: string; count: number; names: string[] };
        return {
          typeId: 'f10',
          type: '公告管理',
          keyword: `提醒未读 ${title}（${count}人）`,
          objects: [title],
          people: names,
        };
      },
    },
  ),
];

export default receiptHandlers;
