import type { Db } from '../../db';
import type { DepartmentRow } from '../../org-tables';
import type { BiRuleRow, CueWordRow, KnowledgeBaseRow, PluginRow, SceneRow } from '../../ai-tables';
import type { CueWordKind, PluginCode, VisibleScope } from '@/features/ai-assistant/api/types';
import { MAIN_ENTERPRISE } from '../core';
import { pluginCatalogue } from '../../ai-plugin-catalogue';

// The AI assistant's cue words, plugins, scenes and BI rules for the main enterprise (product.md Part C).
// Runs after ai-knowledge.ts (name order), so the scenes use its knowledge bases when there are any.

const E = MAIN_ENTERPRISE;
const STAMP = '2026-11-01 09:00:00';

const CUE_WORDS: Array<[CueWordKind, string, string, boolean?]> = [
  ['question', '我还有几天年假', '帮我查一下我今年还剩多少天年假，以及什么时候过期。'],
  ['question', '本月考勤异常', '我这个月有哪些迟到、早退或缺卡的记录？'],
  ['question', '怎么发起报销', '报销审批需要准备哪些材料，应该在哪里发起？'],
  ['question', '找一间会议室', '帮我找一间明天下午两点有空、能坐10个人的会议室。'],
  ['question', '最新公司公告', '最近一周公司发布了哪些公告？', false],
  [
    'prompt',
    '制度问答助手',
    '你是公司的制度问答助手。请只根据知识库中的制度文件回答员工的问题，引用文件名称；知识库中没有的内容，请回答“暂未找到相关制度，请咨询人力资源部”。',
  ],
  [
    'prompt',
    '周报整理',
    '请把用户提供的工作记录整理成周报，分为“本周完成”“下周计划”“需要协助”三部分，每部分不超过5条，语言简洁。',
  ],
  [
    'prompt',
    '审批意见建议',
    '你是审批助手。请根据审批单的内容和公司的审批规则，给出“同意”或“驳回”的建议及简短理由，不要替审批人做决定。',
  ],
];

/** switched on in the main enterprise */
const ENABLED: PluginCode[] = ['attendance_query', 'leave_balance', 'approval_submit', 'colleague_lookup'];

export default function seedAiSkills(db: Db) {
  const departs = (db.tables.departments ?? []) as DepartmentRow[];
  const finance = departs.find((d) => d.enterpriseNumber === E && d.departName === '财务部');
  const bases = ((db.tables.aiKnowledgeBases ?? []) as KnowledgeBaseRow[]).filter((b) => b.enterpriseNumber === E);

  const counts = { question: 0, prompt: 0 };
  const cueWords: CueWordRow[] = CUE_WORDS.map(([kind, title, content, enabled = true], i) => ({
    id: `cw-${i + 1}`,
    enterpriseNumber: E,
    kind,
    title,
    content,
    enabled,
    sort: counts[kind]++,
    updateTime: STAMP,
  }));

  const plugins: PluginRow[] = pluginCatalogue(E).map((p) => {
    // 发起审批 is limited to the finance department, as a pilot
    const limited = p.code === 'approval_submit' && finance;
    return {
      ...p,
      enabled: ENABLED.includes(p.code),
      ...(limited ? { visibleRange: 'part' as const, departIds: [finance.id] } : {}),
    };
  });

  const baseIds = (...n: number[]) => n.map((k) => bases[k]?.id).filter((id): id is string => !!id);
  const scenes: SceneRow[] = [
    {
      id: 'scene-1',
      name: '部门群答疑',
      channel: 'group_chat',
      description: '在部门群里被@时回答制度和流程问题。',
      knowledgeBaseIds: baseIds(0),
      cueWordIds: ['cw-1', 'cw-3', 'cw-6'],
      pluginIds: ['plugin-2', 'plugin-4'],
      enabled: true,
    },
    {
      id: 'scene-2',
      name: '工作台助手',
      channel: 'workbench',
      description: '工作台上的AI助理入口，回答考勤、假期和会议室的问题。',
      knowledgeBaseIds: baseIds(0, 1),
      cueWordIds: ['cw-1', 'cw-2', 'cw-4', 'cw-7'],
      pluginIds: ['plugin-1', 'plugin-2', 'plugin-5'],
      enabled: true,
    },
    {
      id: 'scene-3',
      name: '审批助手',
      channel: 'approval',
      description: '在审批单详情里给出审批建议。',
      knowledgeBaseIds: baseIds(1),
      cueWordIds: ['cw-8'],
      pluginIds: ['plugin-3'],
      enabled: false,
    },
  ].map((s) => ({ ...s, enterpriseNumber: E, updateTime: STAMP }) as SceneRow);

  const everyone = (): VisibleScope => ({ visibleRange: 'all', departIds: [], users: [] });
  const biRules: BiRuleRow[] = [
    { enterpriseNumber: E, source: 'attendance', enabled: true, ...everyone() },
    { enterpriseNumber: E, source: 'leave', enabled: true, ...everyone() },
    {
      enterpriseNumber: E,
      source: 'approval',
      enabled: true,
      ...(finance ? { visibleRange: 'part', departIds: [finance.id], users: [] } : everyone()),
    },
    { enterpriseNumber: E, source: 'staff', enabled: false, ...everyone() },
  ];

  db.tables.aiCueWords = cueWords;
  db.tables.aiPlugins = plugins;
  db.tables.aiScenes = scenes;
  db.tables.aiBiRules = biRules;
}
