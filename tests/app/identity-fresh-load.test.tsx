import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { issueCode } from '@/sandbox/handlers/login';
import { ADMIN, RESTRICTED_ADMIN, signInAs } from '../render-app';
import { loadPage } from '../fresh-page-load';

// A per-user record must be cleared on every change of identity even when the code of the module
// that wrote it has not loaded in this page life (docs/architecture.md, "Identity"). Only a fresh
// module graph shows that: the test files of a worker share their modules (vitest `isolate: false`),
// so each page load here imports the app again after vi.resetModules(), and the pages meet only
// through browser storage and the sandbox (this file's static imports: the sandbox that answers).

describe('an unsaved approval design belongs to the person, not the tab', () => {
  it('王芳 signing in at the provider in 张伟’s tab opens 新建审批 without his draft, though the designer never loaded in her page life', async () => {
    signInAs(ADMIN);
    const zhang = await loadPage('/home/examine_management/designer');
    await screen.findByText('创建审批', {}, { timeout: 15000 });
    await zhang.type(await screen.findByLabelText('审批名称'), '张伟的审批');
    // leaving the page writes the draft at once (its writes are otherwise coalesced)
    act(() => void window.dispatchEvent(new Event('pagehide')));
    cleanup();

    const user = await loadPage(`/login/l-has?lpsust=${issueCode('ust', RESTRICTED_ADMIN)}`);
    await user.click(await screen.findByRole('button', { name: '进入联创未来科技有限公司' }));
    await waitFor(() => expect(window.location.hash).toBe('#/home/enterprise_certification'));
    window.location.hash = '/home/examine_management/designer';
    await screen.findByText('创建审批', {}, { timeout: 15000 });
    expect(await screen.findByLabelText('审批名称')).toHaveValue('');
    expect(screen.queryByText('已恢复上次未保存的草稿')).not.toBeInTheDocument();
  }, 60000);
});
