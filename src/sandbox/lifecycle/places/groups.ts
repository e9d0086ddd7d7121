import { groups, type GroupRow } from '../../org-tables';
import type { FieldChange } from '../../changelog';
import type { LifecycleContext } from '../context';
import type { ReferencePlace } from '../registry';
import { departmentReference, personReference } from './references';

// Group chats (docs/product.md Part D §2): the owner is a responsibility, membership ends with the
// departure, a department group chat outlives its department as an ordinary group chat.

const groupsOf = (e: string) => groups().filter((g) => g.enterpriseNumber === e);

/** A group chat left without any member is dissolved. */
function dissolve(g: GroupRow, by: string): FieldChange {
  const all = groups();
  all.splice(all.indexOf(g), 1);
  return { field: `群聊「${g.groupName}」`, before: by, after: '已解散' };
}

/** The earliest member still here takes over; nobody left: the group chat is dissolved. */
function nextOwner(c: LifecycleContext, g: GroupRow, leaver: { id: string; name: string }): FieldChange {
  const heir = g.memberIds.map((id) => c.livingById(id)).find((p) => p !== undefined);
  if (!heir) return dissolve(g, leaver.name);
  g.ownerId = heir.id;
  return { field: `群聊「${g.groupName}」群主`, before: leaver.name, after: heir.name };
}

/** 群聊: a responsibility. The receiver becomes owner and a member. */
const groupOwner: ReferencePlace = {
  kind: 'groupOwner',
  label: '群聊',
  unit: '个',
  handover: 'mandatory',
  released: '由最早加入的成员接任群主',
  holdings: (c, p) =>
    groupsOf(c.e)
      .filter((g) => g.ownerId === p.id)
      .map((g) => ({ id: g.groupId, name: g.groupName })),
  handOver: (c, p, to, items) => {
    const ids = new Set(items.map((i) => i.id));
    return groupsOf(c.e)
      .filter((g) => ids.has(g.groupId) && g.ownerId === p.id)
      .map((g) => {
        g.ownerId = to.id;
        if (!g.memberIds.includes(to.id)) g.memberIds.push(to.id);
        return { field: `群聊「${g.groupName}」群主`, before: p.name, after: to.name };
      });
  },
  release: (c, p) =>
    groupsOf(c.e)
      .filter((g) => g.ownerId === p.id)
      .map((g) => nextOwner(c, g, p)),
  references: (e) => groupsOf(e).map((g) => personReference(`群聊「${g.groupName}」群主`, 'id', g.ownerId)),
};

/** 群聊成员: not handed over (a group chat follows the receiver's own work); the person leaves it. */
const groupMember: ReferencePlace = {
  kind: 'groupMember',
  label: '群聊成员',
  unit: '个',
  handover: 'none',
  released: '离职后退出',
  holdings: (c, p) =>
    groupsOf(c.e)
      .filter((g) => g.memberIds.includes(p.id))
      .map((g) => ({ id: g.groupId, name: g.groupName })),
  release: (c, p) =>
    groupsOf(c.e)
      .filter((g) => g.memberIds.includes(p.id))
      .map((g) => {
        g.memberIds = g.memberIds.filter((id) => id !== p.id);
        if (!g.memberIds.some((id) => c.livingById(id))) return dissolve(g, p.name);
        return { field: `群聊「${g.groupName}」成员`, before: p.name, after: '' };
      }),
  references: (e) =>
    groupsOf(e).flatMap((g) => g.memberIds.map((id) => personReference(`群聊「${g.groupName}」成员`, 'id', id))),
};

/** A department group chat: when its department goes, it stays as an ordinary group chat. */
const departmentGroup: ReferencePlace = {
  kind: 'departmentGroup',
  label: '部门群',
  unit: '个',
  departmentsRemoved: (c, ids) =>
    groupsOf(c.e)
      .filter((g) => g.departId && ids.has(g.departId))
      .map((g) => {
        delete g.departId;
        return { field: `群聊「${g.groupName}」`, before: '部门群', after: '普通群聊' };
      }),
  references: (e) =>
    groupsOf(e)
      .filter((g) => g.departId)
      .map((g) => departmentReference(`部门群「${g.groupName}」`, g.departId!)),
};

export const groupPlaces: readonly ReferencePlace[] = [groupOwner, groupMember, departmentGroup];
