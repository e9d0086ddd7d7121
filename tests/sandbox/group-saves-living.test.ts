import { send } from './send';
import { groups, imports, type GroupRow } from '@/sandbox/org-tables';
import { E_MAIN, plain } from './lifecycle-fixtures';

// Group chat saves after someone left (docs/product.md Part D §2, §3): a form opened before the
// departure still saves, without the person, and says so; the minimum of 3 members applies when a
// save changes the members, not to a rename of a group that departures made smaller.
const G = '/group-server/v1_admin';
const E = '/enterprise-server';
const depart = async (id: string) => expect((await send(`${E}/admin/users/departure`, { ids: [id] })).code).toBe(200);

/** A group of these people, the first its owner. */
function groupOf(name: string, people: Array<{ id: string }>): GroupRow {
  const g: GroupRow = {
    groupId: `g-${name}`,
    enterpriseNumber: E_MAIN,
    groupName: name,
    property: 'inner',
    nature: 'private',
    ownerId: people[0].id,
    memberIds: people.map((p) => p.id),
    createTime: '2026-01-01 10:00:00',
  };
  groups().unshift(g);
  return g;
}

function people(n: number) {
  const out: Array<ReturnType<typeof plain>> = [];
  while (out.length < n) out.push(plain(out));
  return out;
}

const edit = (g: GroupRow, patch: Record<string, unknown>) =>
  send(`${G}/edit_group`, {
    groupId: g.groupId,
    groupName: g.groupName,
    property: g.property,
    nature: g.nature,
    ...patch,
  });

describe('group chat saves after a departure', () => {
  it('renames a group that a departure left with 2 members; a form naming the person who left saves without them', async () => {
    const [a, b, c] = people(3);
    const g = groupOf('三人组', [a, b, c]);
    await depart(c.id);
    expect(g.memberIds).toEqual([a.id, b.id]);
    const res = (await edit(g, { groupName: '两人组', memberIds: [a.id, b.id, c.id], ownerId: a.id })) as {
      code: number;
      pruned?: unknown[];
    };
    expect(res).toMatchObject({ code: 200, pruned: [{ kind: 'person', id: c.id, name: c.name, state: 'departed' }] });
    expect(g).toMatchObject({ groupName: '两人组', memberIds: [a.id, b.id], ownerId: a.id });
  });

  it('still refuses a change of members that leaves fewer than 3', async () => {
    const [a, b, c, d] = people(4);
    const g = groupOf('四人组', [a, b, c, d]);
    expect(await edit(g, { memberIds: [a.id, b.id] })).toMatchObject({ code: 500, message: '创建失败，群成员至少3人' });
    expect(g.memberIds).toHaveLength(4);
  });

  it('an owner who left while the form was open: the owner who took over stays, not the first member', async () => {
    const [a, b, c, d] = people(4);
    const g = groupOf('交接组', [a, b, c, d]);
    await depart(a.id);
    expect(g.ownerId).toBe(b.id);
    expect((await edit(g, { memberIds: [a.id, c.id, b.id, d.id], ownerId: a.id })).code).toBe(200);
    expect(g).toMatchObject({ ownerId: b.id, memberIds: [c.id, b.id, d.id] });
  });

  it('creates a group without a person who left, and refuses it when fewer than 3 are left', async () => {
    const [a, b, c, d] = people(4);
    await depart(d.id);
    const create = (groupName: string, ids: string[]) =>
      send(`${G}/create_group`, { groupName, property: 'inner', nature: 'private', memberIds: ids, ownerId: ids[0] });
    expect(await create('新群', [d.id, a.id, b.id, c.id])).toMatchObject({
      code: 200,
      pruned: [{ id: d.id, state: 'departed' }],
    });
    expect(groups().find((g) => g.groupName === '新群')).toMatchObject({
      ownerId: a.id,
      memberIds: [a.id, b.id, c.id],
    });
    expect(await create('小群', [a.id, b.id, d.id])).toMatchObject({ code: 500, message: '创建失败，群成员至少3人' });
  });

  it('imports a staged group without the people who left since the analysis', async () => {
    const [a, b, c] = people(3);
    imports().push({
      importId: 'imp-x',
      enterpriseNumber: E_MAIN,
      kind: 'group',
      ok: [
        {
          groupName: '导入群',
          property: 'inner',
          nature: 'private',
          ownerId: a.id,
          memberIds: [a.id, b.id, c.id].join(','),
          memberCount: '3',
        },
      ],
      bad: [],
      createdAt: Date.now(),
    });
    await depart(a.id);
    const res = await send('/group-server/import_group', { importId: 'imp-x' });
    expect(res).toMatchObject({ code: 200, data: { count: 1 }, pruned: [{ id: a.id, state: 'departed' }] });
    expect(groups().find((g) => g.groupName === '导入群')).toMatchObject({ ownerId: b.id, memberIds: [b.id, c.id] });
  });
});
