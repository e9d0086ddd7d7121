import type { UserEvent } from '@testing-library/user-event';

/** Types into a field in one go (a paste): as a user would, without a render per key. */
export async function fill(user: UserEvent, el: HTMLElement, text: string) {
  await user.clear(el);
  await user.click(el);
  await user.paste(text);
}

export const SLOW = { timeout: 5000 };
