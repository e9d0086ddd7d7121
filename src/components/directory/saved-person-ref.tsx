import { usePersonRef } from './ref-queries';
import { personDisplay, RefText } from './ref-text';

interface SavedPersonRefProps {
  /** the person as recorded: by enterprise user id, or by lenovoId */
  userId?: string;
  lenovoId?: string;
  /** the name as it was saved */
  name: string;
}

/** A person named in history (a change-log entry, a recorded change): the name as it was saved,
 *  with the person's state today, 已离职 / 已删除 (docs/product.md Part D §1 "The person's own
 *  records"). */
export function SavedPersonRef({ userId, lenovoId, name }: SavedPersonRefProps) {
  const id = userId ?? lenovoId ?? '';
  const ref = usePersonRef(userId ? 'userId' : 'lenovoId', id);
  const { text, mark, pending } = personDisplay(id ? ref.data : undefined, name, ref.isError);
  return <RefText text={name || text} mark={mark} pending={!name && pending} />;
}
