import { ADMIN, signInAs } from '../sign-in';
import { call } from './call';
import { pluginRows } from '@/sandbox/ai-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';

// One convention for ids that are not the enterprise's, across the AI assistant area as in the rest
// of the sandbox (docs/assumed-contract.md "Conventions"): code 404, the message naming the first one.
const E = '/enterprise-server/ai';
const NOWHERE = { visibleRange: 'part', departIds: ['d-nowhere'], users: [] };
const NOBODY = { visibleRange: 'part', departIds: [], users: [{ lenovoId: 'p-nobody', name: '无名' }] };
const ASSISTANT = { name: '小联', avatar: '', greeting: '你好', description: '', answerStyle: 'balanced' };
const SCENE = {
  name: '直接调用',
  channel: 'group_chat',
  description: '',
  knowledgeBaseIds: [],
  cueWordIds: [],
  pluginIds: [],
  enabled: true,
};
const bi = (first: Record<string, unknown>) => ({
  rules: [
    { source: 'attendance', enabled: true, ...first },
    ...['leave', 'approval', 'staff'].map((source) => ({
      source,
      enabled: false,
      visibleRange: 'all',
      departIds: [],
      users: [],
    })),
  ],
});

describe('unknown ids in the AI assistant area', () => {
  it.each([
    ['the assistant: a department', '/assistant/save', { ...ASSISTANT, ...NOWHERE }, '部门不存在：d-nowhere'],
    ['the assistant: a person', '/assistant/save', { ...ASSISTANT, ...NOBODY }, '人员不存在或已离职：p-nobody'],
    [
      'the assistant: its id',
      '/assistant/save',
      { ...ASSISTANT, visibleRange: 'all', id: 'assistant-x' },
      'AI助理不存在或已被删除',
    ],
    [
      'a plugin scope: a department',
      '/plugin/scope',
      () => ({ id: pluginRows().find((p) => p.enterpriseNumber === MAIN_ENTERPRISE)!.id, ...NOWHERE }),
      '部门不存在：d-nowhere',
    ],
    [
      'a plugin scope: a person',
      '/plugin/scope',
      () => ({ id: pluginRows().find((p) => p.enterpriseNumber === MAIN_ENTERPRISE)!.id, ...NOBODY }),
      '人员不存在或已离职：p-nobody',
    ],
    ['a plugin: its id', '/plugin/enable', { id: 'plugin-x', enabled: true }, '插件不存在'],
    ['BI: a department', '/bi/config/save', bi(NOWHERE), '部门不存在：d-nowhere'],
    ['BI: a person', '/bi/config/save', bi(NOBODY), '人员不存在或已离职：p-nobody'],
    ['a scene: a knowledge base', '/scene/save', { ...SCENE, knowledgeBaseIds: ['kb-gone'] }, '知识库不存在：kb-gone'],
    ['a scene: a cue word', '/scene/save', { ...SCENE, cueWordIds: ['cw-x'] }, '提示词不存在：cw-x'],
    ['a scene: a plugin', '/scene/save', { ...SCENE, pluginIds: ['plugin-x'] }, '插件不存在：plugin-x'],
    ['a scene: its id', '/scene/detail', { id: 'scene-x' }, '场景不存在或已被删除'],
    ['a cue word: its id', '/cueWord/enable', { id: 'cw-x', enabled: true }, '提示词不存在'],
    ['a knowledge base: its id', '/knowledge/detail', { id: 'kb-x' }, '知识库不存在或已被删除'],
  ])('%s → 404 naming it', async (_what, path, body, message) => {
    const token = signInAs(ADMIN);
    const res = await call(token, 'POST', `${E}${path}`, typeof body === 'function' ? body() : body);
    expect(res.body).toMatchObject({ code: 404, success: false, message });
  });
});
