import { usePersonRef } from './ref-queries';
import { personDisplay, RefText, UNKNOWN_PERSON } from './ref-text';

interface PersonRefProps {
  /** the person as stored: by lenovoId, or by enterprise user id */
  lenovoId?: string;
  userId?: string;
  /** the name the caller already has (a stored copy): shown while the reference resolves */
  name?: string;
}

/** A stored reference to a person: the name, with 已离职 / 已删除; 未知人员 when unresolvable. All the
 *  references rendered together are resolved in one call (ref-batcher.ts). */
export function PersonRef({ lenovoId, userId, name }: PersonRefProps) {
  const id = userId ?? lenovoId ?? '';
  const ref = usePersonRef(userId ? 'userId' : 'lenovoId', id);
  return <RefText {...(id ? personDisplay(ref.data, name, ref.isError) : { text: name || UNKNOWN_PERSON })} />;
}
