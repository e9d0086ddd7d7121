/** What the console refuses before any call when departing or deleting people (the server refuses
 *  the same, with the same texts): the signed-in administrator himself, and the enterprise head. */
export const REFUSE_SELF = '不能对当前登录的管理员执行此操作';
export const REFUSE_CEO = '企业负责人不能离职或删除，请先更换企业负责人';

interface Person {
  id: string;
  lenovoId?: string;
  isCeo?: boolean;
}

/** Why these people cannot be departed or deleted, or null. `ceoId` names the head when the
 *  records themselves do not carry isCeo (e.g. people chosen in a member picker). */
export function departRefusal(
  people: readonly Person[],
  myLenovoId: string | undefined,
  ceoId?: string | null,
): string | null {
  if (myLenovoId && people.some((p) => p.lenovoId === myLenovoId)) return REFUSE_SELF;
  if (people.some((p) => p.isCeo || (!!ceoId && p.id === ceoId))) return REFUSE_CEO;
  return null;
}
