// The approve service's own check of 显示规则 (assumed contract "Approval form"): a rule must name a
// choice control placed before its control in the same scope, with options that control offers;
// otherwise 400.
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { adminRefs } from '@/sandbox/seed/modules/approvals';
import { db } from '@/sandbox/db';
import { refusal } from './send';

type Json = Record<string, unknown>;

const id = (n: number) => `Rule${String(n).padStart(16, '0')}`;
const control = (n: number, type: string, name: string, extra: Json = {}): Json => ({
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
const choice = (n: number, name: string) =>
  control(n, 'SingleRadio', name, { dataSource: ['出差', '外出'], selectData: [] });
const text = (n: number, name: string, showRule?: unknown) =>
  control(n, 'SingleText', name, { content: '', keyboardType: 'default', showRule });
const flow = { id: 'start', type: 'start', name: '发起人', child: { id: 'end', type: 'end', name: '流程结束' } };

const save = (controls: Json[]) =>
  refusal('/approve-server/approve/save', {
    enterpriseNumber: MAIN_ENTERPRISE,
    approveName: '外出申请',
    description: '',
    iconAddress: 'trip',
    visibleRange: 2,
    visibleUsers: [],
    approveAdministrators: adminRefs(db().tables, MAIN_ENTERPRISE),
    formData: JSON.stringify(controls),
    processData: JSON.stringify(flow),
  });
const bad = (message: string) => ({ code: 400, message });

describe('the approve service checks show/hide rules', () => {
  it('accepts a rule on an earlier choice, at top level and inside a detail group, and a null rule', async () => {
    const group = control(3, 'Particulars', '行程', {
      children: [choice(4, '方式'), text(5, '航班', { fieldId: id(4), options: ['外出'] })],
    });
    expect(
      await save([
        choice(1, '类型'),
        text(2, '城市', { fieldId: id(1), options: ['出差'] }),
        group,
        text(6, '备注', null),
      ]),
    ).toEqual({ code: 200, message: '成功' });
  });

  it('refuses a rule naming an unknown field, a later field or one of another scope', async () => {
    expect(await save([choice(1, '类型'), text(2, '城市', { fieldId: id(9), options: ['出差'] })])).toEqual(
      bad('「城市」的显示规则引用的字段不存在或不在它之前'),
    );
    expect(await save([text(2, '城市', { fieldId: id(1), options: ['出差'] }), choice(1, '类型')])).toEqual(
      bad('「城市」的显示规则引用的字段不存在或不在它之前'),
    );
    const group = control(3, 'Particulars', '行程', {
      children: [text(5, '航班', { fieldId: id(1), options: ['出差'] })],
    });
    expect(await save([choice(1, '类型'), group])).toEqual(
      bad('明细「行程」中「航班」的显示规则引用的字段不存在或不在它之前'),
    );
  });

  it('refuses a rule on a non-choice field, an unknown option, no options or a malformed rule', async () => {
    expect(await save([text(1, '事由'), text(2, '城市', { fieldId: id(1), options: ['出差'] })])).toEqual(
      bad('「城市」的显示规则只能引用单选框或多选框'),
    );
    expect(await save([choice(1, '类型'), text(2, '城市', { fieldId: id(1), options: ['差旅'] })])).toEqual(
      bad('「城市」的显示规则引用的选项「差旅」不存在'),
    );
    expect(await save([choice(1, '类型'), text(2, '城市', { fieldId: id(1), options: [] })])).toEqual(
      bad('「城市」的显示规则未选择选项'),
    );
    expect(await save([choice(1, '类型'), text(2, '城市', { fieldId: id(1) })])).toEqual(
      bad('「城市」的显示规则格式错误'),
    );
  });
});
