import { route } from '../route';
import { paginate, Reject } from '../respond';
import { newId } from '../random';
import { enterpriseNumberOf, nowStamp } from '../org-tables';
import {
  aiNote,
  biRuleRows,
  cueWordRows,
  documentRows,
  knowledgeBaseRows,
  ownRow,
  pluginRows,
  sceneRows,
  type BiRuleRow,
  type SceneRow,
} from '../ai-tables';
import { oneOf, paging, text } from '../validate/input';
import { flag, hiddenScopeCounts, idOf, ids, namesRow, savedScope, scopeText } from '../validate/ai-skills-scope';
import { seenBy } from '../scope/unseen';
import { pluginsOf } from '../ai-plugin-catalogue';
import { settle } from '../ai-parsing';
import { BI_SOURCES, BI_SOURCE_NAMES, biPreview } from '../ai-bi-preview';
import type { BiRule, Scene, SceneChannel, SceneOptions } from '@/features/ai-assistant/api/types';

// The AI assistant's scenes (where it answers, with which bases, cue words and plugins) and its BI
// configuration (docs/assumed-contract.md "AI assistant area" → "Scenes and BI configuration").
const E = '/enterprise-server';
const CHANNELS = ['group_chat', 'workbench', 'approval'] as const;
const CHANNEL_NAMES: Record<SceneChannel, string> = { group_chat: '群聊', workbench: '工作台', approval: '审批' };

const mine = <T extends { enterpriseNumber: string }>(rows: T[], e: string) =>
  rows.filter((r) => r.enterpriseNumber === e);

/** A scene as answered: ids of what still exists (a base or plugin removed since is left out) and their names. */
function view(r: SceneRow): Scene {
  const { enterpriseNumber: e, ...scene } = r;
  const pick = <T extends { id: string }>(rows: T[], wanted: string[]) =>
    wanted.map((id) => rows.find((x) => x.id === id)).filter((x): x is T => !!x);
  const bases = pick(mine(knowledgeBaseRows(), e), r.knowledgeBaseIds);
  const cueWords = pick(mine(cueWordRows(), e), r.cueWordIds);
  const plugins = pick(mine(pluginRows(), e), r.pluginIds);
  return {
    ...scene,
    knowledgeBaseIds: bases.map((b) => b.id),
    cueWordIds: cueWords.map((c) => c.id),
    pluginIds: plugins.map((p) => p.id),
    knowledgeBaseNames: bases.map((b) => b.name),
    cueWordTitles: cueWords.map((c) => c.title),
    pluginNames: plugins.map((p) => p.name),
  };
}

const findScene = (e: string, body: Record<string, unknown>) =>
  ownRow(sceneRows(), e, idOf(body), '场景不存在或已被删除');

/** Every chosen id must be the enterprise's own; the first unknown one is refused with 404 naming it. */
function known(
  e: string,
  body: Record<string, unknown>,
  key: string,
  rows: Array<{ id: string; enterpriseNumber: string }>,
  label: string,
) {
  const chosen = ids(body, key);
  const have = new Set(mine(rows, e).map((r) => r.id));
  const unknown = chosen.find((id) => !have.has(id));
  if (unknown) throw new Reject(404, `${label}不存在：${unknown}`);
  return chosen;
}

function sceneFields(e: string, body: Record<string, unknown>) {
  return {
    name: text(body, 'name', { label: '场景名称', max: 30, required: true }),
    channel: oneOf(body.channel, CHANNELS, 'channel'),
    description: text(body, 'description', { label: '场景描述', max: 200 }),
    knowledgeBaseIds: known(e, body, 'knowledgeBaseIds', knowledgeBaseRows(), '知识库'),
    cueWordIds: known(e, body, 'cueWordIds', cueWordRows(), '提示词'),
    pluginIds: known(e, body, 'pluginIds', pluginRows(), '插件'),
    enabled: flag(body, 'enabled', true),
  };
}

const sceneNote = (action: string, s: Scene) =>
  aiNote(`${action}场景 ${s.name}（${CHANNEL_NAMES[s.channel]}）`, {
    objects: [s.name, ...s.knowledgeBaseNames, ...s.pluginNames],
  });

/** The enterprise's rules, one per source in a fixed order (a missing one: off, for everyone). */
function rulesOf(e: string): BiRule[] {
  const rows = mine(biRuleRows(), e);
  return BI_SOURCES.map((source) => {
    const row = rows.find((r) => r.source === source);
    if (row) {
      const { enterpriseNumber: _e, ...rule } = row;
      return { ...rule, ...hiddenScopeCounts(row) };
    }
    return { source, enabled: false, visibleRange: 'all' as const, departIds: [], users: [] };
  });
}

