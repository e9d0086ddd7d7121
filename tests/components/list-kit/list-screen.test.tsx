import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { findButton, findDialog, LONG } from '../../features/support/dom';
import { recordRequests } from '../../features/support/requests';
import { fastUser, fill } from '../../features/fill';
import { failNext, setDelay } from '@/sandbox/faults';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { meetingRoomRows } from '@/sandbox/seed/modules/meeting-rooms';

// The list kit (components/list-kit) as a user meets it, on a screen built from it: 会议室管理, whose
// search box, 楼宇 filter, pager, row delete and form dialog are all the kit's.

const mine = () => meetingRoomRows().filter((r) => r.enterpriseNumber === MAIN_ENTERPRISE);

/** Rooms copied from the seed's first room, so the list has `count` in all (a later page exists). */
function roomsUpTo(count: number) {
  const first = mine()[0];
  for (let i = mine().length; i < count; i++)
    meetingRoomRows().push({
      ...structuredClone(first),
      meetingRoomId: `${first.meetingRoomId}-copy${i}`,
      name: `备用室${i}`,
    });
}

async function open(total: number) {
  renderApp('/home/conference_room');
  await screen.findByText(`共 ${total} 间会议室`, {}, LONG);
  return fastUser();
}

const pageItem = (n: number) => screen.getByTitle(String(n));

describe('list kit', { timeout: 45000 }, () => {
  it('deleting the only row of the last page goes back one page; one delete runs at a time', async () => {
    roomsUpTo(11);
    const user = await open(11);
    await user.click(pageItem(2));
    // page 2 holds one room: its 删除 is the only one
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^删除/ })).toHaveLength(1), LONG);
    const lone = screen.getByRole('button', { name: /^删除/ }).getAttribute('aria-label')!.slice(2);
    const calls = recordRequests().to;
    setDelay(300);
    await user.click(await findButton(`删除${lone}`));
    await user.click(await findButton('确定', await findDialog(`删除会议室“${lone}”`)));
    // while it runs, no other delete can start
    expect(screen.getByRole('button', { name: `删除${lone}` })).toBeDisabled();
    await screen.findByText(`已删除会议室 ${lone}`, {}, LONG);
    setDelay(0);
    await screen.findByText('共 10 间会议室', {}, LONG);
    expect(pageItem(1)).toHaveClass('ant-pagination-item-active');
    expect(calls('/delMeetingRoom')).toHaveLength(1);
    expect(mine().some((r) => r.name === lone)).toBe(false);
  });

  it('says which empty it is; typing and another page size start from page 1', async () => {
    roomsUpTo(11);
    const user = await open(11);
    const calls = recordRequests().to;
    await user.click(pageItem(2));
    await waitFor(() => expect(pageItem(2)).toHaveClass('ant-pagination-item-active'));
    await fill(user, screen.getByRole('searchbox', { name: '搜索会议室' }), '没有这个会议室');
    expect(await screen.findByText('没有符合条件的会议室', {}, LONG)).toBeVisible();
    expect(calls('/selectMeetingRoom').at(-1)?.body).toMatchObject({ name: '没有这个会议室', pageNumber: 1 });
    await user.clear(screen.getByRole('searchbox', { name: '搜索会议室' }));
    await screen.findByText('共 11 间会议室', {}, LONG);
    expect(pageItem(1)).toHaveClass('ant-pagination-item-active');

    await user.click(pageItem(2));
    await waitFor(() => expect(pageItem(2)).toHaveClass('ant-pagination-item-active'));
    await user.click(document.querySelector('.ant-pagination-options .ant-select')!);
    const sizes = await screen.findAllByText('20 条/页', { selector: '.ant-select-item-option-content' });
    await user.click(sizes[sizes.length - 1]);
    await waitFor(() =>
      expect(calls('/selectMeetingRoom').at(-1)?.body).toMatchObject({ pageNumber: 1, pageSzie: 20 }),
    );
    expect(screen.queryByTitle('2')).toBeNull();
  });

  it('a list with no rows at all says so, not 没有符合条件的', async () => {
    meetingRoomRows().splice(
      0,
      meetingRoomRows().length,
      ...meetingRoomRows().filter((r) => r.enterpriseNumber !== MAIN_ENTERPRISE),
    );
    renderApp('/home/conference_room');
    expect(await screen.findByText('暂无会议室', {}, LONG)).toBeVisible();
    expect(screen.queryByText('没有符合条件的会议室')).toBeNull();
  });

  it('the form dialog saves once on a double-click and keeps what was typed when the save fails', async () => {
    renderApp('/home/intelligent/intelligent_knowledge');
    const user = fastUser();
    await user.click(await findButton('新建知识库', document.body, 8000));
    const dialog = await findDialog('新建知识库');
    await fill(user, within(dialog).getByLabelText('知识库名称'), '报销制度');
    failNext('/ai/knowledge/create', { code: 500, message: '服务器内部错误' });
    const calls = recordRequests().to;
    await user.dblClick(await findButton('保存', dialog));
    await screen.findByText('服务器内部错误', {}, LONG);
    expect(calls('/ai/knowledge/create')).toHaveLength(1);
    expect(within(dialog).getByLabelText('知识库名称')).toHaveValue('报销制度');

    await user.click(await findButton('保存', dialog));
    await screen.findByText('知识库已创建', {}, LONG);
    expect(calls('/ai/knowledge/create')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建知识库' })).toBeNull());
  });

  it('a page that failed to load shows the error with 重试, and 重试 shows the rows', async () => {
    failNext('/selectMeetingRoom', { code: 500, message: '服务器内部错误' });
    renderApp('/home/conference_room');
    const user = fastUser();
    expect(await screen.findByText('获取数据失败，请稍后重试', {}, LONG)).toBeVisible();
    await user.click(await findButton('重试'));
    await screen.findByText(`共 ${mine().length} 间会议室`, {}, LONG);
    expect(screen.getByText(mine()[0].name)).toBeVisible();
  });
});
