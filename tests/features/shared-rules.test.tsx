import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { UserEvent } from '@testing-library/user-event';
import { renderApp } from '../render-app';
import { send } from '../sandbox/send';
import { fastUser, fill, SLOW } from './fill';
import { findButton, findDialog } from './support/dom';
import { server } from '@/sandbox/node';
import { findEnterprise } from '@/sandbox/core-tables';
import { departments } from '@/sandbox/org-tables';
import { guideRows } from '@/sandbox/seed/modules/home';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import { useSession } from '@/stores/session';

// The rules a form and its server share (phone, e-mail, lengths, numbers) give the same verdict on
// the same value: each value is typed into the console's form and sent to the sandbox's call. The
// console accepts a value when its field holds it (an input's maxLength may cut it) without an
// error; the sandbox refuses it when it answers that field's format or length message.

const PHONES = [
  '13800138000',
  '19912345678',
  '12345678901',
  '10012345678',
  '1380013800',
  '138001380001',
  '+8613800138000',
];
const EMAILS = [
  'li.na@example.com',
  'a_b+c@mail.example.cn',
  '张三@example.com',
  'a@b.c',
  'no-at.example.com',
  `${'a'.repeat(52)}@example.com`,
  `${'a'.repeat(53)}@example.com`,
];
const lengths = (max: number) => ['甲'.repeat(max), '甲'.repeat(max + 1)];
const ID_NUMBERS = [
  '110101199003078515',
  '11010119900307851X',
  '110101900307851',
  '11010119900307851',
  '1101011990030785AB',
];
const CARD_NUMBERS = ['622202020011', '6222020200112233445', '62220202001', '62220202001122334456', '6222-0202-0011'];

interface Field {
  label: string;
  key: string;
  values: readonly string[];
  /** the sandbox's refusal of this field's value */
  refusal: RegExp;
}

interface FormUnderTest {
  form: string;
  /** renders the page and answers the form's container */
  open(user: UserEvent): Promise<HTMLElement>;
  method?: 'POST' | 'PUT';
  path: string;
  /** a body the call accepts as far as the rules go, with `key` set to `value` */
  body(key: string, value: string): Record<string, unknown>;
  fields: Field[];
}

const refusal = (label: string) => new RegExp(`^${label}(格式不正确|不能超过)`);
const phoneField = (label: string, key: string): Field => ({ label, key, values: PHONES, refusal: refusal(label) });
const emailField = (label: string, key: string, message = label): Field => ({
  label,
  key,
  values: EMAILS,
  refusal: refusal(message),
});
const textField = (label: string, key: string, max: number, message = label): Field => ({
  label,
  key,
  values: lengths(max),
  refusal: refusal(message),
});

