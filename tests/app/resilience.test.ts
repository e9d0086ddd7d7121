import { browser } from '@/lib/browser';
import { ChunkLoadError, isChunkError, loadWithTimeout, reloadOnceForChunk } from '@/app/chunk-recovery';
import { watchNetwork } from '@/app/network-watch';
import { useTips } from '@/lib/feedback/tips';

describe('chunk load failures', () => {
  it("recognises ChunkLoadError and CSS_CHUNK_LOAD_FAILED and the browsers' import failures", () => {
    expect(isChunkError(new ChunkLoadError())).toBe(true);
    expect(isChunkError(new Error('CSS_CHUNK_LOAD_FAILED'))).toBe(true);
    expect(isChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkError(new Error('something else'))).toBe(false);
  });

  it('a chunk slower than the time-out fails with ChunkLoadError', async () => {
    await expect(loadWithTimeout(() => new Promise(() => {}), 20)).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('reloads exactly once, never in a loop', () => {
    expect(reloadOnceForChunk(1_000_000)).toBe(true);
    expect(reloadOnceForChunk(1_000_500)).toBe(false); // the same chunk fails again right after the reload
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunk(1_000_000 + 120_000)).toBe(true); // a later, unrelated failure may reload again
  });

  it('a failed lazy page leads to exactly one reload', async () => {
    const { lazyPage } = await import('@/app/lazy-page');
    const { render } = await import('@testing-library/react');
    const { Suspense, createElement } = await import('react');
    const Page = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(createElement(Suspense, { fallback: 'loading' }, createElement(Page)));
    await vi.waitFor(() => expect(browser.reload).toHaveBeenCalledTimes(1));
  });
});

describe('network watch', () => {
  it('offline: tells the user; back online after a drop: reloads once', () => {
    const stop = watchNetwork();
    window.dispatchEvent(new Event('offline'));
    expect(useTips.getState().tips.map((t) => t.text)).toContain('网络已断开，请检查网络连接');
    expect(browser.reload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    expect(browser.reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('online without a drop only logs that the network is normal', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const stop = watchNetwork();
    window.dispatchEvent(new Event('online'));
    expect(browser.reload).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalled();
    stop();
  });
});
