import { ADMIN, RESTRICTED_ADMIN, signInAs } from '../../sign-in';
import { call } from '../../sandbox/call';
import { cueWordRows, pluginRows, sceneRows } from '@/sandbox/ai-tables';
import { MAIN_ENTERPRISE, SECOND_ENTERPRISE } from '@/sandbox/seed/core';

const E = MAIN_ENTERPRISE;
const AI = '/enterprise-server/ai';
const of = (kind: string) => cueWordRows().filter((r) => r.enterpriseNumber === E && r.kind === kind);

describe('cue words in the sandbox', () => {
  let token = '';
  beforeEach(() => {
    token = signInAs();
  });
  const post = (path: string, body: unknown) => call(token, 'POST', `${AI}${path}`, body).then((r) => r.body);

  it('checks the lengths of a title and of each kind’s content', async () => {
    expect(await post('/cueWord/save', { kind: 'question', title: '', content: '内容' })).toMatchObject({
      code: 400,
      message: '名称不能为空',
    });
    expect(await post('/cueWord/save', { kind: 'question', title: 'x'.repeat(31), content: '内容' })).toMatchObject({
      code: 400,
      message: '名称不能超过30个字符',
    });
    expect(await post('/cueWord/save', { kind: 'question', title: '长问题', content: 'x'.repeat(101) })).toMatchObject({
      code: 400,
      message: '问题内容不能超过100个字符',
    });
    expect(await post('/cueWord/save', { kind: 'prompt', title: '长模板', content: 'x'.repeat(1000) })).toMatchObject({
      code: 200,
      data: { sort: 3 },
    });
    expect(await post('/cueWord/save', { kind: 'prompt', title: '更长模板', content: 'x'.repeat(1001) })).toMatchObject(
      { code: 400, message: '模板内容不能超过1000个字符' },
    );
    expect(await post('/cueWord/save', { kind: 'tip', title: '类型', content: '内容' })).toMatchObject({
      code: 400,
      message: '参数kind不正确',
    });
  });

  it('keeps at most 50 of a kind and refuses the 51st', async () => {
    for (let i = of('question').length; i < 50; i++)
      expect(await post('/cueWord/save', { kind: 'question', title: `问题${i}`, content: '内容' })).toMatchObject({
        code: 200,
      });
    expect(await post('/cueWord/save', { kind: 'question', title: '第51条', content: '内容' })).toMatchObject({
      code: 500,
      message: '最多添加50条',
    });
    expect(of('question')).toHaveLength(50);
    // the other kind is counted on its own
    expect(await post('/cueWord/save', { kind: 'prompt', title: '另一类', content: '内容' })).toMatchObject({
      code: 200,
    });
  });

  it('accepts a sort only with exactly that kind’s ids', async () => {
    const ids = of('question')
      .sort((a, b) => a.sort - b.sort)
      .map((r) => r.id);
    const refused = { code: 400, message: '排序列表与当前提示词不一致，请刷新后重试' };
    expect(await post('/cueWord/sort', { kind: 'question', ids: ids.slice(1) })).toMatchObject(refused);
    expect(await post('/cueWord/sort', { kind: 'question', ids: [...ids.slice(1), 'cw-6'] })).toMatchObject(refused);
    expect(await post('/cueWord/sort', { kind: 'question', ids: [...ids, ids[0]] })).toMatchObject(refused);
    expect(await post('/cueWord/sort', { kind: 'question', ids: [...ids].reverse() })).toMatchObject({ code: 200 });
    expect(
      of('question')
        .sort((a, b) => a.sort - b.sort)
        .map((r) => r.id),
    ).toEqual([...ids].reverse());
  });

  it('deletes one, closes the gap in its kind’s order and drops it from the scenes', async () => {
    expect(await post('/cueWord/delete', { id: 'cw-1' })).toMatchObject({ code: 200 });
    expect(
      of('question')
        .sort((a, b) => a.sort - b.sort)
        .map((r) => [r.id, r.sort]),
    ).toEqual([
      ['cw-2', 0],
      ['cw-3', 1],
      ['cw-4', 2],
      ['cw-5', 3],
    ]);
    expect(sceneRows().some((s) => s.cueWordIds.includes('cw-1'))).toBe(false);
    expect(await post('/cueWord/delete', { id: 'cw-1' })).toMatchObject({ code: 404, message: '提示词不存在' });
  });
});

describe('the AI assistant calls follow the caller’s menu', () => {
  it('refuses 王芳, whose menu lacks 设置企业AI助理 and AI助理应用管理', async () => {
    const token = signInAs(RESTRICTED_ADMIN);
    for (const path of ['/cueWord/list', '/plugin/list', '/scene/list', '/scene/options', '/bi/preview']) {
      const answer = await call(token, 'POST', `${AI}${path}`, { kind: 'question', source: 'staff' });
      expect(answer.status).toBe(403);
    }
    expect((await call(token, 'GET', `${AI}/bi/config`)).body).toMatchObject({
      code: 403,
      message: '无权限访问该功能，请联系管理员',
    });
  });
});

describe('the plugin catalogue', () => {
  it('gives another enterprise the six plugins, all off and for everyone, the first time it asks', async () => {
    const token = signInAs(ADMIN, SECOND_ENTERPRISE);
    const answer = await call(token, 'POST', `${AI}/plugin/list`, {});
    const list = answer.body.data as Array<{ id: string; name: string; enabled: boolean; visibleRange: string }>;
    expect(list.map((p) => p.name)).toEqual([
      '考勤查询',
      '假期余额查询',
      '发起审批',
      '同事查找',
      '会议室预订',
      '公告检索',
    ]);
    expect(list.every((p) => !p.enabled && p.visibleRange === 'all')).toBe(true);
    expect(list[0].id).toBe(`plugin-${SECOND_ENTERPRISE}-1`);
    // asked again: the same rows, not a second catalogue
    expect(((await call(token, 'POST', `${AI}/plugin/list`, {})).body.data as unknown[]).length).toBe(6);
    // the main enterprise's switches are its own
    expect(
      pluginRows()
        .filter((p) => p.enterpriseNumber === MAIN_ENTERPRISE && p.enabled)
        .map((p) => p.name),
    ).toEqual(['考勤查询', '假期余额查询', '发起审批', '同事查找']);
  });
});