const aiSceneHandlers = [
  route(
    'post',
    E,
    '/ai/scene/list',
    (input) => {
      paging(input.body);
      const e = enterpriseNumberOf(input);
      const keyword = text(input.body, 'keyword', { label: '关键词', max: 30 });
      const rows = mine(sceneRows(), e).filter((r) => !keyword || r.name.includes(keyword));
      const out = paginate(rows, input.body.page, input.body.size);
      return { ...out, list: out.list.map(view) };
    },
    { read: true },
  ),

  route('post', E, '/ai/scene/detail', (input) => view(findScene(enterpriseNumberOf(input), input.body)), {
    read: true,
  }),

  route(
    'post',
    E,
    '/ai/scene/options',
    (input): SceneOptions => {
      const e = enterpriseNumberOf(input);
      const ready = (baseId: string) =>
        mine(documentRows(), e).filter((d) => d.baseId === baseId && settle(d).status === 'ready').length;
      return {
        knowledgeBases: mine(knowledgeBaseRows(), e).map((b) => ({ id: b.id, name: b.name, readyCount: ready(b.id) })),
        cueWords: mine(cueWordRows(), e)
          .sort((a, b) => a.kind.localeCompare(b.kind) || a.sort - b.sort)
          .map(({ id, title, kind, enabled }) => ({ id, title, kind, enabled })),
        plugins: pluginsOf(e).map(({ id, name, enabled }) => ({ id, name, enabled })),
      };
    },
    { read: true },
  ),

  route(
    'post',
    E,
    '/ai/scene/save',
    (input) => {
      const e = enterpriseNumberOf(input);
      const { body } = input;
      const existing = namesRow(body) ? findScene(e, body) : null;
      const fields = sceneFields(e, body);
      if (mine(sceneRows(), e).some((r) => r !== existing && r.name === fields.name))
        throw new Reject(500, '场景名称已存在');
      const updateTime = nowStamp();
      if (existing) {
        Object.assign(existing, fields, { updateTime });
        return { ...view(existing), created: false };
      }
      const row: SceneRow = { id: newId('scene-'), enterpriseNumber: e, ...fields, updateTime };
      // newest first
      sceneRows().unshift(row);
      return { ...view(row), created: true };
    },
    { log: (_i, r) => sceneNote((r as { created: boolean }).created ? '新增' : '编辑', r as Scene) },
  ),

  route(
    'post',
    E,
    '/ai/scene/delete',
    (input) => {
      const row = findScene(enterpriseNumberOf(input), input.body);
      const shown = view(row);
      sceneRows().splice(sceneRows().indexOf(row), 1);
      return shown;
    },
    { log: (_i, r) => sceneNote('删除', r as Scene) },
  ),

  route('get', E, '/ai/bi/config', (input) => rulesOf(enterpriseNumberOf(input))),

  route(
    'post',
    E,
    '/ai/bi/config/save',
    (input) => {
      const e = enterpriseNumberOf(input);
      const given = input.body.rules;
      if (!Array.isArray(given) || given.some((r) => !r || typeof r !== 'object'))
        throw new Reject(400, '参数rules格式错误');
      const seen = seenBy(e, input.account.lenovoId);
      const saved = mine(biRuleRows(), e);
      const rules = (given as Array<Record<string, unknown>>).map((r) => {
        const source = oneOf(r.source, BI_SOURCES, 'source');
        const what = `可查看${BI_SOURCE_NAMES[source]}汇总`;
        const { scope, usable } = savedScope(
          e,
          r,
          what,
          saved.find((x) => x.source === source),
          seen,
        );
        return { source, enabled: flag(r, 'enabled') && usable, ...scope };
      });
      if (rules.length !== BI_SOURCES.length || BI_SOURCES.some((s) => !rules.some((r) => r.source === s)))
        throw new Reject(400, '参数rules须包含考勤、请假、审批、员工各一条');
      const rows = biRuleRows();
      for (let i = rows.length - 1; i >= 0; i--) if (rows[i].enterpriseNumber === e) rows.splice(i, 1);
      rows.push(...rules.map((r): BiRuleRow => ({ enterpriseNumber: e, ...r })));
      return rulesOf(e);
    },
    {
      log: (i, r) => {
        const e = enterpriseNumberOf(i);
        const parts = (r as BiRule[]).map(
          (x) => `${BI_SOURCE_NAMES[x.source]}${x.enabled ? `（${scopeText(e, x)}）` : '（关闭）'}`,
        );
        return aiNote(`保存BI配置：${parts.join('，')}`, {
          people: (r as BiRule[]).flatMap((x) => x.users.map((u) => u.name)),
        });
      },
    },
  ),

  route(
    'post',
    E,
    '/ai/bi/preview',
    (input) => biPreview(enterpriseNumberOf(input), oneOf(input.body.source, BI_SOURCES, 'source')),
    { read: true },
  ),
];

export default aiSceneHandlers;
