// (Helper of seed/modules/approvals.ts; in a sub-folder so the seeder glob skips it.)
// The usual approvals (leave, make-up punch, reimbursement, …) as plain data: the controls of
// platform-shell §3.5 and flow trees in the processData shape of docs/assumed-contract.md "Approvals".
// Built without the console's designer so the sandbox's own checks judge the console, not itself.
import type { FormField } from '@/features/approvals/designer/model/types';
import type {
  ApproverNode,
  ApproverSettings,
  CcNode,
  ConditionBranch,
  ConditionGroup,
  FlowNode,
  StartNode,
} from '@/features/approvals/process/model/types';
import type { ApproveType, UserRef } from '@/features/approvals/api/types';
import { buildForm, ref, token, withFormula, type ControlSpec } from './form-controls';

export interface ApprovalTemplate {
  approveName: string;
  approveType: ApproveType;
  initFlag: boolean;
  iconAddress: string;
  description: string;
  formData: string;
  processData: string;
}

const settings = (patch: Partial<ApproverSettings> = {}): ApproverSettings => ({
  mode: 'supervisor',
  members: [],
  supervisorLevel: 1,
  role: '',
  chooseMultiple: false,
  signMode: 'sequential',
  emptyAction: 'toAdmin',
  emptyMember: null,
  ...patch,
});

const approver = (id: string, name: string, s: ApproverSettings, child: FlowNode | null = null): ApproverNode => ({
  id,
  type: 'approver',
  name,
  settings: s,
  child,
});
const branch = (
  id: string,
  name: string,
  rules: ConditionBranch['rules'],
  child: FlowNode | null = null,
): ConditionBranch => ({ id, type: 'condition', name, isDefault: false, rules, child });
const otherwise = (id: string, child: FlowNode | null = null): ConditionBranch => ({
  id,
  type: 'condition',
  name: '其他情况',
  isDefault: true,
  rules: [],
  child,
});
const condition = (id: string, branches: ConditionBranch[], child: FlowNode | null): ConditionGroup => ({
  id,
  type: 'conditionNode',
  branches,
  child,
});
const end = (): FlowNode => ({ id: 'end', type: 'end', name: '流程结束' });
const flow = (child: FlowNode): StartNode => ({ id: 'start', type: 'start', name: '发起人', child });

const template = (
  approveName: string,
  iconAddress: string,
  description: string,
  fields: FormField[],
  process: StartNode,
  approveType: ApproveType = 1,
  initFlag = true,
): ApprovalTemplate => ({
  approveName,
  approveType,
  initFlag,
  iconAddress,
  description,
  formData: JSON.stringify(fields),
  processData: JSON.stringify(process),
});

/** One approver, the initiator's direct supervisor. */
const supervisorOnly = () => flow(approver('seed_1', '直接主管', settings(), end()));

function leave(admin: UserRef): ApprovalTemplate {
  const fields = buildForm(
    [
      { type: 'AskLeave', name: '请假类型' },
      { type: 'MultipleText', name: '请假事由', patch: { isNecessary: true, placeholder: '请输入请假事由' } },
      { type: 'Picture', name: '图片' },
    ],
    11,
  );
  const ask = fields[0];
  const process = flow(
    condition(
      'seed_3',
      [
        branch(
          'seed_1',
          '病假',
          [{ kind: 'option', fieldId: ask.id, fieldName: ask.name, options: ['病假'] }],
          approver('seed_4', '直接主管', settings()),
        ),
        otherwise(
          'seed_2',
          approver(
            'seed_5',
            '直接主管',
            settings(),
            approver('seed_6', '人事审批', settings({ mode: 'members', members: [admin] })),
          ),
        ),
      ],
      end(),
    ),
  );
  return template('请假', 'leave', '适用于员工请假申请', fields, process);
}

