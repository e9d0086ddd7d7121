// The approve service's own checks of CC nodes (抄送人) and field permissions (assumed contract
// "Approval process"): bad payloads go straight to the sandbox, past the console's designer.
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { adminRefs } from '@/sandbox/seed/modules/approvals';
import { db } from '@/sandbox/db';
import { refusal } from './send';

type Json = Record<string, unknown>;

const AMOUNT = 'Ctrl0000000000000001';
const ITEM = 'Ctrl0000000000000002';
const control = (id: string, extra: Json): Json => ({
  id,
  placeholder: '',
  isNecessary: false,
  checked: true,
  section: '0',
  index: 0,
  parentIndex: null,
  ...extra,
});
const formData = JSON.stringify([
  control(AMOUNT, { type: 'Money', name: '金额', unit: '元', money: 0, keyboardType: 'float' }),
  control(ITEM, {
    type: 'Particulars',
    name: '明细',
    index: 1,
    children: [
      control('Ctrl0000000000000003', { type: 'SingleText', name: '物品', content: '', keyboardType: 'default' }),
    ],
  }),
]);

const ccSettings = (patch: Json = {}): Json => ({
  mode: 'role',
  members: [],
  roles: ['财务'],
  supervisorLevel: 1,
  allowAdd: true,
  notifyOn: 'start',
  ...patch,
});
const cc = (patch: Json = {}): Json => ({
  id: 'c1',
  type: 'cc',
  name: '抄送财务',
  settings: ccSettings(),
  child: { id: 'end', type: 'end', name: '流程结束' },
  ...patch,
});
const approver = (patch: Json = {}): Json => ({
  id: 'a1',
  type: 'approver',
  name: '审批人',
  child: cc(),
  settings: {
    mode: 'self',
    members: [],
    supervisorLevel: 1,
    role: '',
    chooseMultiple: false,
    signMode: 'any',
    emptyAction: 'autoPass',
    emptyMember: null,
  },
  ...patch,
});
const processData = (first: Json) => JSON.stringify({ id: 'start', type: 'start', name: '发起人', child: first });

const save = (first: Json, approveName = '抄送检查') =>
  refusal('/approve-server/approve/save', {
    enterpriseNumber: MAIN_ENTERPRISE,
    approveName,
    description: '',
    iconAddress: 'general',
    visibleRange: 2,
    visibleUsers: [],
    approveAdministrators: adminRefs(db().tables, MAIN_ENTERPRISE),
    formData,
    processData: processData(first),
  });
const bad = (message: string) => ({ code: 400, message });

describe('the approve service checks CC nodes and field permissions by its own rules', () => {
  it("accepts a CC node after an approver, each with field permissions (a detail's children included; a CC reads or is hidden)", async () => {
    const perms = { [AMOUNT]: 'hidden', Ctrl0000000000000003: 'read' };
    expect(
      await save(approver({ fieldPermissions: { [AMOUNT]: 'edit' }, child: cc({ fieldPermissions: perms }) })),
    ).toEqual({ code: 200, message: '成功' });
    expect(
      await save(cc({ settings: ccSettings({ mode: 'chosen', roles: [], notifyOn: 'approved' }) }), '发起人自选抄送'),
    ).toEqual({ code: 200, message: '成功' });
  });

  it.each<[string, Json, string]>([
    ['a CC node that is not set', cc({ settings: null }), '抄送节点「抄送财务」未设置抄送人'],
    [
      'chosen members without anyone',
      cc({ settings: ccSettings({ mode: 'members' }) }),
      '抄送节点「抄送财务」请至少选择一位抄送成员',
    ],
    ['roles without a role', cc({ settings: ccSettings({ roles: [] }) }), '抄送节点「抄送财务」请至少选择一个抄送角色'],
    [
      'a member of another enterprise',
      cc({ settings: ccSettings({ mode: 'members', members: [{ lenovoId: 'nobody', name: '路人' }] }) }),
      '抄送节点「抄送财务」的抄送成员不属于本企业',
    ],
    [
      'a supervisor level of 0',
      cc({ settings: ccSettings({ mode: 'supervisor', supervisorLevel: 0 }) }),
      '抄送节点「抄送财务」主管级别应在1到20之间',
    ],
    [
      'a notify time outside the list',
      cc({ settings: ccSettings({ notifyOn: 'later' }) }),
      '抄送节点「抄送财务」的抄送人设置格式错误',
    ],
    ['a CC node without a name', cc({ name: ' ' }), '有抄送节点未填写名称'],
    [
      'a permission naming an unknown field',
      cc({ fieldPermissions: { NoSuchField000000000: 'hidden' } }),
      '抄送节点「抄送财务」的表单权限中有不存在的字段「NoSuchField000000000」',
    ],
    [
      'a CC permission outside read and hidden',
      cc({ fieldPermissions: { [AMOUNT]: 'secret' } }),
      `抄送节点「抄送财务」的表单权限「${AMOUNT}」应为read或hidden`,
    ],
    [
      'a CC that may edit a field (a CC reads the form)',
      cc({ fieldPermissions: { [AMOUNT]: 'edit' } }),
      `抄送节点「抄送财务」的表单权限「${AMOUNT}」应为read或hidden`,
    ],
    [
      "an approver's permission outside edit, read and hidden",
      approver({ fieldPermissions: { [AMOUNT]: 'secret' } }),
      `审批节点「审批人」的表单权限「${AMOUNT}」应为edit、read或hidden`,
    ],
    [
      "an approver's permission naming an unknown field",
      approver({ fieldPermissions: { gone: 'read' } }),
      '审批节点「审批人」的表单权限中有不存在的字段「gone」',
    ],
    [
      'permissions that are not a map',
      approver({ fieldPermissions: ['hidden'] }),
      '审批节点「审批人」的表单权限格式错误',
    ],
  ])('refuses %s', async (_what, first, message) => {
    expect(await save(first)).toEqual(bad(message));
  });
});
