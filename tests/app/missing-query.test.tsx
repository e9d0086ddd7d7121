import { screen, waitFor } from '@testing-library/react';
import { allPages } from '@/app/modules';
import { renderApp } from '../render-app';

// A page that cannot open without its subject in the query (?id=, ?groupId=, ?baseId=) says which
// value is missing and links back to the page the subject is chosen on, instead of a blank or
// misleading page.
const CASES = [
  {
    path: '/home/scopeofApplicationDetails',
    missing: '缺少应用ID',
    back: '返回应用管理',
    to: '/home/workbench_appManagement',
  },
  { path: '/home/announcementDetails', missing: '缺少公告ID', back: '返回公告管理', to: '/home/announcement' },
  {
    path: '/home/attendance_management/arrangement',
    query: '?month=2025-03',
    missing: '缺少考勤组ID',
    back: '返回考勤组管理',
    to: '/home/attendance_management',
  },
  {
    path: '/home/intelligent/intelligent_knowledge_list',
    missing: '缺少知识库ID',
    back: '返回AI助理知识库管理',
    to: '/home/intelligent/intelligent_knowledge',
  },
  {
    path: '/home/intelligent/intelligent_knowledge_uploadList',
    query: '?baseId=',
    missing: '缺少知识库ID',
    back: '返回AI助理知识库管理',
    to: '/home/intelligent/intelligent_knowledge',
  },
  {
    path: '/home/organization_chart/plan',
    missing: '缺少方案ID',
    back: '返回组织架构调整',
    to: '/home/organization_chart',
  },
];

describe('a page reached without the query value it needs', () => {
  it('covers every page whose manifest requires a query value', () => {
    const required = allPages.filter((p) => p.requires).map((p) => p.path);
    expect(required.sort()).toEqual([...CASES.map((c) => c.path), '/pcannouncementDetail'].sort());
  });

  it.each(CASES)('$path says $missing and links back to $to', async ({ path, query = '', missing, back, to }) => {
    const { user } = renderApp(`${path}${query}`);
    expect(await screen.findByText(missing, {}, { timeout: 15000 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: back }));
    await waitFor(() => expect(window.location.hash).toBe(`#${to}`));
    await waitFor(() => expect(screen.queryByText(missing)).not.toBeInTheDocument(), { timeout: 15000 });
  });

  it('the public announcement page says what is missing (there is no page to go back to without a session)', async () => {
    renderApp('/pcannouncementDetail', { as: null });
    expect(await screen.findByText('缺少公告ID', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
