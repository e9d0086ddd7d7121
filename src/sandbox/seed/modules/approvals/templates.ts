// (Helper of seed/modules/approvals.ts; in a sub-folder so the seeder glob skips it.)
// The usual approvals (leave, make-up punch, reimbursement, …) built with the designer's own models,
// so the seed is exactly what the designer would save.
import { createField } from '@/features/approvals/designer/model/templates';
import { toFormData } from '@/features/approvals/designer/model/serialize';
import { appendRef, appendToken } from '@/features/approvals/designer/model/formula';
import { designerReducer, createDesignerState } from '@/features/approvals/designer/model/designer-reducer';
import type { FieldType, FormField } from '@/features/approvals/designer/model/types';
import { addApprover, addCondition, createFlow, setApprover } from '@/features/approvals/process/model/flow-tree';
import { toProcessData } from '@/features/approvals/process/model/serialize-flow';
import type { ApproverSettings, ConditionGroup, StartNode } from '@/features/approvals/process/model/types';
import type { ApproveType, UserRef } from '@/features/approvals/api/types';

export interface ApprovalTemplate {
  approveName: string;
  approveType: ApproveType;
  initFlag: boolean;
  iconAddress: string;
  description: string;
  formData: string;
  processData: string;
}

/** A stable id generator per template so every seed is identical. */
function rngFrom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a * 1664525 + 1013904223) >>> 0;
    return a / 4294967296;
  };
}

type Spec = { type: FieldType; name?: string; patch?: Record<string, unknown>; children?: Spec[] };

function build(specs: Spec[], seed: number): FormField[] {
  const rng = rngFrom(seed);
  const make = (s: Spec): FormField => {
    const field = { ...createField(s.type, rng), ...(s.name ? { name: s.name } : {}), ...(s.patch ?? {}) } as FormField;
    if (field.type === 'Particulars') field.children = (s.children ?? []).map(make);
    return field;
  };
  let state = createDesignerState();
  specs.forEach((s, i) => (state = designerReducer(state, { type: 'add', field: make(s), index: i })));
  return state.fields;
}

const settings = (patch: Partial<ApproverSettings>): ApproverSettings => ({
  mode: 'supervisor', members: [], supervisorLevel: 1, role: '', chooseMultiple: false, signMode: 'sequential', emptyAction: 'toAdmin', emptyMember: null, ...patch,
});

let n = 0;
const ids = () => `seed_${(n += 1)}`;

function chain(...steps: Array<[string, ApproverSettings]>): StartNode {
  let flow = createFlow();
  let after = flow.id;
  for (const [name, s] of steps) {
    const node = { id: ids(), type: 'approver' as const, name, settings: null, child: null };
    flow = setApprover(addApprover(flow, after, node), node.id, s, name);
    after = node.id;
  }
  return flow;
}

function branches(flow: StartNode, after: string, group: ConditionGroup): StartNode {
  return addCondition(flow, after, group);
}

function leave(admin: UserRef): ApprovalTemplate {
  const fields = build([
    { type: 'AskLeave', name: '请假类型' },
    { type: 'MultipleText', name: '请假事由', patch: { isNecessary: true, placeholder: '请输入请假事由' } },
    { type: 'Picture', name: '图片' },
  ], 11);
  const ask = fields[0];
  const sick = { id: ids(), type: 'condition' as const, name: '病假', isDefault: false, child: null,
    rules: [{ kind: 'option' as const, fieldId: ask.id, fieldName: ask.name, options: ['病假'] }] };
  const other = { id: ids(), type: 'condition' as const, name: '其他情况', isDefault: true, rules: [], child: null };
  let flow = branches(createFlow(), 'start', { id: ids(), type: 'conditionNode', branches: [sick, other], child: null });
  const a1 = { id: ids(), type: 'approver' as const, name: '直接主管', settings: settings({}), child: null };
  const a2 = { id: ids(), type: 'approver' as const, name: '直接主管', settings: settings({}), child: null };
  const a3 = { id: ids(), type: 'approver' as const, name: '人事审批', settings: settings({ mode: 'members', members: [admin] }), child: null };
  flow = addApprover(addApprover(addApprover(flow, sick.id, a1), other.id, a2), a2.id, a3);
  return { approveName: '请假', approveType: 1, initFlag: true, iconAddress: 'leave', description: '适用于员工请假申请', formData: toFormData(fields), processData: toProcessData(flow) };
}

