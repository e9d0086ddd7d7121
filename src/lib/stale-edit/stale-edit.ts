import { chooseAction } from '@/lib/feedback/confirm';
import { lastChangeOf, type LastChange } from './last-change';

// No lost updates between administrators (docs/assumed-contract.md "Edits of a shared record"). The
// services have no version field, so before an edit form writes, it reads its record again and
// compares the part it edits with what it opened; when another administrator has changed it since,
// the user chooses 重新加载 (the form shows the record as it is now) or 仍然保存 (their values win).

/** An edit form's record, as the guard needs it. */
export interface StaleEdit<T> {
  /** the record as the form opened it */
  opened: T;
  /** when the form opened it (ms) */
  openedAt: number;
  /** the record as the server has it now; null when it is gone (the save then meets the server's own answer) */
  reread(): Promise<T | null>;
  /** the part of the record the form edits, in a form that compares (ids sorted, defaults filled) */
  edited(record: T): unknown;
  /** the record's name as the change log names it (a person's or an object's name) */
  name: string;
  /** 重新加载: put the record as it is now into the form */
  reload(fresh: T): void;
}

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v === undefined
        ? null
        : v,
  );

/** Whether the part a form edits differs between two readings of its record. */
export const changedBetween = <T>(edit: Pick<StaleEdit<T>, 'edited'>, a: T, b: T) =>
  canonical(edit.edited(a)) !== canonical(edit.edited(b));

export const STALE_TITLE = '记录已被他人修改';

/** The prompt's text: who and when where the change log tells, else 其他管理员. */
export function staleMessage(name: string, change: LastChange | null): string {
  const by = change ? `${change.name}于${change.time}` : '其他管理员';
  return `“${name}”在您打开后已被${by}修改。重新加载将显示最新内容，您在此处未保存的修改将丢失；仍然保存将以您的内容覆盖对方的修改。`;
}

/** Before the write of an edit form: true when it may go on (nothing changed since it opened, or the
 *  user chose 仍然保存). On 重新加载 the form is given the record as it is now and nothing is written;
 *  dismissed, nothing is written and the form keeps what was typed. A failed read rejects (the HTTP
 *  layer has told the user), so the write does not go ahead unchecked. */
export async function saveAllowed<T>(edit: StaleEdit<T>): Promise<boolean> {
  const fresh = await edit.reread();
  if (fresh === null || !changedBetween(edit, edit.opened, fresh)) return true;
  const change = await lastChangeOf(edit.name, edit.openedAt);
  const choice = await chooseAction({
    title: STALE_TITLE,
    content: staleMessage(edit.name, change),
    choices: [
      // each gives something up; 重新加载 shows the other's change before anything is written: the default
      { key: 'save', label: '仍然保存', danger: true },
      { key: 'reload', label: '重新加载', primary: true },
    ],
  });
  if (choice === 'reload') edit.reload(fresh);
  return choice === 'save';
}
