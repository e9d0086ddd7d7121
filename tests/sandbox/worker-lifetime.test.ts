import { restartWhenRestored, startUntilPageHides } from '@/sandbox/worker-lifetime';

// The in-browser sandbox's worker must answer as long as the page lives (worker-lifetime.ts): msw 2
// stops it on beforeunload, although a leave prompt answered 取消 keeps the page.

describe('the sandbox worker lives as long as the page', () => {
  const original = window.addEventListener;
  const wasOwn = Object.prototype.hasOwnProperty.call(window, 'addEventListener');
  const untouched = () => {
    expect(window.addEventListener).toBe(original);
    expect(Object.prototype.hasOwnProperty.call(window, 'addEventListener')).toBe(wasOwn);
  };

  it("msw's page-closing listener, registered while it starts, runs on pagehide and not on beforeunload", async () => {
    const closed = vi.fn();
    await startUntilPageHides(async () => window.addEventListener('beforeunload', closed));
    window.dispatchEvent(new Event('beforeunload'));
    expect(closed).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(closed).toHaveBeenCalledTimes(1);
    window.removeEventListener('pagehide', closed);
  });

  it('listeners added after the start, or for other events, are left alone', async () => {
    const message = vi.fn();
    await startUntilPageHides(async () => window.addEventListener('message', message));
    const ask = vi.fn();
    window.addEventListener('beforeunload', ask);
    window.dispatchEvent(new Event('beforeunload'));
    window.dispatchEvent(new Event('message'));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(message).toHaveBeenCalledTimes(1);
    untouched();
    window.removeEventListener('beforeunload', ask);
    window.removeEventListener('message', message);
  });

  it('a failed start leaves addEventListener as it was', async () => {
    await expect(startUntilPageHides(() => Promise.reject(new Error('no worker')))).rejects.toThrow('no worker');
    untouched();
  });

  it('a page restored from the back/forward cache starts again; an ordinary pageshow does not', () => {
    const reload = vi.fn();
    restartWhenRestored(reload);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
