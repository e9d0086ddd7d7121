// The approve service's own checks of formData and processData (assumed contract, "A sandbox that
// checks for itself" under "Correctness pass"): bad payloads go straight to the sandbox, past the
// console's designer, and are refused with the server's message.
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { adminRefs } from '@/sandbox/seed/modules/approvals';
import { approvalRows } from '@/sandbox/seed/modules/approvals/tables';
import { db } from '@/sandbox/db';
import { refusal, send } from './send';

type Json = Record<string, unknown>;

const id = (n: number) => `Ctrl${String(n).padStart(16, '0')}`; // 20 letters or digits
const base = (n: number, type: string, name: string, extra: Json = {}): Json => ({
  id: id(n),
  name,
  type,
  placeholder: '',
  isNecessary: false,
  checked: true,
  section: '0',
  index: n,
  parentIndex: null,
  ...extra,
});

function form(): Json[] {
  return [
    base(1, 'SingleText', '采购物品', { content: '', keyboardType: 'default' }),
    base(2, 'Number', '数量', { unit: '件', keyboardType: 'number' }),
    base(3, 'Money', '单价', { unit: '元', money: 0, keyboardType: 'float' }),
    base(4, 'Computational', '总价', {
      formula: '数量*单价',
      isSeparator: false,
      backups: ['数量', '*', '单价'],
      backupsData: [
        { kind: 'ref', id: id(2), name: '数量' },
        { kind: 'token', text: '*' },
        { kind: 'ref', id: id(3), name: '单价' },
      ],
    }),
    base(5, 'MultipleRadio', '类别', { dataSource: ['办公', '研发'], selectData: [] }),
    base(6, 'Picture', '图片', { dataSource: [], maxCount: 9 }),
    base(7, 'DateSection', '使用时间', {
      formatter: 'yyyy-MM-dd',
      startName: '开始时间',
      endName: '结束时间',
      durationName: '时长（天）',
      startDate: '',
      endDate: '',
      duration: '',
    }),
    base(8, 'Particulars', '明细', {
      children: [base(9, 'Money', '金额', { unit: '元', money: 0, keyboardType: 'float' })],
    }),
  ];
}

const settings = (patch: Json = {}): Json => ({
  mode: 'self',
  members: [],
  supervisorLevel: 1,
  role: '',
  chooseMultiple: false,
  signMode: 'any',
  emptyAction: 'autoPass',
  emptyMember: null,
  ...patch,
});
const approver = (s: Json | null = settings(), child: Json | null = null, nodeId = 'a1'): Json => ({
  id: nodeId,
  type: 'approver',
  name: '审批人',
  settings: s,
  child,
});
const end = (): Json => ({ id: 'end', type: 'end', name: '流程结束' });
const start = (child: Json | null): Json => ({ id: 'start', type: 'start', name: '发起人', child });
const flow = () => start(approver(settings(), end()));
const numberRule = (patch: Json = {}): Json => ({
  kind: 'number',
  fieldId: id(2),
  fieldName: '数量',
  operator: '>',
  value: 10,
  value2: null,
  ...patch,
});
const branch = (nodeId: string, rules: Json[], isDefault = false): Json => ({
  id: nodeId,
  type: 'condition',
  name: isDefault ? '其他情况' : '多量',
  isDefault,
  rules,
  child: null,
});
const conditional = (branches: Json[]): Json => start({ id: 'c', type: 'conditionNode', branches, child: end() });

function payload(patch: { formData?: unknown; processData?: unknown } & Json = {}): Json {
  return {
    enterpriseNumber: MAIN_ENTERPRISE,
    approveName: '采购申请',
    description: '',
    iconAddress: 'asset',
    visibleRange: 2,
    visibleUsers: [],
    approveAdministrators: adminRefs(db().tables, MAIN_ENTERPRISE),
    formData: JSON.stringify(form()),
    processData: JSON.stringify(flow()),
    ...patch,
  };
}

const withControl = (at: number, patch: Json): string =>
  JSON.stringify(form().map((c, i) => (i === at ? { ...c, ...patch } : c)));
const save = (body: Json) => refusal('/approve-server/approve/save', body);
const bad = (message: string) => ({ code: 400, message });

