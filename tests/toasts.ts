import { waitFor } from '@testing-library/react';

/** The texts of the toasts on screen. */
export const toastTexts = () => [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent ?? '');

export async function expectToasts(texts: string[]) {
  await waitFor(() => expect(toastTexts()).toEqual(texts));
}

/** Gives a late toast time to appear, then asserts there is none. Callers first wait for what would
 *  ask for the toast (e.g. recordRequests().settled()); this covers antd drawing one it was asked for. */
export async function expectNoToast() {
  // eslint-disable-next-line no-restricted-syntax -- antd's message holder exposes no state to wait for
  await new Promise((r) => setTimeout(r, 60));
  expect(toastTexts()).toEqual([]);
}
