import { screen, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { fastUser, fill } from '../fill';
import { findButton, findDialog, LONG } from '../support/dom';
import { doubleClick, doubleClickOk, expectOneWrite, watchRequests } from '../support/double-submit';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import { meetingRoomRows } from '@/sandbox/seed/modules/meeting-rooms';

// Every submit of 会议室管理, double-clicked over a slow server, sends one write.

const mine = () => meetingRoomRows().filter((r) => r.enterpriseNumber === E);

describe('会议室管理: one write per double-click', { timeout: 90000 }, () => {
  it('新增会议室, 编辑, 删除', async () => {
    const watch = watchRequests();
    renderApp('/home/conference_room');
    const user = fastUser();
    await screen.findByText('共 8 间会议室', {}, LONG);

    await user.click(await findButton('新增会议室'));
    let dialog = await findDialog('新增会议室');
    for (const [label, text] of [
      ['会议室名称', '星辰厅'],
      ['会议室编号', 'B-402'],
      ['所在楼宇', 'B座'],
      ['所在楼层', '4'],
      ['容纳人数', '12'],
    ]) {
      await fill(user, within(dialog).getByLabelText(label), text);
    }
    await expectOneWrite(watch, 'POST', '/saveMeetingRoom', async () => doubleClick(await findButton('保存', dialog)));
    expect(mine().filter((r) => r.name === '星辰厅')).toHaveLength(1);

    await user.click(await findButton('编辑黄河厅'));
    dialog = await findDialog('编辑会议室');
    await fill(user, within(dialog).getByLabelText('容纳人数'), '18');
    await expectOneWrite(watch, 'POST', '/updateMeetingRoom', async () =>
      doubleClick(await findButton('保存', dialog)),
    );

    await expectOneWrite(watch, 'POST', '/delMeetingRoom', async () => {
      await doubleClick(await findButton('删除华山室'));
      await doubleClickOk('删除会议室“华山室”');
    });
  });
});
