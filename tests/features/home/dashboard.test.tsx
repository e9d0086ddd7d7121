import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/sandbox/node';
import { MESSAGES_PER_PAGE } from '@/features/home/components/message-centre';
import { renderApp } from '../../render-app';
import { guideRows, messageRows } from '@/sandbox/seed/modules/home';
import { billRows } from '@/sandbox/seed/modules/home-dashboard';
import { staffOf } from '@/sandbox/org-tables';
import { SLOW, fastUser } from '../fill';

describe('home: dashboard', () => {
  it('shows the five parts for the root department this month, with the expense groups flattened into one bill list', async () => {
    guideRows().push({ lenovoId: '10000001', guideType: 'home', guideStatus: 1 });
    renderApp();
    // the dashboard's card titles (the side menu also has a 考勤统计: the page of that name)
    await screen.findByText('时长信息', {}, { timeout: 20000 });
    const titles = [...document.querySelectorAll('.ant-card-head-title')].map((t) => t.textContent);
    expect(titles).toEqual(expect.arrayContaining(['考勤统计', '时长信息', '费用数据', '任务看板', '日程与会议']));
    expect(screen.getByLabelText('考勤构成图')).toBeInTheDocument();
    const month = new Date().toISOString().slice(0, 7);
    // bills of the people now active (other modules' seeds may have moved someone out)
    const active = new Set(
      staffOf('E20260001')
        .filter((p) => p.status === '')
        .map((p) => p.lenovoId),
    );
    const bills = billRows().filter((b) => active.has(b.lenovoId) && b.date.startsWith(month));
    expect(bills.length).toBeGreaterThan(0);
    expect(await screen.findByText(`共 ${bills.length} 笔`, {}, SLOW)).toBeInTheDocument();
  }, 45000);
});

describe('home: dashboard layout and empty data', () => {
  beforeEach(() => {
    guideRows().push({ lenovoId: '10000001', guideType: 'home', guideStatus: 1 });
  });

  it('the working-hours ranking separates each name from its hours with a space', async () => {
    renderApp();
    const ranking = await screen.findByRole('list', { name: '日均工作时长排行' }, { timeout: 20000 });
    const rows = within(ranking).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.textContent).toMatch(/^\d+\. \S+ \d+(\.\d+)? 小时$/);
  }, 30000);

  it('the message centre shows whole messages a page at a time, not a list cut by its height', async () => {
    const mine = messageRows().filter((m) => m.lenovoId === '10000001');
    expect(mine.length).toBeGreaterThan(MESSAGES_PER_PAGE);
    renderApp();
    const list = await screen.findByRole('list', { name: '消息列表' }, { timeout: 20000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(MESSAGES_PER_PAGE);
    const card = list.closest<HTMLElement>('.ant-card')!;
    await fastUser().click(within(card).getByTitle('下一页'));
    const rest = mine.length - MESSAGES_PER_PAGE;
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '消息列表' })).getAllByRole('listitem')).toHaveLength(
        Math.min(rest, MESSAGES_PER_PAGE),
      ),
    );
  }, 30000);

  it('an enterprise with no data shows 暂无数据 in place of empty charts', async () => {
    const none = {
      attendanceStatistics: {
        shouldAttend: 0,
        normal: 0,
        late: 0,
        leaveEarly: 0,
        absent: 0,
        onLeave: 0,
        businessTrip: 0,
        daily: [],
      },
      durationInfoResponse: { averageWorkHours: 0, totalOvertimeHours: 0, totalLeaveHours: 0, ranking: [] },
      costData: {
        travelExpense: {},
        accommodationExpense: {},
        trafficExpense: {},
        entertainmentExpense: {},
        teamConstructionExpense: {},
        communicationExpense: {},
        otherExpense: {},
      },
      taskDashBoard: { total: 0, finished: 0, inProgress: 0, overdue: 0, notStarted: 0 },
      scheduleAndMeeting: { scheduleCount: 0, meetingCount: 0, meetingHours: 0, upcoming: [] },
    };
    server.use(
      http.get('*/enterpriseUser/getDataDashboardStatistics', () =>
        HttpResponse.json({ code: 200, data: none, message: '成功' }),
      ),
    );
    renderApp();
    expect(await screen.findByText('时长信息', {}, { timeout: 20000 })).toBeInTheDocument();
    for (const chart of ['考勤构成图', '每日出勤率趋势图', '费用分类图', '任务状态图']) {
      expect(screen.getByRole('img', { name: `${chart}：暂无数据` })).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: chart })).not.toBeInTheDocument();
    }
  }, 30000);
});