describe('the approve service checks formData by its own rules', () => {
  it('accepts a valid design', async () => {
    expect(await save(payload())).toEqual({ code: 200, message: '成功' });
  });

  it('accepts every seeded approval saved again unchanged', async () => {
    for (const row of approvalRows()) {
      const {
        approveName,
        description,
        iconAddress,
        visibleRange,
        visibleUsers,
        approveAdministrators,
        formData,
        processData,
        id: rowId,
      } = row;
      const answer = await save({
        id: rowId,
        enterpriseNumber: MAIN_ENTERPRISE,
        approveName,
        description,
        iconAddress,
        visibleRange,
        visibleUsers,
        approveAdministrators,
        formData,
        processData,
      });
      expect({ approveName, ...answer }).toEqual({ approveName, code: 200, message: '成功' });
    }
  });

  it('refuses a Picture control allowing 12 items (the limit is 9)', async () => {
    expect(await save(payload({ formData: withControl(5, { maxCount: 12 }) }))).toEqual(
      bad('「图片」的上传数量上限应在1到9之间'),
    );
  });

  it('refuses a formula that references a field that does not exist', async () => {
    const pieces = [
      { kind: 'ref', id: 'NoSuchField000000000', name: '面积' },
      { kind: 'token', text: '*' },
      { kind: 'token', text: '2' },
    ];
    expect(await save(payload({ formData: withControl(3, { backupsData: pieces }) }))).toEqual(
      bad('「总价」计算公式引用的字段「面积」不存在'),
    );
  });

  it('refuses a 3-character control id (ids are 20 characters)', async () => {
    expect(await save(payload({ formData: withControl(0, { id: 'abc' }) }))).toEqual(
      bad('「采购物品」的控件id不正确，应为20位字母或数字'),
    );
  });

  const formCases: Array<[string, unknown, string]> = [
    ['JSON that does not parse', '[{"type":"SingleText"', '表单数据格式错误'],
    ['a form that is not a list', '{"type":"SingleText"}', '表单数据格式错误'],
    ['an empty form', '[]', '表单中至少需要一个控件'],
    ['a control type outside the spec', withControl(0, { type: 'Signature' }), '不支持的控件类型「Signature」'],
    ['a duplicate control id', withControl(1, { id: id(1) }), `控件id「${id(1)}」重复`],
    ['a setting of the wrong kind', withControl(0, { isNecessary: 'yes' }), '「采购物品」的设置isNecessary格式错误'],
    ['an empty name', withControl(0, { name: ' ' }), '有单行输入框未填写名称'],
    ['a duplicate top-level name', withControl(1, { name: '采购物品' }), '名称「采购物品」重复'],
    ['a DateSection row name equal to a control name', withControl(6, { startName: '数量' }), '名称「数量」重复'],
    ['an empty DateSection row name', withControl(6, { durationName: '' }), '「使用时间」的时长名称不能为空'],
    ['a multi-select without options', withControl(4, { dataSource: [] }), '「类别」请至少添加一个选项'],
    ['duplicate options', withControl(4, { dataSource: ['办公', '办公'] }), '「类别」选项不能重复'],
    [
      'a default option that is not an option',
      withControl(4, { selectData: ['销售'] }),
      '「类别」的默认选项不在选项中',
    ],
    [
      'an Accessory limit of 0',
      withControl(5, { type: 'Accessory', maxCount: 0 }),
      '「图片」的上传数量上限应在1到9之间',
    ],
    [
      'a formula on a field that is not a number',
      withControl(3, { backupsData: [{ kind: 'ref', id: id(1), name: '采购物品' }] }),
      '「总价」计算公式只能引用数字输入框或金额控件',
    ],
    [
      'a formula on a number of another scope',
      withControl(3, { backupsData: [{ kind: 'ref', id: id(9), name: '金额' }] }),
      '「总价」计算公式引用的字段「金额」不存在',
    ],
    [
      'a formula marked invalid',
      withControl(3, { backupsData: [{ kind: 'ref', id: id(2), name: '无效字段', invalid: true }] }),
      '「总价」计算公式中包含无效字段',
    ],
    [
      'an incomplete formula',
      withControl(3, {
        backupsData: [
          { kind: 'ref', id: id(2), name: '数量' },
          { kind: 'token', text: '*' },
        ],
      }),
      '「总价」计算公式不完整',
    ],
    ['an empty formula', withControl(3, { backupsData: [] }), '「总价」请设置计算公式'],
    [
      'a Particulars inside a Particulars',
      withControl(7, { children: [base(9, 'Particulars', '子明细', { children: [] })] }),
      '明细「明细」中不能再添加明细',
    ],
    [
      'a duplicate name inside a Particulars group',
      withControl(7, { children: [base(9, 'Money', '金额'), base(10, 'Number', '金额')] }),
      '明细「明细」中名称「金额」重复',
    ],
    [
      'two AskLeave controls',
      JSON.stringify([
        ...form(),
        base(20, 'AskLeave', '请假1', { askLeaveTypeList: ['年假'] }),
        base(21, 'AskLeave', '请假2', { askLeaveTypeList: ['年假'] }),
      ]),
      '每个表单只能添加一个请假控件',
    ],
  ];

  it.each(formCases)('refuses %s', async (_what, formData, message) => {
    expect(await save(payload({ formData }))).toEqual(bad(message));
  });
});

