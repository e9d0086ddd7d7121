import { screen } from '@testing-library/react';
import { browser } from '@/lib/browser';
import { useMenu } from '@/stores/menu';
import { renderApp } from '../../render-app';

// The guard's calls load after the first paint (guard-calls.ts). When their code cannot load, the
// guard shows its own failure screens instead of a spinner that never ends.

const failing = vi.hoisted(() => ({ menuApi: 0, flows: 0 }));
const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/chunk.js');

vi.mock('@/features/login/api/enterprise-api', async (importOriginal) => {
  if (failing.menuApi > 0) {
    failing.menuApi -= 1;
    throw chunkError();
  }
  return importOriginal();
});
vi.mock('@/features/login/session-flows', async (importOriginal) => {
  if (failing.flows > 0) {
    failing.flows -= 1;
    throw chunkError();
  }
  return importOriginal();
});

// A module's mock factory runs until the module has loaded once in this file: each test makes its
// module fail before anything else has loaded it (the login flows first: the layout imports them).
describe("the guard's calls failing to load", () => {
  it('a provider return: 登录失败 with 重新登录 back to the provider', async () => {
    failing.flows = 1;
    const { issueCode } = await import('@/sandbox/handlers/login');
    const { user } = renderApp(`/login/l-has?lpsust=${issueCode('ust', '10000001')}`, { as: null, chrome: true });
    expect(await screen.findByText('登录失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新登录' }));
    expect(browser.assign).toHaveBeenCalledWith(expect.stringContaining('__passport/login'));
  });

  it('the menu: 菜单加载失败, and 重试 loads the code again and shows the console', async () => {
    failing.menuApi = 1;
    const { user } = renderApp('/home/enterprise_certification', { chrome: true });
    expect(await screen.findByText('菜单加载失败')).toBeInTheDocument();
    expect(useMenu.getState().entries).toBeNull();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('menu', { name: '主菜单' })).toBeInTheDocument();
    expect(screen.queryByText('菜单加载失败')).not.toBeInTheDocument();
  });
});
