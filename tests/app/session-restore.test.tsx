import { screen } from '@testing-library/react';
import { browser } from '@/lib/browser';
import { ADMIN, signInAs } from '../render-app';
import { loadPage } from '../fresh-page-load';

// The stored session is decrypted with crypto-js's AES, a chunk loaded at start (src/app/
// session-restore.ts). A page load decides nothing before it has come; if it cannot load, the guard
// shows 菜单加载失败 and its 重试 fetches it again. Only a fresh module graph has the cipher still to
// load (the setup loaded it in this file's own graph), so each page load imports the app afresh.

const failing = vi.hoisted(() => ({ cipher: 0 }));
vi.mock('@/lib/storage/storage-cipher', async (importOriginal) => {
  if (failing.cipher > 0) {
    failing.cipher -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: /assets/storage-cipher.js');
  }
  return importOriginal();
});

describe('the stored session on a page load', () => {
  it('is restored once its cipher has loaded; a cipher that fails shows 菜单加载失败, and 重试 restores it', async () => {
    signInAs(ADMIN);
    failing.cipher = 1;
    const user = await loadPage('/home/enterprise_certification');
    expect(await screen.findByText('菜单加载失败')).toBeInTheDocument();
    // the session was not read as absent: the signed-in user was not sent to the provider
    expect(browser.assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('menu', { name: '主菜单' }, { timeout: 15000 })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/home/enterprise_certification');
    expect(browser.assign).not.toHaveBeenCalled();
  }, 30000);
});
