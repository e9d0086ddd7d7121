import { Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { browser } from '@/lib/browser';
import { reloadOnceForChunk, watchPreloadErrors } from '@/app/chunk-recovery';
import { lazyPage } from '@/app/lazy-page';
import { PageErrorBoundary } from '@/app/page-error-boundary';

type PageModule = { default: ComponentType };

const importFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/page-x.js');
const pageModule: PageModule = { default: () => <p>页面内容</p> };

/** What Vite's build wraps around every dynamic import: a failure is announced with
 *  `vite:preloadError`, and if a listener cancels the event the import resolves with undefined. */
function viteImport(importChunk: () => Promise<PageModule>) {
  return () =>
    importChunk().catch((error: unknown) => {
      const event = new Event('vite:preloadError', { cancelable: true });
      Object.assign(event, { payload: error });
      window.dispatchEvent(event);
      if (!event.defaultPrevented) throw error;
      return undefined as unknown as PageModule;
    });
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

function renderPage(Page: ComponentType) {
  return render(
    <MemoryRouter>
      <PageErrorBoundary>
        <Suspense fallback="加载中">
          <Page />
        </Suspense>
      </PageErrorBoundary>
    </MemoryRouter>,
  );
}

describe('chunk recovery offline', () => {
  let stopWatching: () => void = () => {};
  let logged: unknown[] = [];
  beforeEach(() => {
    stopWatching = watchPreloadErrors();
    // React logs every error an error boundary catches; here they are expected (and read below).
    logged = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(...args));
  });
  afterEach(() => stopWatching());

  it('never reloads while the browser is offline', () => {
    setOnline(false);
    expect(reloadOnceForChunk()).toBe(false);
    expect(browser.reload).not.toHaveBeenCalled();
  });

  it("offline: a page whose chunk cannot load shows the console's error screen, not a reload, and loads when the connection is back", async () => {
    setOnline(false);
    const importChunk = vi.fn<() => Promise<PageModule>>().mockRejectedValue(importFailure());
    renderPage(lazyPage(viteImport(importChunk)));

    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    expect(screen.getByText('请检查网络后重试。')).toBeInTheDocument();
    expect(browser.reload).not.toHaveBeenCalled();

    importChunk.mockResolvedValue(pageModule);
    setOnline(true);
    expect(await screen.findByText('页面内容')).toBeInTheDocument();
    expect(importChunk).toHaveBeenCalledTimes(2); // imported anew, not the cached failure
    expect(browser.reload).not.toHaveBeenCalled();
  });

  it('重新加载 on a failed chunk imports it again instead of reloading the page', async () => {
    setOnline(false);
    const importChunk = vi.fn<() => Promise<PageModule>>().mockRejectedValue(importFailure());
    renderPage(lazyPage(viteImport(importChunk)));
    await userEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('页面加载失败')).toBeInTheDocument(); // still offline: the screen stays
    expect(importChunk).toHaveBeenCalledTimes(2);
    importChunk.mockResolvedValue(pageModule);
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('页面内容')).toBeInTheDocument();
    expect(browser.reload).not.toHaveBeenCalled();
  });

  it('a chunk that keeps failing after the one reload shows the error screen with the chunk error, not "reading \'default\'"', async () => {
    setOnline(true);
    expect(reloadOnceForChunk()).toBe(true); // the reload already happened a moment ago
    const caught: unknown[] = [];
    const onError = (event: ErrorEvent) => caught.push(event.error);
    window.addEventListener('error', onError);
    renderPage(lazyPage(viteImport(() => Promise.reject(importFailure()))));

    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    window.removeEventListener('error', onError);
    const texts = [...caught, ...logged]
      .map((c) => (c instanceof Error ? `${c.name}: ${c.message}` : String(c)))
      .join('\n');
    expect(texts).not.toMatch(/reading 'default'/);
    expect(texts).toMatch(/Failed to fetch dynamically imported module/);
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it('online, the first failed chunk reloads once and shows no error screen meanwhile', async () => {
    setOnline(true);
    renderPage(lazyPage(viteImport(() => Promise.reject(importFailure()))));
    await vi.waitFor(() => expect(browser.reload).toHaveBeenCalledTimes(1));
    // React has handled whatever the failed load settled to: an error thrown after the reload would show now
    await act(async () => {});
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(screen.queryByText('页面加载失败')).not.toBeInTheDocument();
  });
});
