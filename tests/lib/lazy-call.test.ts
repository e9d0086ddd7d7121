import { lazyCall } from '@/lib/lazy-call';

describe('lazyCall', () => {
  it('calls synchronously once the module has loaded, after the import before that', async () => {
    const calls: string[] = [];
    const prefetch = lazyCall(
      () => Promise.resolve({ name: 'queries' }),
      (m) => calls.push(m.name),
    );
    prefetch();
    expect(calls).toEqual([]);
    await vi.waitFor(() => expect(calls).toEqual(['queries']));
    prefetch();
    expect(calls).toEqual(['queries', 'queries']);
  });

  it('a failed import neither calls nor rejects, and the next call imports again', async () => {
    const calls: string[] = [];
    let attempts = 0;
    const load = () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ name: 'queries' }));
    const prefetch = lazyCall(load, (m) => calls.push(m.name));
    await expect(prefetch.warm()).resolves.toBeUndefined();
    expect(calls).toEqual([]);
    prefetch();
    await prefetch.warm();
    expect(attempts).toBe(3);
    expect(calls).toEqual(['queries']);
  });

  it("gives the call's result, before the module has loaded and after", async () => {
    const pages = lazyCall(
      () => Promise.resolve({ size: 2 }),
      (m) => m.size * 10,
    );
    await expect(pages()).resolves.toBe(20);
    await expect(pages()).resolves.toBe(20);
    const failing = lazyCall(
      () => Promise.reject(new Error('offline')),
      () => 1,
    );
    await expect(failing()).resolves.toBeUndefined();
  });
});