describe('the approve service checks processData by its own rules', () => {
  const flowCases: Array<[string, unknown, string]> = [
    ['JSON that does not parse', '{"id":"start"', '流程数据格式错误'],
    [
      'a flow that does not begin with the initiator',
      JSON.stringify(approver(settings(), end())),
      '流程须以发起人节点开始',
    ],
    ['a main chain without the end node', JSON.stringify(start(approver())), '流程须以结束节点结束'],
    [
      'a node type outside the spec',
      JSON.stringify(start({ id: 'x', type: 'notify', child: end() })),
      '流程节点类型「notify」不正确',
    ],
    [
      'a duplicate node id',
      JSON.stringify(start(approver(settings(), approver(settings(), end())))),
      '流程节点id「a1」重复',
    ],
    ['an approver that is not set', JSON.stringify(start(approver(null, end()))), '审批节点「审批人」未设置审批人'],
    [
      'an approver mode outside the list',
      JSON.stringify(start(approver(settings({ mode: 'boss' }), end()))),
      '审批节点「审批人」的审批人设置格式错误',
    ],
    [
      'chosen members without anyone',
      JSON.stringify(start(approver(settings({ mode: 'members' }), end()))),
      '审批节点「审批人」请至少选择一位审批成员',
    ],
    [
      'a member of another enterprise',
      JSON.stringify(
        start(approver(settings({ mode: 'members', members: [{ lenovoId: 'nobody', name: '路人' }] }), end())),
      ),
      '审批节点「审批人」的审批成员不属于本企业',
    ],
    [
      'a supervisor level of 21',
      JSON.stringify(start(approver(settings({ mode: 'supervisor', supervisorLevel: 21 }), end()))),
      '审批节点「审批人」主管级别应在1到20之间',
    ],
    [
      'a role approver without a role',
      JSON.stringify(start(approver(settings({ mode: 'role', role: ' ' }), end()))),
      '审批节点「审批人」请选择审批角色',
    ],
    [
      'hand-over to nobody',
      JSON.stringify(start(approver(settings({ emptyAction: 'toMember' }), end()))),
      '审批节点「审批人」请选择审批人为空时的转交人员',
    ],
    [
      'a condition node with one branch',
      JSON.stringify(conditional([branch('b0', [], true)])),
      '条件节点至少需要两个分支',
    ],
    [
      'a condition node without a default branch',
      JSON.stringify(conditional([branch('b1', [numberRule()]), branch('b2', [numberRule()])])),
      '条件节点须以一个默认分支（其他情况）结尾',
    ],
    [
      'a branch without rules',
      JSON.stringify(conditional([branch('b1', []), branch('b0', [], true)])),
      '条件「多量」未设置条件',
    ],
    [
      'a rule on a field that does not exist',
      JSON.stringify(
        conditional([branch('b1', [numberRule({ fieldId: 'gone', fieldName: '面积' })]), branch('b0', [], true)]),
      ),
      '条件「多量」：条件字段「面积」已不存在',
    ],
    [
      'a number rule without a value',
      JSON.stringify(conditional([branch('b1', [numberRule({ value: null })]), branch('b0', [], true)])),
      '条件「多量」：请填写「数量」的比较值',
    ],
    [
      'a between rule upside down',
      JSON.stringify(
        conditional([branch('b1', [numberRule({ operator: 'between', value: 9, value2: 3 })]), branch('b0', [], true)]),
      ),
      '条件「多量」：「数量」的区间下限不能大于上限',
    ],
    [
      'an option that is not offered',
      JSON.stringify(
        conditional([
          branch('b1', [{ kind: 'option', fieldId: id(5), fieldName: '类别', options: ['销售'] }]),
          branch('b0', [], true),
        ]),
      ),
      '条件「多量」：「类别」的选项「销售」已不存在',
    ],
    [
      'a department that does not exist',
      JSON.stringify(
        conditional([
          branch('b1', [
            {
              kind: 'department',
              fieldId: 'initiatorDepartment',
              fieldName: '发起人部门',
              departments: [{ id: 'd-none', name: '火星部' }],
            },
          ]),
          branch('b0', [], true),
        ]),
      ),
      '条件「多量」：部门「火星部」不存在',
    ],
    [
      'an end node inside a branch',
      JSON.stringify(
        conditional([
          { ...branch('b1', [numberRule()]), child: { id: 'e2', type: 'end', name: '结束' } },
          branch('b0', [], true),
        ]),
      ),
      '条件分支中不能包含结束节点',
    ],
  ];

  it.each(flowCases)('refuses %s', async (_what, processData, message) => {
    expect(await save(payload({ processData }))).toEqual(bad(message));
  });

  it('accepts a condition with a ruled branch and a default branch', async () => {
    expect(
      await save(
        payload({ processData: JSON.stringify(conditional([branch('b1', [numberRule()]), branch('b0', [], true)])) }),
      ),
    ).toEqual({ code: 200, message: '成功' });
  });
});

describe('the approve service checks the approval fields', () => {
  it.each([
    ['an empty name', { approveName: ' ' }, '内容为空，请填写'],
    ['a name over 20 characters', { approveName: '审'.repeat(21) }, '审批名称不能超过20个字'],
    ['a description over 100 characters', { description: '说'.repeat(101) }, '审批说明不能超过100个字'],
    ['an unknown icon', { iconAddress: 'rocket' }, '审批图标不存在'],
    ['a visible range outside 2 and 3', { visibleRange: 5 }, '参数visibleRange只能为2或3'],
  ])('refuses %s', async (_what, patch, message) => {
    expect(await save(payload(patch))).toEqual(bad(message));
  });

  it('answers the saved approval for a valid payload', async () => {
    const answer = await send('/approve-server/approve/save', payload());
    expect(answer.data).toMatchObject({ approveName: '采购申请', iconAddress: 'asset' });
  });
});
