import { hiddenCountOf } from '../scope/lens';
import { route, type AuthedInput } from '../route';
import { keepUnseen, seenBy } from '../scope/unseen';
import { paginate, Reject, required } from '../respond';
import { newId } from '../random';
import { enterpriseNumberOf, groups, imports, note, nowStamp, peopleNames, staff, type GroupRow } from '../org-tables';
import { listNames } from '../changelog';
import { isUpload, readXlsxRecords, xlsxResponse } from '../xlsx';
import { idList, oneOf, paging, text } from '../validate/input';
import { keepLiving } from '../lifecycle/keep-living';

// Group chats (admin-modules §7 "Group chats").
const G = '/group-server';
const MIN_MEMBERS = 3;
const PROPERTY = { outer: '外部群', inner: '内部群' } as const;
const NATURE = { public: '公开群', private: '私有群' } as const;
const IMPORT_HEADERS: Record<string, string> = {
  群名称: 'groupName',
  群类型: 'property',
  群性质: 'nature',
  群主手机号: 'owner',
  成员手机号: 'members',
};

function ctx(input: AuthedInput) {
  const e = enterpriseNumberOf(input);
  const people = new Map(
    staff()
      .filter((p) => p.enterpriseNumber === e && p.status !== 'departure')
      .map((p) => [p.id, p]),
  );
  const view = (g: GroupRow) => ({
    groupId: g.groupId,
    groupName: g.groupName,
    property: g.property,
    nature: g.nature,
    ownerId: g.ownerId,
    ownerName: people.get(g.ownerId)?.name ?? '',
    memberCount: g.memberIds.length,
    ...(hiddenCountOf(g, 'memberIds') ? { hiddenMemberCount: hiddenCountOf(g, 'memberIds') } : {}),
    createTime: g.createTime,
    departId: g.departId ?? '',
  });
  return { e, people, view };
}

function find(input: AuthedInput, id: unknown) {
  if (id === undefined || id === null || id === '') throw new Reject(400, '参数groupId不能为空');
  const c = ctx(input);
  const g = groups().find((x) => x.enterpriseNumber === c.e && x.groupId === String(id ?? ''));
  if (!g) throw new Reject(404, '群聊不存在');
  return { ...c, g };
}

const sameMembers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** The fields of a create or an edit (`current`: the group edited). People who departed or were
 *  deleted since the form was opened are left out and reported (docs/product.md Part D §3); the
 *  minimum of members applies when the save changes the members, not to a rename of a group that
 *  departures made smaller. An owner who left since: the group's owner now (who took over), else
 *  the first member. The name must not be another group's of the enterprise. */
function validate(e: string, b: Record<string, unknown>, people: Map<string, unknown>, current?: GroupRow) {
  const name = text(b, 'groupName', { label: '群名称', max: 30, required: true });
  if (!Object.hasOwn(PROPERTY, String(b.property))) throw new Reject(400, '群类型不正确');
  if (!Object.hasOwn(NATURE, String(b.nature))) throw new Reject(400, '群性质不正确');
  if (b.memberIds !== undefined && !Array.isArray(b.memberIds)) throw new Reject(400, '参数memberIds格式错误');
  const sent = [...new Set(Array.isArray(b.memberIds) ? b.memberIds.map(String) : (current?.memberIds ?? []))];
  const asked =
    b.ownerId === undefined || b.ownerId === null || b.ownerId === '' ? (current?.ownerId ?? '') : String(b.ownerId);
  const living = new Set(keepLiving(e, { userIds: [...sent, ...(asked ? [asked] : [])] }).userIds);
  const members = sent.filter((id) => living.has(id));
  if (members.some((id) => !people.has(id))) throw new Reject(404, '部分成员不存在或已离职');
  if ((!current || !sameMembers(members, current.memberIds)) && members.length < MIN_MEMBERS)
    throw new Reject(500, '创建失败，群成员至少3人');
  const ownerId = !asked
    ? members[0]
    : living.has(asked)
      ? asked
      : current && members.includes(current.ownerId)
        ? current.ownerId
        : members[0];
  if (!members.includes(ownerId)) throw new Reject(400, '群主须为群成员');
  if (groups().some((x) => x.enterpriseNumber === e && x.groupName === name && x !== current))
    throw new Reject(500, '群名称已存在');
  return { name, members, ownerId };
}

function search(input: AuthedInput, keyword: string) {
  const { e, view } = ctx(input);
  paging(input.body);
  const { property, nature, page, size } = input.body;
  if (property) oneOf(property, Object.keys(PROPERTY), 'property');
  if (nature) oneOf(nature, Object.keys(NATURE), 'nature');
  const rows = groups().filter(
    (g) =>
      g.enterpriseNumber === e &&
      (!keyword || g.groupName.includes(keyword)) &&
      (!property || g.property === property) &&
      (!nature || g.nature === nature),
  );
  const out = paginate(rows, page, size);
  return { ...out, list: out.list.map(view) };
}

