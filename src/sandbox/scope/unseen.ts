import { Reject } from '../respond';
import { OUT_OF_SCOPE_MESSAGE } from './messages';
import { callerCover } from './effective-scope';

// Saves that replace a whole list a scoped administrator saw only in part (assumed contract "Scoped
// administrators"): what lies outside her 管理范围 she neither saw nor touched, so it stays.

/** `sent`, plus the ids of `was` outside the caller's scope (all of `sent` when she sees all). */
export function keepUnseen(enterpriseNumber: string, callerLenovoId: string, was: readonly string[], sent: string[]) {
  const covered = callerCover(enterpriseNumber, callerLenovoId);
  if (!covered) return sent;
  const kept = was.filter((id) => covered.outside.has(id) && !sent.includes(id));
  return kept.length ? [...sent, ...kept] : sent;
}

/** Refuses a scoped caller a write whose effect reaches `ids` (e.g. the CEO it replaces) outside her scope. */
export function requireSeen(enterpriseNumber: string, callerLenovoId: string, ids: readonly string[]) {
  const covered = callerCover(enterpriseNumber, callerLenovoId);
  if (covered && ids.some((id) => covered.outside.has(id))) throw new Reject(403, OUT_OF_SCOPE_MESSAGE);
}

/** Whether the caller's scope covers a person or department (always, when she sees all): what a
 *  write acts on of its own accord (the unread an announcement's reminder reaches) stays in it. */
export function seenBy(enterpriseNumber: string, callerLenovoId: string): (id: string) => boolean {
  const covered = callerCover(enterpriseNumber, callerLenovoId);
  return (id) => !covered || !covered.outside.has(id);
}