const FORMS: FormUnderTest[] = [
  {
    form: '入职管理 添加人员',
    async open(user) {
      renderApp('/home/entry');
      await user.click(await findButton('添加人员', document.body, 15000));
      return findDialog('添加人员');
    },
    path: '/enterprise-server/admin/personnelListAdd',
    body: (key, value) => ({
      name: '赵测试',
      telephone: '13700001111',
      email: '',
      position: '',
      enterpriseNumber: E,
      enterpriseId: findEnterprise(E)!.id,
      [key]: value,
    }),
    fields: [
      textField('姓名', 'name', 20),
      phoneField('手机号', 'telephone'),
      emailField('邮箱', 'email'),
      textField('职位', 'position', 30),
    ],
  },
  {
    form: '组织架构 添加员工',
    async open() {
      renderApp('/home/organization/member_add');
      await screen.findByLabelText('毕业院校', {}, SLOW);
      return document.body;
    },
    path: '/enterprise-server/admin/users',
    body: (key, value) => ({
      name: '钱测试',
      telephone: '13700002222',
      departIds: [departments().find((d) => d.enterpriseNumber === E && d.parentDepartId === '0')!.id],
      [key]: value,
    }),
    fields: [
      textField('姓名', 'name', 20),
      phoneField('手机号', 'telephone'),
      emailField('邮箱', 'email'),
      phoneField('紧急联系人电话', 'emergencyPhone'),
      { label: '身份证号', key: 'idNumber', values: ID_NUMBERS, refusal: refusal('身份证号') },
      { label: '银行卡号', key: 'bankCardNumber', values: CARD_NUMBERS, refusal: refusal('银行卡号') },
    ],
  },
  {
    form: '创建企业 完善个人信息',
    async open() {
      renderApp('/login/l-create/1', { enterprise: null });
      await screen.findByText('完善个人信息', {}, SLOW);
      return document.body;
    },
    path: '/enterprise-server/saveUser',
    body: (key, value) => ({ name: '孙测试', [key]: value }),
    fields: [textField('姓名', 'name', 20), emailField('邮箱', 'email')],
  },
  {
    form: '创建企业 填写企业信息',
    async open() {
      renderApp('/login/l-create/2', { enterprise: null });
      await screen.findByLabelText('企业名称', {}, SLOW);
      return document.body;
    },
    path: '/enterprise-server/saveEnterprise',
    body: (key, value) => ({
      enterpriseName: '测试规则有限公司',
      industry: '信息技术',
      scale: '1-50人',
      contactName: '孙测试',
      contactPhone: '',
      email: '',
      [key]: value,
    }),
    fields: [
      {
        label: '企业名称',
        key: 'enterpriseName',
        values: ['甲', '甲乙', '甲'.repeat(50), '甲'.repeat(51)],
        refusal: /^企业名称长度/,
      },
      textField('联系人', 'contactName', 20),
      phoneField('联系电话', 'contactPhone'),
      emailField('企业邮箱', 'email', '邮箱'),
    ],
  },
  {
    form: '企业设置 绑定工程师',
    async open(user) {
      renderApp('/home/enterpriseSettings');
      await user.click(await screen.findByText('绑定工程师', { selector: 'button span' }, SLOW));
      return screen.findByRole('dialog');
    },
    path: '/enterprise-server/saveBindingEngineer',
    body: (key, value) => ({ name: '周测试', telephone: '13700003333', email: '', remark: '', [key]: value }),
    fields: [
      textField('姓名', 'name', 20),
      phoneField('手机号', 'telephone'),
      emailField('邮箱', 'email'),
      textField('备注', 'remark', 100),
    ],
  },
  {
    form: '企业设置 编辑企业信息',
    async open(user) {
      renderApp('/home/enterpriseSettings');
      await user.click(await screen.findByText('编辑企业信息', {}, SLOW));
      return screen.findByRole('dialog');
    },
    path: '/enterprise-server/enterprise/update',
    body: (key, value) => ({
      industry: '信息技术',
      scale: '51-200人',
      contactName: '张伟',
      contactPhone: '13800000001',
      email: '',
      [key]: value,
    }),
    fields: [
      textField('联系人', 'contactName', 20),
      phoneField('联系电话', 'contactPhone'),
      emailField('联系邮箱', 'email', '邮箱'),
    ],
  },
  {
    form: '会议室 新增会议室',
    async open(user) {
      renderApp('/home/conference_room');
      await user.click(await findButton('新增会议室', document.body, 15000));
      return findDialog('新增会议室');
    },
    path: '/meeting-room-server/saveMeetingRoom',
    body: (key, value) => ({
      name: '规则厅',
      roomNumber: '',
      buildingName: 'Z座',
      layer: 3,
      capacity: 10,
      accessoryEquipment: [],
      approval: false,
      show: true,
      bookingRange: 'all',
      bookableStart: '08:00',
      bookableEnd: '20:00',
      maxDuration: 120,
      advanceDays: 7,
      [key]: value,
    }),
    fields: [
      textField('会议室名称', 'name', 30),
      textField('会议室编号', 'roomNumber', 20),
      textField('所在楼宇', 'buildingName', 30),
    ],
  },
  {
    form: '首页 提交认证',
    async open(user) {
      guideRows().push({ lenovoId: '10000001', guideType: 'home', guideStatus: 1 });
      server.use(
        http.get('*/enterprise-server/v4/depart/searchMyTreeV1', () =>
          HttpResponse.json({ code: 200, data: [], message: '成功' }),
        ),
      );
      renderApp('/home/enterprise_certification');
      await user.click(await screen.findByText('展开详情', {}, SLOW));
      return screen.findByLabelText('认证详情', {}, SLOW);
    },
    path: '/enterprise-server/authentication/apply',
    body: (key, value) => ({
      enterpriseName: '联创未来科技有限公司',
      creditCode: '91110108MA01ABCD1X',
      legalPerson: '张伟',
      contactName: '张伟',
      contactPhone: '13800000001',
      [key]: value,
    }),
    fields: [textField('联系人', 'contactName', 20), phoneField('联系电话', 'contactPhone')],
  },
];

/** The console's verdict: the field holds the value and shows no error once validated. */
async function consoleAccepts(user: UserEvent, scope: HTMLElement, label: string, value: string) {
  const input = within(scope).getByLabelText(label) as HTMLInputElement;
  await fill(user, input, value);
  const item = input.closest('.ant-form-item')!;
  const settled = () => expect(item).not.toHaveClass('ant-form-item-is-validating');
  // React has rendered what the change started (a validation begins on it), then it has ended
  await act(async () => {});
  await waitFor(settled);
  return input.value === value && !item.classList.contains('ant-form-item-has-error');
}

describe('rules shared by a form and its server', { timeout: 120000 }, () => {
  it.each(FORMS.map((f) => [f.form, f] as const))('%s: the same verdict on every value', async (_name, f) => {
    const user = fastUser();
    const scope = await f.open(user);
    const verdicts: string[] = [];
    for (const field of f.fields) {
      for (const value of field.values) {
        const shown = await consoleAccepts(user, scope, field.label, value);
        const answer = await send(f.path, f.body(field.key, value), {
          method: f.method ?? 'POST',
          token: useSession.getState().token ?? '',
        });
        const served = !field.refusal.test(answer.message ?? '');
        verdicts.push(
          `${field.label} ${value}: console ${shown ? 'accepts' : 'refuses'}, server ${served ? 'accepts' : 'refuses'}`,
        );
      }
    }
    const disagreements = verdicts.filter((v) =>
      /console accepts, server refuses|console refuses, server accepts/.test(v),
    );
    expect(disagreements).toEqual([]);
    // not a table of values everyone accepts (or refuses): each field sees both verdicts
    for (const field of f.fields) {
      const mine = verdicts.filter((v) => v.startsWith(`${field.label} `));
      expect(mine.some((v) => v.endsWith('server accepts')) && mine.some((v) => v.endsWith('server refuses'))).toBe(
        true,
      );
    }
  });
});
