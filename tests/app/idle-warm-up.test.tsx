import { useEffect } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { preloadWhenIdle } from '@/app/layout/preload-pages';
import { useIdleWarmUp } from '@/app/layout/warm-up/idle-warm-up';

function Shell() {
  const warmUp = useIdleWarmUp();
  useEffect(() => preloadWhenIdle([], 0, warmUp.start), [warmUp.start]);
  return <main>{warmUp.node}</main>;
}

afterEach(() => {
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
});

it('mounts the large pages’ components once while idle, out of sight, then removes them', async () => {
  (window as { requestIdleCallback?: unknown }).requestIdleCallback = (run: () => void) => setTimeout(run, 0);
  render(<Shell />);
  const warmed = () => document.body.querySelector('[inert][aria-hidden] .ant-table');
  await waitFor(() => expect(warmed()).not.toBeNull(), { timeout: 5000 });
  // never offered to assistive technology or the user
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.queryByRole('tree')).toBeNull();
  await waitFor(() => expect(warmed()).toBeNull());
  expect(document.body.querySelector('[inert]')).toBeNull();
});
