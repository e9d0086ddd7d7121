import { call } from './call';
import { herCover, scopedToken, storeText } from './scope-fixtures';
import { groups } from '@/sandbox/org-tables';
import { HOLDS_HIDDEN_MESSAGE } from '@/sandbox/scope/hidden-parts';
import '@/sandbox/handlers';

// 欧阳敏 (销售部, 市场部, every menu) reads rows whose lists name people or departments outside her
// 管理范围: each answer says how many entries it left out, so her forms can say what a save keeps
// (assumed contract "Partial writes"). Counts are taken from the store, not written by hand.
const hiddenOf = (ids: readonly string[]) => ids.filter((id) => !herCover().staffIds.has(id)).length;

describe('group chats', () => {
  const G = '/group-server';
  it('a chat with members outside lists hers and counts the rest; its 解散 is refused; a save keeps them', async () => {
    const token = scopedToken(true);
    const g = groups().find((x) => x.groupName === '研发技术交流')!;
    const hidden = hiddenOf(g.memberIds);
    expect(hidden).toBeGreaterThan(0);
    const list = await call(token, 'POST', `${G}/v1_admin/search_group`, { keyword: '研发技术', page: 1, size: 10 });
    expect((list.body.data as { list: unknown[] }).list).toEqual([
      expect.objectContaining({ memberCount: g.memberIds.length - hidden, hiddenMemberCount: hidden }),
    ]);
    const detail = await call(token, 'POST', `${G}/group_detail`, { groupId: g.groupId });
    const shown = detail.body.data as { members: Array<{ id: string }>; hiddenMemberCount: number };
    expect(shown.hiddenMemberCount).toBe(hidden);
    expect(shown.members).toHaveLength(g.memberIds.length - hidden);

    const before = storeText();
    const res = await call(token, 'POST', `${G}/v1_admin/del_group`, { groupId: g.groupId });
    expect(res.body.message).toBe(HOLDS_HIDDEN_MESSAGE);
    expect(storeText()).toBe(before);

    const members = [...g.memberIds];
    const saved = await call(token, 'POST', `${G}/v1_admin/edit_group`, {
      groupId: g.groupId,
      groupName: '研发技术交流群',
      property: g.property,
      nature: g.nature,
      memberIds: shown.members.map((m) => m.id),
      ownerId: g.ownerId,
    });
    expect(saved.body.message).toBe('成功');
    expect(groups().find((x) => x.groupId === g.groupId)).toMatchObject({
      groupName: '研发技术交流群',
      memberIds: members,
    });
  });

  it('a chat with none of hers hidden carries no count', async () => {
    const token = scopedToken(true);
    const list = await call(token, 'POST', `${G}/v1_admin/search_group`, { keyword: '销售周报', page: 1, size: 10 });
    expect((list.body.data as { list: object[] }).list[0]).not.toHaveProperty('hiddenMemberCount');
  });
});
