import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../render-app';

// A page with a code error: it throws while rendering until `crash.on` is turned off.
const crash = vi.hoisted(() => ({ on: true, error: new Error('page bug: cannot read the rows') }));
vi.mock('@/features/apps/pages/usage-page', () => ({
  default: function CrashingPage() {
    if (crash.on) throw crash.error;
    return <p>应用数据概览内容</p>;
  },
}));

const PAGE = '/home/workbench_appUseSituation';

/** console.error calls that report the page's error. */
function spyErrorLog() {
  const calls: unknown[][] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void calls.push(args));
  return () => calls.filter((args) => args.includes(crash.error));
}

describe('a page that throws while rendering', () => {
  beforeEach(() => {
    crash.on = true;
  });

  it('says the page went wrong (not a network failure), offers 重试 and 返回首页, and logs the error once', async () => {
    const logged = spyErrorLog();
    renderApp(PAGE, { chrome: true });
    expect(await screen.findByText('页面出错了')).toBeInTheDocument();
    expect(screen.getByText('页面遇到了意外错误，请重试或返回首页。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
    expect(screen.queryByText('页面加载失败')).not.toBeInTheDocument();
    expect(screen.queryByText('请检查网络后重试。')).not.toBeInTheDocument();
    expect(logged()).toHaveLength(1);
  });

  it('重试 renders the page again', async () => {
    spyErrorLog();
    const { user } = renderApp(PAGE, { chrome: true });
    const retry = await screen.findByRole('button', { name: '重试' });
    crash.on = false;
    await user.click(retry);
    expect(await screen.findByText('应用数据概览内容')).toBeInTheDocument();
    expect(screen.queryByText('页面出错了')).not.toBeInTheDocument();
  });

  it('返回首页 leaves the broken page for 首页, which renders', async () => {
    spyErrorLog();
    const { user } = renderApp(PAGE, { chrome: true });
    await user.click(await screen.findByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(window.location.hash).toBe('#/home/enterprise_certification'));
    expect(await screen.findByText('企业资质认证')).toBeInTheDocument();
    expect(screen.queryByText('页面出错了')).not.toBeInTheDocument();
  });

  it('another page chosen in the side menu replaces the error screen', async () => {
    spyErrorLog();
    const { user } = renderApp(PAGE, { chrome: true });
    await screen.findByText('页面出错了');
    await user.click(within(await screen.findByRole('menu', { name: '主菜单' })).getByText('应用管理'));
    await waitFor(() => expect(window.location.hash).toBe('#/home/workbench_appManagement'));
    expect(await screen.findByRole('tab', { name: '第三方应用' }, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.queryByText('页面出错了')).not.toBeInTheDocument();
  });
});
