import { route } from '../route';
import { Reject } from '../respond';
import { newId } from '../random';
import { enterpriseNumberOf, nowStamp } from '../org-tables';
import { aiNote, cueWordRows, ownRow, pluginRows, sceneRows, type CueWordRow, type PluginRow } from '../ai-tables';
import { oneOf, text } from '../validate/input';
import { pluginsOf } from '../ai-plugin-catalogue';
import {
  departNamesOf,
  flag,
  hiddenScopeCounts,
  idOf,
  ids,
  namesRow,
  savedScope,
  scopeText,
} from '../validate/ai-skills-scope';
import { seenBy } from '../scope/unseen';
import type { CueWordKind, Plugin } from '@/features/ai-assistant/api/types';

// The AI assistant's cue words (suggested questions and prompt templates) and its plugin catalogue
// (docs/assumed-contract.md "AI assistant area" → "Cue words and plugins").
const E = '/enterprise-server';
const KINDS = ['question', 'prompt'] as const;
const KIND_NAMES: Record<CueWordKind, string> = { question: '推荐问题', prompt: '提示词模板' };
const CONTENT_MAX: Record<CueWordKind, number> = { question: 100, prompt: 1000 };
const PER_KIND_MAX = 50;

const kindOf = (body: Record<string, unknown>) => oneOf(body.kind, KINDS, 'kind');
const cueWordsOf = (e: string, kind: CueWordKind) =>
  cueWordRows()
    .filter((r) => r.enterpriseNumber === e && r.kind === kind)
    .sort((a, b) => a.sort - b.sort);
const cueView = ({ enterpriseNumber: _e, ...r }: CueWordRow) => r;

const findCueWord = (e: string, body: Record<string, unknown>) => ownRow(cueWordRows(), e, idOf(body), '提示词不存在');
const findPlugin = (e: string, body: Record<string, unknown>) => ownRow(pluginRows(), e, idOf(body), '插件不存在');

const pluginView = (row: PluginRow) => {
  const { enterpriseNumber, ...r } = row;
  return { ...r, departNames: departNamesOf(enterpriseNumber, r.departIds), ...hiddenScopeCounts(row) };
};

/** Keeps a kind's positions 0, 1, 2… in their current order. */
const renumber = (e: string, kind: CueWordKind) => cueWordsOf(e, kind).forEach((r, i) => (r.sort = i));

const cueNote = (action: string, r: { kind: CueWordKind; title: string }) =>
  aiNote(`${action}${KIND_NAMES[r.kind]} ${r.title}`, { objects: [r.title] });

const aiSkillHandlers = [
  route(
    'post',
    E,
    '/ai/cueWord/list',
    (input) => cueWordsOf(enterpriseNumberOf(input), kindOf(input.body)).map(cueView),
    { read: true },
  ),

  route(
    'post',
    E,
    '/ai/cueWord/save',
    (input) => {
      const e = enterpriseNumberOf(input);
      const { body } = input;
      const existing = namesRow(body) ? findCueWord(e, body) : null;
      const kind = kindOf(body);
      if (existing && existing.kind !== kind) throw new Reject(400, '不能修改提示词的类型');
      const title = text(body, 'title', { label: '名称', max: 30, required: true });
      const content = text(body, 'content', {
        label: kind === 'question' ? '问题内容' : '模板内容',
        max: CONTENT_MAX[kind],
        required: true,
      });
      const enabled = flag(body, 'enabled', true);
      const same = cueWordsOf(e, kind);
      if (same.some((r) => r !== existing && r.title === title)) throw new Reject(500, '名称已存在');
      if (!existing && same.length >= PER_KIND_MAX) throw new Reject(500, `最多添加${PER_KIND_MAX}条`);
      const updateTime = nowStamp();
      if (existing) {
        Object.assign(existing, { title, content, enabled, updateTime });
        return { ...cueView(existing), created: false };
      }
      const row: CueWordRow = {
        id: newId('cw-'),
        enterpriseNumber: e,
        kind,
        title,
        content,
        enabled,
        sort: same.length,
        updateTime,
      };
      cueWordRows().push(row);
      return { ...cueView(row), created: true };
    },
    { log: (_i, r) => cueNote((r as { created: boolean }).created ? '新增' : '编辑', r as CueWordRow) },
  ),

  route(
    'post',
    E,
    '/ai/cueWord/enable',
    (input) => {
      const row = findCueWord(enterpriseNumberOf(input), input.body);
      row.enabled = flag(input.body, 'enabled');
      row.updateTime = nowStamp();
      return cueView(row);
    },
    { log: (_i, r) => cueNote((r as CueWordRow).enabled ? '启用' : '停用', r as CueWordRow) },
  ),

  route(
    'post',
    E,
    '/ai/cueWord/sort',
    (input) => {
      const e = enterpriseNumberOf(input);
      const kind = kindOf(input.body);
      const order = ids(input.body, 'ids');
      const rows = cueWordsOf(e, kind);
      const raw = input.body.ids as unknown[];
      if (raw.length !== order.length || order.length !== rows.length || rows.some((r) => !order.includes(r.id))) {
        throw new Reject(400, '排序列表与当前提示词不一致，请刷新后重试');
      }
      order.forEach((id, i) => (rows.find((r) => r.id === id)!.sort = i));
      return { kind, titles: order.map((id) => rows.find((r) => r.id === id)!.title) };
    },
    {
      log: (_i, r) => {
        const { kind, titles } = r as { kind: CueWordKind; titles: string[] };
        return aiNote(`调整${KIND_NAMES[kind]}顺序：${titles.join('、')}`, { objects: titles });
      },
    },
  ),

  route(
    'post',
    E,
    '/ai/cueWord/delete',
    (input) => {
      const e = enterpriseNumberOf(input);
      const row = findCueWord(e, input.body);
      cueWordRows().splice(cueWordRows().indexOf(row), 1);
      renumber(e, row.kind);
      // scenes stop offering it
      for (const s of sceneRows())
        if (s.enterpriseNumber === e) s.cueWordIds = s.cueWordIds.filter((id) => id !== row.id);
      return { kind: row.kind, title: row.title };
    },
    { log: (_i, r) => cueNote('删除', r as CueWordRow) },
  ),

  route('post', E, '/ai/plugin/list', (input) => pluginsOf(enterpriseNumberOf(input)).map(pluginView), { read: true }),

  route(
    'post',
    E,
    '/ai/plugin/enable',
    (input) => {
      const row = findPlugin(enterpriseNumberOf(input), input.body);
      row.enabled = flag(input.body, 'enabled');
      return pluginView(row);
    },
    {
      log: (_i, r) => {
        const p = r as PluginRow;
        return aiNote(`${p.enabled ? '启用' : '停用'}插件 ${p.name}`, { objects: [p.name] });
      },
    },
  ),

  route(
    'post',
    E,
    '/ai/plugin/scope',
    (input) => {
      const e = enterpriseNumberOf(input);
      const row = findPlugin(e, input.body);
      const { scope, usable } = savedScope(e, input.body, '可使用插件', row, seenBy(e, input.account.lenovoId));
      Object.assign(row, scope);
      if (!usable) row.enabled = false;
      return pluginView(row);
    },
    {
      log: (i, r) => {
        const p = r as Plugin;
        return aiNote(`设置插件 ${p.name} 的使用范围：${scopeText(enterpriseNumberOf(i), p)}`, {
          objects: [p.name, ...p.departNames],
          people: p.users.map((u) => u.name),
        });
      },
    },
  ),
];

export default aiSkillHandlers;
