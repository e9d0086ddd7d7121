import { waitFor } from '@testing-library/react';

/** The texts of the toasts on screen. */
export const toastTexts = () => [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent ?? '');

export async function expectToasts(texts: string[]) {
  await waitFor(() => expect(toastTexts()).toEqual(texts));
}

/** Gives a late toast time to appear, then asserts there is none. */
export async function expectNoToast() {
  await new Promise((r) => setTimeout(r, 60));
  expect(toastTexts()).toEqual([]);
}
