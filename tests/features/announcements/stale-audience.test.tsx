import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { findButton, findRow, LONG } from '../support/dom';
import { fastUser } from '../fill';
import { expectToasts } from '../../toasts';
import { plain } from '../../sandbox/lifecycle-fixtures';
import { gone } from '../../sandbox/lifecycle-workplace-fixtures';
import { announcementRows } from '@/sandbox/seed/modules/announcements';

// An announcement naming people who have since departed or been deleted, or a department since
// deleted (docs/product.md Part D §1, §3): the author and the audience read with their state, never by
// id; the editor shows them removable and a save that keeps them succeeds without them and says so.
const announcement = (id: string) => announcementRows().find((a) => a.id === id)!;
const draft = () => announcement('an3'); // 第四季度全员大会安排, not published

describe('an announcement naming people and departments that have gone', { timeout: 60000 }, () => {
  it('the list and the details show the author and the audience with their state', async () => {
    const x = await gone();
    const stay = plain([x.deleted]);
    Object.assign(draft(), {
      lenovoId: x.departed.lenovoId,
      author: x.departed.name,
      audienceType: 2,
      lenovoIds: [x.departed.lenovoId, x.deleted.lenovoId, stay.lenovoId],
    });
    renderApp('/home/announcement');
    const row = await findRow(draft().title, LONG.timeout);
    expect(await within(row).findByRole('cell', { name: `${x.departed.name} 已离职` }, LONG)).toBeInTheDocument();

    await fastUser().click(within(row).getByRole('link', { name: draft().title }));
    const audience = await screen.findByText(/^接收范围：/, {}, LONG);
    await waitFor(
      () =>
        expect(audience).toHaveTextContent(
          `接收范围：人员：${x.departed.name} 已离职、${x.deleted.name} 已删除、${stay.name}`,
        ),
      LONG,
    );
    expect(screen.getByText(/^发布人：/)).toHaveTextContent(`发布人：${x.departed.name} 已离职`);
  });

  it('a published announcement keeps a deleted department, named 已删除', async () => {
    const x = await gone();
    Object.assign(announcement('an2'), { audienceType: 1, departIds: [x.budget.id] });
    renderApp('/home/announcementDetails?id=an2');
    const audience = await screen.findByText(/^接收范围：/, {}, LONG);
    await waitFor(() => expect(audience).toHaveTextContent('接收范围：部门：预算组 已删除'), LONG);
  });

  it('the editor shows a departed person removable; saving leaves them out with the notice', async () => {
    const x = await gone();
    const stay = plain([x.deleted]);
    Object.assign(draft(), { audienceType: 2, lenovoIds: [x.departed.lenovoId, stay.lenovoId] });
    renderApp('/home/announcementAdd?id=an3');
    const user = fastUser();
    const tag = (await screen.findByLabelText(`移除${x.departed.name}`, {}, LONG)).closest('.ant-tag') as HTMLElement;
    await waitFor(() => expect(tag.textContent).toContain(`${x.departed.name} 已离职`));
    await user.click(await findButton('保存草稿'));
    await expectToasts([`已自动移除已离职或已删除的成员：${x.departed.name}（已离职）`, '保存成功']);
    expect(draft().lenovoIds).toEqual([stay.lenovoId]);
  });
});
