import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { announcementReads, announcementReminders, announcementRows } from '@/sandbox/seed/modules/announcements';
import { audienceOf } from '@/sandbox/announcement-audience';
import { departmentsOf } from '@/sandbox/org-tables';
import { remindUnread, saveAnnouncement } from '@/features/announcements/api/announcements-api';
import { fastUser, fill, SLOW } from '../fill';
import { editorBox, pasteInto } from './editor-input';

// Announcement reach (assumed contract "Announcement reach and the editor"): audience, pin to top,
// scheduled publishing, read receipts.

const E = 'E20260001';
type User = ReturnType<typeof fastUser>;
/** The department tree's first search on a busy machine */
const LONG = { timeout: 30000 };

const rowOf = (title: string) => screen.getByText(title, { selector: 'td a' }).closest('tr')!;
const titlesInOrder = () => [...document.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('a')?.textContent);

async function startAnnouncement(title: string) {
  renderApp('/home/announcementAdd');
  const user = fastUser();
  await fill(user, await screen.findByLabelText('公告标题', {}, SLOW), title);
  pasteInto(editorBox(), { text: `${title}的内容` });
  return user;
}

async function pickDepartment(user: User, name: string) {
  await user.click(screen.getByRole('radio', { name: '指定部门' }));
  const picker = await screen.findByLabelText('接收部门');
  await user.click(picker);
  await user.type(picker, name);
  const found = await screen.findAllByText(
    name,
    { selector: '.ant-select-tree-title, .ant-select-tree-title *' },
    LONG,
  );
  await user.click(found[found.length - 1]);
}

async function pickTime(user: User, time: string) {
  await user.click(screen.getByRole('radio', { name: '定时发布' }));
  const input = await screen.findByLabelText('定时发布时间');
  await user.click(input);
  await user.clear(input);
  await user.type(input, `${time}{Enter}`);
}

afterEach(() => vi.useRealTimers());

