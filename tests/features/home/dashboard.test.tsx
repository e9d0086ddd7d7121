import { screen } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { guideRows } from '@/sandbox/seed/modules/home';
import { billRows } from '@/sandbox/seed/modules/home-dashboard';
import { staffOf } from '@/sandbox/org-tables';
import { SLOW } from '../fill';

describe('home: dashboard', () => {
  it('shows the five parts for the root department this month, with the expense groups flattened into one bill list', async () => {
    guideRows().push({ lenovoId: '10000001', guideType: 'home', guideStatus: 1 });
    renderApp();
    expect(await screen.findByText('考勤统计', {}, { timeout: 20000 })).toBeInTheDocument();
    for (const part of ['时长信息', '费用数据', '任务看板', '日程与会议']) expect(screen.getByText(part)).toBeInTheDocument();
    expect(screen.getByLabelText('考勤构成图')).toBeInTheDocument();
    const month = new Date().toISOString().slice(0, 7);
    // bills of the people now active (other modules' seeds may have moved someone out)
    const active = new Set(staffOf('E20260001').filter((p) => p.status === '').map((p) => p.lenovoId));
    const bills = billRows().filter((b) => active.has(b.lenovoId) && b.date.startsWith(month));
    expect(bills.length).toBeGreaterThan(0);
    expect(await screen.findByText(`共 ${bills.length} 笔`, {}, SLOW)).toBeInTheDocument();
  }, 45000);
});
