import { route, type AuthedInput } from '../route';
import { Reject, required } from '../respond';
import { memberships, type EnterpriseRow } from '../core-tables';
import { note, staffOf } from '../org-tables';
import { directoryIndex } from '../directory-views';
import { oneOf, PHONE, text as textField } from '../validate/input';
import {
  appealRows,
  certRows,
  guideRows,
  itAdminRows,
  messageRows,
  registryRows,
  switchRows,
} from '../seed/modules/home';

// Certification, switch status, member count, message centre and novice guide (platform-shell §4.3, §7.2).
const E = '/enterprise-server';
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export const now = () => new Date().toISOString().replace('T', ' ').slice(0, 19);

export function enterpriseOf({ enterprise }: AuthedInput): EnterpriseRow {
  if (!enterprise) throw new Reject(400, '请先选择企业');
  return enterprise;
}

export function requireAdmin(input: AuthedInput): EnterpriseRow {
  const e = enterpriseOf(input);
  if (
    !memberships().some(
      (m) => m.enterpriseNumber === e.enterpriseNumber && m.lenovoId === input.account.lenovoId && m.admin,
    )
  )
    throw new Reject(403, '您不是该企业的管理员');
  return e;
}

const certOf = (e: EnterpriseRow) => certRows().find((c) => c.enterpriseNumber === e.enterpriseNumber);

const text = (body: Record<string, unknown>, field: string, label: string, max = 50) =>
  textField(body, field, { label, max });

function checkCompany(body: Record<string, unknown>) {
  const creditCode = text(body, 'creditCode', '统一社会信用代码', 18).toUpperCase();
  if (!CREDIT_CODE.test(creditCode)) throw new Reject(400, '统一社会信用代码格式不正确');
  return {
    enterpriseName: text(body, 'enterpriseName', '企业名称'),
    creditCode,
    legalPerson: text(body, 'legalPerson', '法定代表人', 20),
  };
}

