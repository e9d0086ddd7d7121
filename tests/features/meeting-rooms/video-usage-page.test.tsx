import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../render-app';
import { recordBodies } from '../support/requests';
import { captureDownloads, findButton, findRow, LONG } from '../support/dom';
import { fastUser } from '../fill';
import { expectNoToast, toastTexts } from '../../toasts';
import { server } from '@/sandbox/node';
import { failNext } from '@/sandbox/faults';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { videoHistoryRows, videoPointsRows } from '@/sandbox/seed/modules/meeting-rooms';

const E = MAIN_ENTERPRISE;
const history = () => videoHistoryRows().filter((h) => h.enterpriseNumber === E);
const points = () => videoPointsRows().find((p) => p.enterpriseNumber === E)!;
const shown = (n: number) => n.toLocaleString('en-US');

async function open() {
  renderApp('/home/conference_room/video_usage');
  const user = fastUser();
  await screen.findByText(`共 ${history().length} 场会议`, {}, LONG);
  return user;
}

/** Types a day into each half of the range picker, as a user may. */
async function pickRange(user: ReturnType<typeof fastUser>, start: string, end: string) {
  const [from, to] = screen.getAllByPlaceholderText(/日期/) as HTMLInputElement[];
  await user.click(from);
  await user.keyboard(start);
  await user.keyboard('{Enter}');
  await user.click(to);
  await user.keyboard(end);
  await user.keyboard('{Enter}');
}

describe('video-meeting usage page', { timeout: 60000 }, () => {
  it('is opened from 会议室管理 and shows the remaining points from an ENTERPRISE_0072 answer without an error toast', async () => {
    renderApp('/home/conference_room');
    const user = fastUser();
    await user.click(await findButton('视频会议用量', document.body, 15000));
    expect(await screen.findByText('剩余点数', {}, LONG)).toBeInTheDocument();
    expect(await screen.findByText(shown(points().availablePoints))).toBeInTheDocument();
    expect(screen.getByText(shown(points().totalPoints))).toBeInTheDocument();
    await screen.findByText(`共 ${history().length} 场会议`, {}, LONG);
    await expectNoToast();
  });

  it('takes a code 200 answer as well', async () => {
    server.use(
      http.get('*/meeting-room-server/schedulehst/getAvailablePoints', () =>
        HttpResponse.json({
          code: 200,
          data: { availablePoints: 4321, totalPoints: 5000, usedPoints: 679, expireTime: '' },
        }),
      ),
    );
    await open();
    expect(await screen.findByText('4,321')).toBeInTheDocument();
    expect(screen.getByText('长期有效')).toBeInTheDocument();
    await expectNoToast();
  });

  it('shows a real failure of the points call with the server message, and 重试 asks again', async () => {
    failNext('/schedulehst/getAvailablePoints', { code: 500, message: '点数服务不可用' });
    renderApp('/home/conference_room/video_usage');
    const user = fastUser();
    expect(await screen.findByText('获取剩余点数失败，请稍后重试', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toContain('点数服务不可用'));
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText(shown(points().availablePoints), {}, LONG)).toBeInTheDocument();
    expect(screen.queryByText('获取剩余点数失败，请稍后重试')).not.toBeInTheDocument();
  });

  it('shows the card as loading while the points call runs, then the points', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/meeting-room-server/schedulehst/getAvailablePoints', async () => {
        await answered;
        return HttpResponse.json({
          code: 'ENTERPRISE_0072',
          success: true,
          message: '查询成功',
          data: { availablePoints: 12, totalPoints: 100, usedPoints: 88, expireTime: '' },
        });
      }),
    );
    renderApp('/home/conference_room/video_usage');
    const card = await screen.findByLabelText('视频会议点数', {}, LONG);
    expect(card).toHaveAttribute('aria-busy', 'true');
    answer();
    await waitFor(() => expect(screen.getByLabelText('视频会议点数')).toHaveTextContent('88'));
    expect(screen.getByLabelText('视频会议点数')).not.toHaveAttribute('aria-busy', 'true');
  });

  it.each([
    ['ENTERPRISE_0072', { code: 'ENTERPRISE_0072', success: true, message: '查询成功', data: null }],
    ['code 200', { code: 200, message: '成功', data: null }],
  ])(
    'an answer without points (%s, data null) says so instead of loading for ever, without a toast',
    async (_, body) => {
      server.use(http.get('*/meeting-room-server/schedulehst/getAvailablePoints', () => HttpResponse.json(body)));
      await open();
      await waitFor(() => expect(screen.getByLabelText('视频会议点数')).toHaveTextContent('暂无点数信息'));
      expect(screen.getByLabelText('视频会议点数')).not.toHaveAttribute('aria-busy', 'true');
      await expectNoToast();
    },
  );

  it('an enterprise without video-meeting points in the sandbox gets the same answer', async () => {
    videoPointsRows().splice(videoPointsRows().indexOf(points()), 1);
    await open();
    await waitFor(() => expect(screen.getByLabelText('视频会议点数')).toHaveTextContent('暂无点数信息'));
  });

  it('pages the history on the server and filters it by a date range', async () => {
    const bodies = recordBodies();
    const user = await open();
    expect(bodies('/getRoomHistoryList')[0]).toEqual({ page: 1, size: 10 });
    const day = history()[Math.floor(history().length / 2)].startTime.slice(0, 10);
    const expected = history().filter((h) => h.startTime.startsWith(day));
    await pickRange(user, day, day);
    await screen.findByText(`共 ${expected.length} 场会议`, {}, LONG);
    expect(bodies('/getRoomHistoryList').at(-1)).toEqual({ startTime: day, endTime: day, page: 1, size: 10 });
    await findRow(expected[0].subject);
    const rows = [...document.querySelectorAll('tbody tr.ant-table-row')];
    expect(rows.every((r) => r.textContent?.includes(day))).toBe(true);
  });

  it('exports the history of the chosen range as .xlsx', async () => {
    const files = captureDownloads();
    const bodies = recordBodies();
    const user = await open();
    const day = history()[0].startTime.slice(0, 10);
    await pickRange(user, day, day);
    await screen.findByText(`共 ${history().filter((h) => h.startTime.startsWith(day)).length} 场会议`, {}, LONG);
    await user.click(await findButton('导出'));
    await waitFor(() => expect(files.map((f) => f.name)).toEqual(['视频会议记录.xlsx']), LONG);
    expect(bodies('/schedulehst/exportExcel')).toEqual([{ startTime: day, endTime: day }]);
    expect(within(document.body).queryByText(/失败/)).toBeNull();
  });
});