function reimbursement(): ApprovalTemplate {
  const fields = build([
    { type: 'Particulars', name: '报销明细', children: [
      { type: 'Money', name: '报销金额', patch: { isNecessary: true } },
      { type: 'SingleRadio', name: '报销类别', patch: { dataSource: ['差旅费', '交通费', '招待费', '办公用品', '其他'], isNecessary: true } },
      { type: 'MultipleText', name: '费用明细' },
    ] },
    { type: 'Money', name: '报销总额', patch: { isNecessary: true } },
    { type: 'Picture', name: '票据' },
    { type: 'Accessory', name: '附件' },
  ], 23);
  const total = fields[1];
  const big = { id: ids(), type: 'condition' as const, name: '大额报销', isDefault: false, child: null,
    rules: [{ kind: 'number' as const, fieldId: total.id, fieldName: total.name, operator: '>' as const, value: 5000, value2: null }] };
  const other = { id: ids(), type: 'condition' as const, name: '其他情况', isDefault: true, rules: [], child: null };
  let flow = chain(['直接主管', settings({})]);
  const first = (flow.child as { id: string }).id;
  flow = branches(flow, first, { id: ids(), type: 'conditionNode', branches: [big, other], child: null });
  const fin = { id: ids(), type: 'approver' as const, name: '财务审批', settings: settings({ mode: 'role', role: '财务' }), child: null };
  const boss = { id: ids(), type: 'approver' as const, name: '第二级主管', settings: settings({ supervisorLevel: 2 }), child: null };
  flow = addApprover(addApprover(flow, big.id, boss), boss.id, fin);
  return { approveName: '报销', approveType: 1, initFlag: true, iconAddress: 'money', description: '费用报销，超过5000元需第二级主管审批', formData: toFormData(fields), processData: toProcessData(flow) };
}

function asset(admin: UserRef): ApprovalTemplate {
  let fields = build([
    { type: 'SingleText', name: '物品名称', patch: { isNecessary: true } },
    { type: 'Number', name: '数量', patch: { isNecessary: true, unit: '件' } },
    { type: 'Money', name: '单价' },
    { type: 'Computational', name: '总价' },
    { type: 'MultipleText', name: '用途' },
  ], 37);
  const calc = fields[3];
  const pieces = appendRef(appendToken(appendRef([], fields[1]), '*'), fields[2]);
  fields = designerReducer(createDesignerState(fields), { type: 'update', id: calc.id, patch: { backupsData: pieces } }).fields;
  const flow = chain(['直接主管', settings({})], ['行政审批', settings({ mode: 'members', members: [admin], signMode: 'any' })]);
  return { approveName: '资产申请', approveType: 1, initFlag: true, iconAddress: 'asset', description: '办公物品与固定资产领用', formData: toFormData(fields), processData: toProcessData(flow) };
}

const simple = (name: string, icon: string, description: string, specs: Spec[], seed: number, type: ApproveType = 1, init = true): ApprovalTemplate => ({
  approveName: name, approveType: type, initFlag: init, iconAddress: icon, description,
  formData: toFormData(build(specs, seed)), processData: toProcessData(chain(['直接主管', settings({})])),
});

/** The system templates initApprove creates (plus one internal approveType 2 that the list hides). */
export function systemTemplates(admin: UserRef): ApprovalTemplate[] {
  return [
    leave(admin),
    simple('补卡', 'punch', '忘记打卡或外出时补卡', [
      { type: 'Date', name: '补卡日期', patch: { isNecessary: true } },
      { type: 'SingleRadio', name: '补卡班次', patch: { dataSource: ['上班', '下班'], isNecessary: true } },
      { type: 'MultipleText', name: '补卡理由', patch: { isNecessary: true } },
    ], 41),
    reimbursement(),
    asset(admin),
    simple('出差', 'trip', '出差申请与行程', [
      { type: 'DateSection', name: '出差时间', patch: { isNecessary: true } },
      { type: 'Address', name: '出差地点', patch: { isNecessary: true } },
      { type: 'MultipleText', name: '出差事由' },
      { type: 'Contacts', name: '同行人', patch: { canMultiSelect: true } },
    ], 53),
    simple('加班', 'overtime', '加班申请', [
      { type: 'DateSection', name: '加班时间', patch: { isNecessary: true, durationName: '加班时长（天）' } },
      { type: 'MultipleText', name: '加班原因' },
    ], 67),
    simple('假期余额调整', 'leave', '假期模块内部使用', [{ type: 'Number', name: '调整天数' }], 71, 2),
  ];
}

/** Custom approvals of the seeded enterprise (deletable). */
export function customTemplates(): ApprovalTemplate[] {
  return [
    simple('用印申请', 'seal', '合同及公文用印', [
      { type: 'SingleText', name: '文件名称', patch: { isNecessary: true } },
      { type: 'MultipleRadio', name: '印章类型', patch: { dataSource: ['公章', '合同章', '财务章', '法人章'] } },
      { type: 'Accessory', name: '用印文件' },
    ], 83, 0, false),
    simple('通用审批', 'general', '其他事项的审批', [
      { type: 'MultipleText', name: '申请内容', patch: { isNecessary: true } },
      { type: 'Comment', name: '说明', patch: { content: '请详细描述申请事项' } },
    ], 97, 0, false),
  ];
}