const homeHandlers = [
  route(
    'post',
    E,
    '/enterprise/isauth',
    (input) => {
      const row = certOf(enterpriseOf(input));
      if (!row) return null;
      const { enterpriseNumber: _n, ...status } = row;
      return status;
    },
    { read: true },
  ),

  route(
    'post',
    E,
    '/authentication/apply',
    (input) => {
      const e = requireAdmin(input);
      required(input.body, ['enterpriseName', 'creditCode', 'legalPerson', 'contactName', 'contactPhone']);
      const company = checkCompany(input.body);
      const contactName = text(input.body, 'contactName', '联系人', 20);
      const contactPhone = text(input.body, 'contactPhone', '联系电话', 11);
      if (!PHONE.test(contactPhone)) throw new Reject(400, '联系电话格式不正确');
      // the input is checked before the application's state, as for every other field
      const current = certOf(e);
      if (current?.applyStatus === 1 || current?.applyStatus === 4)
        throw new Reject(500, '认证申请正在审核中，请勿重复提交');
      if (current?.applyStatus === 2) throw new Reject(500, '企业已完成认证，无需重复提交');
      if (
        certRows().some(
          (c) =>
            c.creditCode === company.creditCode && c.applyStatus === 2 && c.enterpriseNumber !== e.enterpriseNumber,
        )
      )
        throw new Reject(500, '该统一社会信用代码已被其他企业认证，如有异议请提交申诉');
      const row = {
        enterpriseNumber: e.enterpriseNumber,
        ...company,
        contactName,
        contactPhone,
        applyStatus: 1,
        applyTime: now(),
      };
      if (current) Object.assign(current, row, { rejectReason: undefined });
      else certRows().push(row);
      return null;
    },
    {
      log: (i) =>
        note('f01', `提交企业资质认证 ${String(i.body.enterpriseName)}`, {
          objects: [String(i.body.enterpriseName)],
          people: [String(i.body.legalPerson), String(i.body.contactName)],
        }),
    },
  ),

  route(
    'post',
    E,
    '/enterprise/isappeal',
    (input) => {
      const e = enterpriseOf(input);
      const row = appealRows().find((a) => a.enterpriseNumber === e.enterpriseNumber);
      return row
        ? { isAppeal: row.isAppeal, reason: row.reason, contactPhone: row.contactPhone, appealTime: row.appealTime }
        : { isAppeal: false };
    },
    { read: true },
  ),

  route(
    'post',
    E,
    '/enterprise/appeal',
    (input) => {
      const e = requireAdmin(input);
      required(input.body, ['reason', 'contactPhone']);
      const reason = text(input.body, 'reason', '申诉理由', 500);
      const contactPhone = text(input.body, 'contactPhone', '联系电话', 11);
      if (!PHONE.test(contactPhone)) throw new Reject(400, '联系电话格式不正确');
      const cert = certOf(e);
      if (!cert || cert.applyStatus === 0) throw new Reject(500, '尚未提交认证申请，无法申诉');
      if (cert.applyStatus === 2) throw new Reject(500, '企业已完成认证，无需申诉');
      if (cert.applyStatus === 4) throw new Reject(500, '申诉正在处理中，请耐心等待');
      const appeal = { enterpriseNumber: e.enterpriseNumber, isAppeal: true, reason, contactPhone, appealTime: now() };
      const i = appealRows().findIndex((a) => a.enterpriseNumber === e.enterpriseNumber);
      if (i >= 0) appealRows()[i] = appeal;
      else appealRows().push(appeal);
      cert.applyStatus = 4;
      return null;
    },
    {
      log: (i) =>
        note('f01', `提交企业认证申诉 ${i.enterprise!.enterpriseName}`, { objects: [i.enterprise!.enterpriseName] }),
    },
  ),

  route('get', E, '/enterpriseauth/getTycBaseInfo', (input) => {
    const e = enterpriseOf(input);
    const hit = registryRows().find((r) => r.enterpriseName === e.enterpriseName);
    if (!hit) throw new Reject(500, '未查询到该企业的工商信息');
    return hit;
  }),

  route(
    'post',
    E,
    '/enterpriseauth/auth',
    (input) => {
      const e = requireAdmin(input);
      required(input.body, ['enterpriseName', 'creditCode', 'legalPerson']);
      const company = checkCompany(input.body);
      const hit = registryRows().find((r) => r.creditCode === company.creditCode);
      if (!hit || hit.enterpriseName !== company.enterpriseName || hit.legalPerson !== company.legalPerson)
        throw new Reject(500, '企业信息与工商登记信息不一致，认证失败');
      if (
        certRows().some(
          (c) =>
            c.creditCode === company.creditCode && c.applyStatus === 2 && c.enterpriseNumber !== e.enterpriseNumber,
        )
      )
        throw new Reject(500, '该企业已被其他账号认证');
      const current = certOf(e);
      const row = {
        enterpriseNumber: e.enterpriseNumber,
        ...company,
        contactName: input.account.username,
        contactPhone: input.account.telephone,
        applyStatus: 2,
        applyTime: current?.applyTime ?? now(),
        auditTime: now(),
      };
      if (current) Object.assign(current, row, { rejectReason: undefined });
      else certRows().push(row);
      const appeal = appealRows().find((a) => a.enterpriseNumber === e.enterpriseNumber);
      if (appeal) appeal.isAppeal = false;
      return null;
    },
    {
      log: (i) =>
        note('f01', `工商信息认证 ${String(i.body.enterpriseName)}`, {
          objects: [String(i.body.enterpriseName)],
          people: [String(i.body.legalPerson)],
        }),
    },
  ),

  route(
    'post',
    E,
    '/temp/querySwitchStatus',
    (input) => {
      const e = enterpriseOf(input);
      return [{ status: switchRows().find((s) => s.enterpriseNumber === e.enterpriseNumber)?.status ?? 0 }];
    },
    { read: true },
  ),

  route(
    'post',
    E,
    '/temp/updateSwitchStatus',
    (input) => {
      const e = requireAdmin(input);
      const status = input.query.get('status');
      if (status !== '0' && status !== '1') throw new Reject(400, '参数status不正确');
      const row = switchRows().find((s) => s.enterpriseNumber === e.enterpriseNumber);
      if (row) row.status = Number(status);
      else switchRows().push({ enterpriseNumber: e.enterpriseNumber, status: Number(status) });
      return null;
    },
    {
      log: (i) =>
        note('f01', `${i.query.get('status') === '1' ? '开启' : '关闭'}成员申请加入 ${i.enterprise!.enterpriseName}`, {
          objects: [i.enterprise!.enterpriseName],
        }),
    },
  ),

  route('get', E, '/currentEnterpriseUserCount', (input) => {
    const e = enterpriseOf(input);
    return staffOf(e.enterpriseNumber).filter((s) => s.status !== 'departure').length;
  }),

  route('get', E, '/dynamicMessage/queryList', (input) => {
    const e = enterpriseOf(input);
    const lenovoId = input.query.get('lenovoId');
    if (!lenovoId) throw new Reject(400, '参数lenovoId不能为空');
    if (lenovoId !== input.account.lenovoId) throw new Reject(403, '无权查看其他用户的消息');
    const status = oneOf(input.query.get('status'), ['', '0', '1'], 'status', '');
    return messageRows()
      .filter(
        (m) =>
          m.enterpriseNumber === e.enterpriseNumber &&
          m.lenovoId === lenovoId &&
          (status === '' || String(m.status) === status),
      )
      .map(({ enterpriseNumber: _e, lenovoId: _l, ...m }) => m);
  }),

  // /noviceGuide/save before /noviceGuide/{type}: the pattern would take 'save' for a type.
  route(
    'get',
    E,
    '/noviceGuide/save',
    ({ query, account }) => {
      const guideType = query.get('guideType');
      const guideStatus = Number(query.get('guideStatus'));
      if (!guideType) throw new Reject(400, '参数guideType不能为空');
      if (guideStatus !== 0 && guideStatus !== 1) throw new Reject(400, '参数guideStatus不正确');
      const row = guideRows().find((g) => g.lenovoId === account.lenovoId && g.guideType === guideType);
      if (row) row.guideStatus = guideStatus;
      else guideRows().push({ lenovoId: account.lenovoId, guideType, guideStatus });
      return null;
    },
    { writes: true },
  ),
  route('get', E, '/noviceGuide/{type}', ({ params, account }) => {
    const row = guideRows().find((g) => g.lenovoId === account.lenovoId && g.guideType === params.type);
    return { guideType: params.type, guideStatus: row?.guideStatus ?? 0 };
  }),
];

/** Staff summary by lenovoId within the session's enterprise. */
export function personOf(enterpriseNumber: string, lenovoId: string) {
  const index = directoryIndex(enterpriseNumber);
  const p = staffOf(enterpriseNumber).find((s) => s.lenovoId === lenovoId && s.status !== 'departure');
  if (!p) return null;
  return { p, departmentList: p.departIds.map((id) => ({ id, departName: index.byId.get(id)?.departName ?? '' })) };
}

export { itAdminRows };
export default homeHandlers;
