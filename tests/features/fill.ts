import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';

/** A user without per-click style checks: role and pointer checks are slow on the big layout DOM. */
export const fastUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Types into a field in one go (a paste): as a user would, without a render per key. */
export async function fill(user: UserEvent, el: HTMLElement, text: string) {
  await user.clear(el);
  await user.click(el);
  await user.paste(text);
}

export const SLOW = { timeout: 15000 };