describe('announcement reach', () => {
  it('publishes to one department: the audience is saved and shown, only its members count as unread', async () => {
    const user = await startAnnouncement('财务结账通知');
    await pickDepartment(user, '财务部');
    await user.click(screen.getByText('发布'));
    expect(await screen.findByText('发布成功', {}, LONG)).toBeInTheDocument();
    const saved = announcementRows().find((a) => a.title === '财务结账通知')!;
    const finance = departmentsOf(E).find((d) => d.departName === '财务部')!;
    expect(saved).toMatchObject({ status: 1, audienceType: 1, departIds: [finance.id] });
    expect(await screen.findByText('接收范围：部门：财务部', {}, SLOW)).toBeInTheDocument();
    const members = audienceOf(saved);
    expect(members.length).toBeGreaterThan(0);
    expect(await screen.findByText('已读 0', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(`未读 ${members.length}`)).toBeInTheDocument();
  }, 90000);

  it('an audience of named people: shown by name, and only they are counted', async () => {
    renderApp('/home/announcement');
    await screen.findByText('新版报销制度说明', {}, SLOW);
    const [a, b] = audienceOf(announcementRows().find((x) => x.id === 'an1')!).slice(3, 5);
    const { publishAnnouncement, announcementReceipts } =
      await import('@/features/announcements/api/announcements-api');
    const saved = await saveAnnouncement({
      title: '两人通知',
      content: '<p>x</p>',
      attachments: [],
      audienceType: 2,
      departIds: [],
      lenovoIds: [a.lenovoId, b.lenovoId],
      scheduledTime: null,
    });
    expect(saved.people).toEqual([
      { lenovoId: a.lenovoId, name: a.name },
      { lenovoId: b.lenovoId, name: b.name },
    ]);
    await publishAnnouncement(saved.id);
    const receipts = await announcementReceipts(saved.id);
    expect(receipts.read).toEqual([]);
    expect(receipts.unread.map((m) => m.lenovoId)).toEqual([a.lenovoId, b.lenovoId]);
    window.location.hash = `/home/announcementDetails?id=${saved.id}`;
    expect(await screen.findByText(`接收范围：人员：${a.name}、${b.name}`, {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('未读 2', {}, SLOW)).toBeInTheDocument();
  }, 45000);

  it('asks for the departments when 指定部门 is chosen without one', async () => {
    const user = await startAnnouncement('缺少部门');
    await user.click(screen.getByRole('radio', { name: '指定部门' }));
    await user.click(screen.getByText('发布'));
    expect(await screen.findByText('请选择接收部门')).toBeInTheDocument();
    expect(announcementRows().some((a) => a.title === '缺少部门')).toBe(false);
  }, 45000);

  it('lists pinned announcements first with a 置顶 tag, and pins and unpins from the list', async () => {
    renderApp('/home/announcement');
    const user = fastUser();
    await screen.findByText('新版报销制度说明', {}, SLOW);
    expect(titlesInOrder()[0]).toBe('新版报销制度说明');
    expect(within(rowOf('新版报销制度说明')).getByText('置顶')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '置顶办公区网络升级公告' }));
    expect(await screen.findByText('已置顶', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(titlesInOrder().slice(0, 2)).toEqual(['办公区网络升级公告', '新版报销制度说明']));
    await user.click(screen.getByRole('button', { name: '取消置顶新版报销制度说明' }));
    expect(await screen.findByText('已取消置顶', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(titlesInOrder()[0]).toBe('办公区网络升级公告'));
    expect(titlesInOrder().indexOf('新版报销制度说明')).toBeGreaterThan(1);
    expect(announcementRows().find((a) => a.id === 'an4')?.pinned).toBe(false);
  }, 45000);

  it('schedules publishing: 待发布 until the time, then published; a past time is refused by the form and by the server', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00'));
    const user = await startAnnouncement('年终评优');
    await pickTime(user, '2026-11-25 09:00');
    await user.click(screen.getByRole('button', { name: '定时发布' }));
    // found is enough: antd's form may draw the message again (a new node) before an expect could read it
    await screen.findByText('定时发布时间须晚于当前时间');
    await pickTime(user, '2026-11-25 12:00');
    await user.click(screen.getByRole('button', { name: '定时发布' }));
    expect(await screen.findByText('已设置定时发布', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('定时发布：2026-11-25 12:00:00', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('待发布')).toBeInTheDocument();
    expect(announcementRows().find((a) => a.title === '年终评优')).toMatchObject({ status: 2, publishTime: null });

    vi.setSystemTime(new Date('2026-11-25T12:00:05'));
    await user.click(screen.getByRole('button', { name: '返回列表' }));
    const row = await waitFor(() => rowOf('年终评优'), SLOW);
    expect(within(row).getByText('已发布')).toBeInTheDocument();
    expect(row).toHaveTextContent('2026-11-25 12:00:00');

    await expect(
      saveAnnouncement({
        title: '过去的时间',
        content: '<p>x</p>',
        attachments: [],
        audienceType: 0,
        departIds: [],
        lenovoIds: [],
        scheduledTime: '2026-11-25 11:00:00',
      }),
    ).rejects.toMatchObject({ message: '定时发布时间须晚于当前时间' });
  }, 60000);

  it('shows who has read (with when) and who has not, and reminds the unread once in 10 minutes', async () => {
    const an1 = announcementRows().find((a) => a.id === 'an1')!;
    const audience = audienceOf(an1);
    // only reads by the audience count (the seed has one by a member who has since left)
    const reads = announcementReads().filter(
      (r) => r.announcementId === 'an1' && audience.some((s) => s.lenovoId === r.lenovoId),
    );
    renderApp('/home/announcementDetails?id=an1');
    const user = fastUser();
    expect(await screen.findByText(`已读 ${reads.length}`, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(`未读 ${audience.length - reads.length}`)).toBeInTheDocument();
    const latest = [...reads].sort((a, b) => b.readTime.localeCompare(a.readTime))[0];
    const first = audience.find((s) => s.lenovoId === latest.lenovoId)!;
    const readTable = screen.getByRole('table', { name: '已读成员' });
    expect(within(readTable).getAllByText(first.name).length).toBeGreaterThan(0);
    expect(within(readTable).getByText(latest.readTime)).toBeInTheDocument();
    await user.click(screen.getByText(`未读 ${audience.length - reads.length}`));
    const unreadTable = await screen.findByRole('table', { name: '未读成员' });
    expect(within(unreadTable).queryByText(first.name)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '提醒未读' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText(`已提醒${audience.length - reads.length}名未读成员`, {}, SLOW)).toBeInTheDocument();
    expect(
      await screen.findByText(new RegExp(`共提醒 ${audience.length - reads.length} 人`), {}, SLOW),
    ).toBeInTheDocument();
    // within 10 minutes the button waits and says why (it does not ask, then get refused)
    expect(screen.getByRole('button', { name: '提醒未读' })).toBeDisabled();
    expect(screen.getByText('10分钟内已提醒过未读成员，请10分钟后再试')).toBeInTheDocument();
    // the server refuses all the same
    await expect(remindUnread('an1')).rejects.toMatchObject({ message: '10分钟内已提醒过未读成员，请10分钟后再试' });
    expect(announcementReminders()).toHaveLength(1);
  }, 60000);

  it('提醒未读 comes back once 10 minutes have passed since the last reminder', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00'));
    announcementReminders().push({
      announcementId: 'an1',
      time: '2026-11-25 09:52:30',
      at: new Date('2026-11-25T09:52:30').getTime(),
      lenovoIds: [],
    });
    renderApp('/home/announcementDetails?id=an1');
    expect(await screen.findByText('10分钟内已提醒过未读成员，请3分钟后再试', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提醒未读' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('10分钟内已提醒过未读成员，请2分钟后再试')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(91_000));
    expect(screen.getByRole('button', { name: '提醒未读' })).toBeEnabled();
    expect(screen.queryByText(/10分钟内已提醒过未读成员/)).not.toBeInTheDocument();
  }, 60000);

  it("records a read when the public page is opened with an audience member's token, and only then", async () => {
    const an2 = announcementRows().find((a) => a.id === 'an2')!;
    const outsider = audienceOf({ ...an2, audienceType: 0 }).find((s) => !audienceOf(an2).includes(s))!;
    renderApp(`/pcannouncementDetail?id=an2&memberToken=mt-${outsider.lenovoId}`, { as: null });
    expect(await screen.findByText('办公区网络升级公告', {}, SLOW)).toBeInTheDocument();
    expect(announcementReads().filter((r) => r.announcementId === 'an2')).toHaveLength(0);
  }, 45000);

  it("the public page with an audience member's token records that member's read once", async () => {
    const an2 = announcementRows().find((a) => a.id === 'an2')!;
    const member = audienceOf(an2)[0];
    renderApp(`/pcannouncementDetail?id=an2&memberToken=mt-${member.lenovoId}`, { as: null });
    expect(await screen.findByText('办公区网络升级公告', {}, SLOW)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        announcementReads()
          .filter((r) => r.announcementId === 'an2')
          .map((r) => r.lenovoId),
      ).toEqual([member.lenovoId]),
    );
    const { publicAnnouncement } = await import('@/features/announcements/api/announcements-api');
    await publicAnnouncement('an2', `mt-${member.lenovoId}`);
    expect(announcementReads().filter((r) => r.announcementId === 'an2')).toHaveLength(1);
  }, 45000);
});