function reimbursement(): ApprovalTemplate {
  const fields = buildForm(
    [
      {
        type: 'Particulars',
        name: '报销明细',
        children: [
          { type: 'Money', name: '报销金额', patch: { isNecessary: true } },
          {
            type: 'SingleRadio',
            name: '报销类别',
            patch: { dataSource: ['差旅费', '交通费', '招待费', '办公用品', '其他'], isNecessary: true },
          },
          { type: 'MultipleText', name: '费用明细' },
        ],
      },
      { type: 'Money', name: '报销总额', patch: { isNecessary: true } },
      { type: 'Picture', name: '票据' },
      { type: 'Accessory', name: '附件' },
    ],
    23,
  );
  const total = fields[1];
  const big = branch(
    'seed_2',
    '大额报销',
    [{ kind: 'number', fieldId: total.id, fieldName: total.name, operator: '>', value: 5000, value2: null }],
    approver(
      'seed_6',
      '第二级主管',
      settings({ supervisorLevel: 2 }),
      approver('seed_5', '财务审批', settings({ mode: 'role', role: '财务' })),
    ),
  );
  // finance is copied once approved and does not see the attachments
  const copy: CcNode = {
    id: 'seed_7',
    type: 'cc',
    name: '抄送财务',
    child: end(),
    fieldPermissions: { [fields[3].id]: 'hidden' },
    settings: { mode: 'role', members: [], roles: ['财务'], supervisorLevel: 1, allowAdd: false, notifyOn: 'approved' },
  };
  const process = flow(
    approver('seed_1', '直接主管', settings(), condition('seed_4', [big, otherwise('seed_3')], copy)),
  );
  return template('报销', 'money', '费用报销，超过5000元需第二级主管审批', fields, process);
}

function asset(admin: UserRef): ApprovalTemplate {
  const fields = buildForm(
    [
      { type: 'SingleText', name: '物品名称', patch: { isNecessary: true } },
      { type: 'Number', name: '数量', patch: { isNecessary: true, unit: '件' } },
      { type: 'Money', name: '单价' },
      { type: 'Computational', name: '总价' },
      { type: 'MultipleText', name: '用途' },
    ],
    37,
  );
  fields[3] = withFormula(fields[3], [ref(fields[1]), token('*'), ref(fields[2])]);
  const process = flow(
    approver(
      'seed_1',
      '直接主管',
      settings(),
      approver('seed_2', '行政审批', settings({ mode: 'members', members: [admin], signMode: 'any' }), end()),
    ),
  );
  return template('资产申请', 'asset', '办公物品与固定资产领用', fields, process);
}

const simple = (
  name: string,
  icon: string,
  description: string,
  specs: ControlSpec[],
  seed: number,
  type: ApproveType = 1,
  init = true,
): ApprovalTemplate => template(name, icon, description, buildForm(specs, seed), supervisorOnly(), type, init);

/** The system templates initApprove creates (plus one internal approveType 2 that the list hides). */
export function systemTemplates(admin: UserRef): ApprovalTemplate[] {
  return [
    leave(admin),
    simple(
      '补卡',
      'punch',
      '忘记打卡或外出时补卡',
      [
        { type: 'Date', name: '补卡日期', patch: { isNecessary: true } },
        { type: 'SingleRadio', name: '补卡班次', patch: { dataSource: ['上班', '下班'], isNecessary: true } },
        { type: 'MultipleText', name: '补卡理由', patch: { isNecessary: true } },
      ],
      41,
    ),
    reimbursement(),
    asset(admin),
    simple(
      '出差',
      'trip',
      '出差申请与行程',
      [
        { type: 'DateSection', name: '出差时间', patch: { isNecessary: true } },
        { type: 'Address', name: '出差地点', patch: { isNecessary: true } },
        { type: 'MultipleText', name: '出差事由' },
        { type: 'Contacts', name: '同行人', patch: { canMultiSelect: true } },
      ],
      53,
    ),
    simple(
      '加班',
      'overtime',
      '加班申请',
      [
        { type: 'DateSection', name: '加班时间', patch: { isNecessary: true, durationName: '加班时长（天）' } },
        { type: 'MultipleText', name: '加班原因' },
      ],
      67,
    ),
    simple('假期余额调整', 'leave', '假期模块内部使用', [{ type: 'Number', name: '调整天数' }], 71, 2),
  ];
}

/** Custom approvals of the seeded enterprise (deletable). */
export function customTemplates(): ApprovalTemplate[] {
  return [
    simple(
      '用印申请',
      'seal',
      '合同及公文用印',
      [
        { type: 'SingleText', name: '文件名称', patch: { isNecessary: true } },
        { type: 'MultipleRadio', name: '印章类型', patch: { dataSource: ['公章', '合同章', '财务章', '法人章'] } },
        { type: 'Accessory', name: '用印文件' },
      ],
      83,
      0,
      false,
    ),
    simple(
      '通用审批',
      'general',
      '其他事项的审批',
      [
        { type: 'MultipleText', name: '申请内容', patch: { isNecessary: true } },
        { type: 'Comment', name: '说明', patch: { content: '请详细描述申请事项' } },
      ],
      97,
      0,
      false,
    ),
  ];
}