const memberColumns = [
  { header: '姓名', key: 'name' },
  { header: '手机号', key: 'telephone' },
  { header: '邮箱', key: 'email', width: 28 },
  { header: '职位', key: 'position' },
];

/** "创建群聊 项目群（群主 李娜，成员 李娜、王强…）": the group, its owner and every member. */
function groupNote(input: AuthedInput, action: string, result: unknown) {
  const { groupId, groupName, ownerName } = result as { groupId: string; groupName: string; ownerName: string };
  const g = groups().find((x) => x.groupId === groupId);
  const members = peopleNames(enterpriseNumberOf(input), g?.memberIds ?? [], 'id');
  return note('f06', `${action} ${groupName}（群主 ${ownerName}，成员 ${listNames(members)}）`, {
    people: [ownerName, ...members],
    objects: [groupName],
  });
}

const groupHandlers = [
  route('post', G, '/v1_admin/find_group', (input) => search(input, ''), { read: true }),
  route(
    'post',
    G,
    '/v1_admin/search_group',
    (input) => search(input, text(input.body, 'keyword', { label: '关键字', max: 50 })),
    { read: true },
  ),

  route(
    'post',
    G,
    '/v1_admin/create_group',
    (input) => {
      const { e, people, view } = ctx(input);
      const { name, members, ownerId } = validate(e, input.body, people);
      const g: GroupRow = {
        groupId: newId('g-'),
        enterpriseNumber: e,
        groupName: name,
        property: input.body.property as GroupRow['property'],
        nature: input.body.nature as GroupRow['nature'],
        ownerId,
        memberIds: members,
        createTime: nowStamp(),
      };
      groups().unshift(g);
      return view(g);
    },
    { log: (i, r) => groupNote(i, '创建群聊', r) },
  ),

  route(
    'post',
    G,
    '/v1_admin/edit_group',
    (input) => {
      required(input.body, ['groupId']);
      const { e, g, people, view } = find(input, input.body.groupId);
      // a scoped administrator saved the members she sees; those outside her scope stay, and count
      const sent = input.body.memberIds;
      const memberIds = Array.isArray(sent)
        ? keepUnseen(e, input.account.lenovoId, g.memberIds, sent.map(String))
        : sent;
      const { name, members, ownerId } = validate(
        e,
        { ...g, ...input.body, memberIds, ownerId: input.body.ownerId },
        people,
        g,
      );
      Object.assign(g, {
        groupName: name,
        property: input.body.property ?? g.property,
        nature: input.body.nature ?? g.nature,
        memberIds: members,
        ownerId,
      });
      return view(g);
    },
    { log: (i, r) => groupNote(i, '编辑群聊', r) },
  ),

  route(
    'post',
    G,
    '/v1_admin/del_group',
    (input) => {
      required(input.body, ['groupId']);
      const { g } = find(input, input.body.groupId);
      groups().splice(groups().indexOf(g), 1);
      return { groupName: g.groupName };
    },
    {
      log: (_i, r) => {
        const { groupName } = r as { groupName: string };
        return note('f06', `解散群聊 ${groupName}`, { objects: [groupName] });
      },
    },
  ),

  route(
    'post',
    G,
    '/v1_admin/batch_del_group',
    (input) => {
      const found = idList(input.body.groupIds, 'groupIds').map((id) => find(input, id).g);
      for (const g of found) groups().splice(groups().indexOf(g), 1);
      return { count: found.length, groupNames: found.map((g) => g.groupName) };
    },
    {
      log: (_i, r) => {
        const objects = (r as { groupNames: string[] }).groupNames;
        return note('f06', `批量解散群聊 ${listNames(objects, '个')}`, { objects });
      },
    },
  ),

  route('get', G, '/v1_admin/down_group_menbers', async (input) => {
    const { g, people } = find(input, input.query.get('groupId'));
    const rows = g.memberIds.map((id) => people.get(id)).filter((p) => !!p);
    return xlsxResponse(`${g.groupName}群成员.xlsx`, memberColumns, rows);
  }),

  route(
    'post',
    G,
    '/group_detail',
    (input) => {
      const { g, people, view } = find(input, input.body.groupId);
      return {
        ...view(g),
        members: g.memberIds
          .map((id) => people.get(id))
          .filter(Boolean)
          .map((p) => ({
            id: p!.id,
            name: p!.name,
            telephone: p!.telephone,
            position: p!.position,
            isOwner: p!.id === g.ownerId,
          })),
      };
    },
    { read: true },
  ),

  route(
    'post',
    G,
    '/search/findGroupInfo',
    (input) => {
      const { g, view } = find(input, input.query.get('groupId'));
      return view(g);
    },
    { read: true },
  ),

  route('get', G, '/search/exportGroups', async (input) => {
    const { e, view } = ctx(input);
    const ids = new Set(
      input.query
        .getAll('groupIds')
        .flatMap((v) => v.split(','))
        .filter(Boolean),
    );
    if (!ids.size) throw new Reject(400, '请选择要导出的群聊');
    const rows = groups()
      .filter((g) => g.enterpriseNumber === e && ids.has(g.groupId))
      .map((g) => ({ ...view(g), propertyText: PROPERTY[g.property], natureText: NATURE[g.nature] }));
    return xlsxResponse(
      '群聊列表.xlsx',
      [
        { header: '群名称', key: 'groupName', width: 24 },
        { header: '群类型', key: 'propertyText' },
        { header: '群性质', key: 'natureText' },
        { header: '群主', key: 'ownerName' },
        { header: '成员数', key: 'memberCount' },
        { header: '创建时间', key: 'createTime', width: 22 },
      ],
      rows,
    );
  }),

  route('post', G, '/import_group_analysis', async (input) => {
    const { e, people } = ctx(input);
    if (!isUpload(input.body.file)) throw new Reject(400, '请上传文件');
    const records = await readXlsxRecords(input.body.file, IMPORT_HEADERS).catch(() => {
      throw new Reject(500, '文件解析失败，请使用模板填写后上传');
    });
    if (!records.length) throw new Reject(500, '文件中没有群聊数据');
    // a scoped administrator's sheet reaches her people only: anyone else reads as no member
    const seen = seenBy(e, input.account.lenovoId);
    const byPhone = new Map([...people.values()].filter((p) => seen(p.id)).map((p) => [p.telephone, p.id]));
    const ok: Array<Record<string, string>> = [];
    const bad: Array<Record<string, string>> = [];
    for (const r of records) {
      const property = r.property === '外部群' ? 'outer' : r.property === '内部群' ? 'inner' : '';
      const nature = r.nature === '公开群' ? 'public' : r.nature === '私有群' ? 'private' : '';
      const memberIds = (r.members ?? '')
        .split(/[,，、\s]+/)
        .filter(Boolean)
        .map((t) => byPhone.get(t) ?? `?${t}`);
      const ownerId = byPhone.get(r.owner ?? '') ?? '';
      const reason = !r.groupName
        ? '群名称为空'
        : groups().some((g) => g.enterpriseNumber === e && g.groupName === r.groupName)
          ? '群名称已存在'
          : !property
            ? '群类型不正确'
            : !nature
              ? '群性质不正确'
              : !ownerId
                ? '群主不是企业成员'
                : memberIds.some((id) => id.startsWith('?'))
                  ? '存在非企业成员'
                  : new Set([ownerId, ...memberIds]).size < MIN_MEMBERS
                    ? '创建失败，群成员至少3人'
                    : '';
      if (reason) bad.push({ ...r, reason });
      else
        ok.push({
          groupName: r.groupName,
          property,
          nature,
          ownerId,
          memberIds: [...new Set([ownerId, ...memberIds])].join(','),
          memberCount: String(new Set([ownerId, ...memberIds]).size),
        });
    }
    const importId = newId('imp-');
    imports().push({ importId, enterpriseNumber: e, kind: 'group', ok, bad, createdAt: Date.now() });
    return { importId, importable: ok, unImportable: bad };
  }),

  route(
    'post',
    G,
    '/import_group',
    (input) => {
      const { e } = ctx(input);
      required(input.body, ['importId']);
      const found = imports().find(
        (i) => i.importId === input.body.importId && i.kind === 'group' && i.enterpriseNumber === e,
      );
      if (!found) throw new Reject(404, '请先上传文件进行解析');
      if (!found.ok.length) throw new Reject(500, '没有可导入的群聊');
      // people who left since the analysis are left out and reported; an owner who left: the first
      // member still here; a group nobody is left in is not created (docs/product.md Part D §2)
      const made: string[] = [];
      for (const r of found.ok) {
        const staged = r.memberIds.split(',');
        const living = new Set(keepLiving(e, { userIds: staged }).userIds);
        const memberIds = staged.filter((id) => living.has(id));
        if (!memberIds.length) continue;
        const ownerId = living.has(r.ownerId) ? r.ownerId : memberIds[0];
        groups().unshift({
          groupId: newId('g-'),
          enterpriseNumber: e,
          groupName: r.groupName,
          property: r.property as GroupRow['property'],
          nature: r.nature as GroupRow['nature'],
          ownerId,
          memberIds,
          createTime: nowStamp(),
        });
        made.push(r.groupName);
      }
      imports().splice(imports().indexOf(found), 1);
      return { count: made.length, groupNames: made };
    },
    {
      log: (_i, r) => {
        const objects = (r as { groupNames: string[] }).groupNames;
        return note('f06', `导入群聊 ${listNames(objects, '个')}`, { objects });
      },
    },
  ),

  route('get', G, '/import_group/template', () =>
    xlsxResponse(
      '群聊导入模板.xlsx',
      Object.entries(IMPORT_HEADERS).map(([header, key]) => ({ header, key, width: 20 })),
      [
        {
          groupName: '项目沟通群',
          property: '内部群',
          nature: '私有群',
          owner: '13800000001',
          members: '13800000003,13900000000',
        },
      ],
    ),
  ),
];

export default groupHandlers;
