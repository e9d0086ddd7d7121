import { screen } from '@testing-library/react';
import { renderApp } from '../render-app';
import { SLOW } from '../features/fill';

// A sub-page's title is the layout header's heading; the page does not repeat it as a heading of its own.

describe('sub-page titles', () => {
  it.each([
    ['/home/organization/leave_person', '办理离职', '返回'],
    ['/home/organization/leave_tables', '离职员工', '办理离职'],
    ['/home/organization/member_add', '添加员工', '返回'],
    ['/home/enterpriseDetai', '企业详情', '返回首页'],
    ['/home/conference_room/video_usage', '视频会议用量', '返回会议室管理'],
  ])('%s shows %s once, as the page heading', async (path, title, ready) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, SLOW)).toBeInTheDocument();
    // the page's own content has loaded (its toolbar's button or link)
    await screen.findByText(ready, { selector: 'a, button, button *' }, SLOW);
    expect(screen.getAllByRole('heading', { name: title })).toHaveLength(1);
  });
});
