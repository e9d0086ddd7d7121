import { screen, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { SCOPED_ADMIN } from '../../sign-in';
import { findButton, findDialog, findRow, LONG } from '../support/dom';
import { fastUser, fill } from '../fill';
import { herCover } from '../../sandbox/scope-fixtures';
import { attendanceGroups } from '@/sandbox/attendance-tables';

// 考勤组管理 as 欧阳敏 (销售部, 市场部): 研发考勤组's members are all outside her 管理范围.
const rd = () => attendanceGroups().find((g) => g.name === '研发考勤组')!;

describe('attendance groups of a scoped administrator', { timeout: 60000 }, () => {
  it('a group of people outside her scope says how many, and offers no 删除 the server would refuse', async () => {
    const hidden = rd().memberIds.length;
    expect(rd().memberIds.some((id) => herCover().lenovoIds.has(id))).toBe(false);
    renderApp('/home/attendance_management', { as: SCOPED_ADMIN });
    const row = await findRow('研发考勤组', 8000);
    expect(row).toHaveTextContent(`0人（另有${hidden}人在管理范围外）`);
    const remove = within(row).getByRole('button', { name: '删除研发考勤组' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('该考勤组包含您管理范围外的人员，无法删除');
  });

  it('编辑 of that group says its hidden members are kept, saves with none of hers chosen, and keeps them', async () => {
    const members = [...rd().memberIds];
    renderApp('/home/attendance_management', { as: SCOPED_ADMIN });
    const user = fastUser();
    await user.click(await findButton('编辑研发考勤组', document.body, 8000));
    const drawer = await findDialog('考勤组：研发考勤组', 8000);
    await within(drawer).findByLabelText('考勤组名称', {}, LONG);
    expect(within(drawer).getByText('已选择 0 人')).toBeInTheDocument();
    expect(within(drawer).getByRole('note')).toHaveTextContent(
      `另有 ${members.length} 人不在您的管理范围内，保存时保持不变`,
    );
    await fill(user, within(drawer).getByLabelText('工作时段名称'), '研发新周');
    await user.click(await findButton('保存', drawer));
    expect(await screen.findByText('考勤组已保存', {}, LONG)).toBeInTheDocument();
    expect(rd()).toMatchObject({ wordkayPeroidName: '研发新周', memberIds: members });
  });
});
