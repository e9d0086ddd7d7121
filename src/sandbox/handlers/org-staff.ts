import { keepLiving } from '../lifecycle/keep-living';
import { newStaffRow } from '../new-staff';
import { route, type AuthedInput } from '../route';
import { paginate, Reject, required } from '../respond';
import { newId } from '../random';
import { newLenovoId } from '../lenovo-ids';
import { departmentFilter, directoryIndex, invalidateDirectory } from '../directory-views';
import {
  enterpriseNumberOf,
  note,
  nowStamp,
  peopleNames,
  profileChanges,
  staff,
  staffView,
  type StaffRow,
} from '../org-tables';
import { listNames, noteChanges, type FieldChange } from '../changelog';
import { findEnterprise } from '../core-tables';
import { keepUnseen, requireSeen } from '../scope/unseen';
import { throughView } from '../db';
import type { HeadOutsideScope, Staff } from '@/lib/org/types';
import { BANK_CARD, DAY, dateArg, EMAIL, EMAIL_MAX, ID_NUMBER, oneOf, PHONE } from '../validate/input';
import { isSensitive, maskNumber, SENSITIVE_FIELDS, SENSITIVE_LABELS, type SensitiveField } from '../sensitive-numbers';

// Staff of the organisation page: search, add, edit, move, CEO.
const E = '/enterprise-server';

export const PROFILE_LABELS: Record<string, string> = {
  name: '姓名',
  telephone: '手机号',
  email: '邮箱',
  position: '职位',
  staffId: '工号',
  employeeNumber: '员工编号',
  extensionNumber: '分机号',
  officeAddress: '办公地点',
  entryTime: '入职时间',
  nativePlace: '籍贯',
  major: '专业',
  idNumber: '身份证号',
  university: '毕业院校',
  birthDate: '出生日期',
  graduationTime: '毕业时间',
  gender: '性别',
  emergencyContact: '紧急联系人',
  emergencyPhone: '紧急联系人电话',
  emergencyRelation: '紧急联系人关系',
  bankCardNumber: '银行卡号',
  openingBank: '开户行',
  education: '最高学历',
  departIds: '所在部门',
};
const BASE_FIELDS = [
  'name',
  'telephone',
  'email',
  'position',
  'staffId',
  'employeeNumber',
  'extensionNumber',
  'officeAddress',
  'entryTime',
] as const;
const PROFILE_FIELDS = [
  'nativePlace',
  'major',
  'idNumber',
  'university',
  'birthDate',
  'graduationTime',
  'gender',
  'emergencyContact',
  'emergencyPhone',
  'emergencyRelation',
  'bankCardNumber',
  'openingBank',
  'education',
] as const;

export function orgCtx(input: AuthedInput) {
  const e = enterpriseNumberOf(input);
  const index = directoryIndex(e);
  const nameOf = (id: string) => index.byId.get(id)?.departName;
  return { e, index, view: (p: StaffRow) => staffView(p, nameOf) };
}

/** "添加员工 李娜（研发中心、测试组）": the person and the departments they are in. */
function staffNote(action: string, result: unknown) {
  const { id, name, departmentList } = result as {
    id: string;
    name: string;
    departmentList: Array<{ departName: string }>;
  };
  const objects = departmentList.map((d) => d.departName);
  return note('f03', `${action} ${name}${objects.length ? `（${listNames(objects, '个部门')}）` : ''}`, {
    people: [name],
    objects,
    personIds: [id],
  });
}

/** all; on (everyone not departed, labels included); departure; unactivated and unjoined (exactly
 *  that label: the nucList page). */
const STATUSES = ['all', 'on', 'departure', 'unactivated', 'unjoined'] as const;
type Status = (typeof STATUSES)[number];
const statusOk = (p: StaffRow, status: Status) =>
  status === 'all' ? true : status === 'on' ? p.status !== 'departure' : p.status === status;

/** The enterpriseId of the spec's staff searches (admin-modules §7): required, and only the caller's
 *  current enterprise may be asked for. */
export function requireOwnEnterpriseId(input: AuthedInput, asked: unknown) {
  const id = String(asked ?? '').trim();
  if (!id) throw new Reject(400, '参数enterpriseId不能为空');
  if (id !== input.enterprise?.id) throw new Reject(403, '无权查看其他企业的员工');
}

/** Staff filtered on the server; a department includes its sub-departments. */
export function searchStaff(input: AuthedInput, match: (p: StaffRow, i: number) => boolean) {
  const { index, view } = orgCtx(input);
  const body = input.body;
  requireOwnEnterpriseId(input, body.enterpriseId);
  const status = (String(body.status ?? 'on') || 'on') as Status;
  if (!STATUSES.includes(status)) throw new Reject(400, '参数status不正确');
  const departId = body.departId ? String(body.departId) : '';
  if (departId && !index.byId.has(departId)) throw new Reject(404, '部门不存在');
  const within = departId ? departmentFilter(index, departId) : null;
  const rows = index.people.filter(
    (p, i) => statusOk(p, status) && (!within || p.departIds.some((id) => within.has(id))) && match(p, i),
  );
  const page = paginate(rows, body.page, body.size);
  return { ...page, list: page.list.map(view) };
}

const has = (v: unknown, text: string) =>
  !text ||
  String(v ?? '')
    .toLowerCase()
    .includes(text.toLowerCase());

const NAME_MAX = 20;
/** Staff dates, sent as 'YYYY-MM-DD' (docs/assumed-contract.md, organisation UI). */
const STAFF_DATES = ['entryTime', 'birthDate', 'graduationTime'];

/** An optional field: absent or empty, else it must match. */
function formatted(body: Record<string, unknown>, key: string, pattern: RegExp, label: string) {
  const value = String(body[key] ?? '').trim();
  if (value && !pattern.test(value)) throw new Reject(400, `${label}格式不正确`);
}

function validateStaff(e: string, body: Record<string, unknown>, self?: StaffRow) {
  const name = String(body.name ?? '').trim();
  if (!name) throw new Reject(400, '姓名不能为空');
  if (name.length > NAME_MAX) throw new Reject(400, `姓名不能超过${NAME_MAX}个字符`);
  const phone = String(body.telephone ?? '').trim();
  if (!self && !phone) throw new Reject(400, '手机号不能为空');
  formatted(body, 'telephone', PHONE, '手机号');
  formatted(body, 'email', EMAIL, '邮箱');
  if (String(body.email ?? '').trim().length > EMAIL_MAX) throw new Reject(400, `邮箱不能超过${EMAIL_MAX}个字符`);
  formatted(body, 'emergencyPhone', PHONE, '紧急联系人电话');
  // any other masked value is refused: it is no number
  formatted(body, 'idNumber', ID_NUMBER, '身份证号');
  formatted(body, 'bankCardNumber', BANK_CARD, '银行卡号');
  const others = staff().filter((p) => p.enterpriseNumber === e && p.id !== self?.id && p.status !== 'departure');
  if (phone && others.some((p) => p.telephone === phone)) throw new Reject(500, '该手机号已存在于企业中');
  if (body.email && others.some((p) => p.email === body.email)) throw new Reject(500, '该邮箱已存在于企业中');
  // a department deleted since the form was opened is left out and reported (docs/product.md Part D §3)
  const sentDeparts = Array.isArray(body.departIds) ? body.departIds.map(String) : [];
  const departIds = keepLiving(e, { departIds: sentDeparts }).departIds;
  if (!departIds.length) throw new Reject(400, '所在部门不能为空');
  const index = directoryIndex(e);
  if (departIds.some((id) => !index.byId.has(id))) throw new Reject(404, '部门不存在');
  for (const key of STAFF_DATES) dateArg(body, key, DAY);
  return { name, phone, departIds };
}

function assign(p: StaffRow, body: Record<string, unknown>) {
  for (const f of BASE_FIELDS)
    if (body[f] !== undefined && body[f] !== null && !(f === 'telephone' && body[f] === ''))
      (p as unknown as Record<string, unknown>)[f] = String(body[f]).trim();
  for (const f of PROFILE_FIELDS)
    if (body[f] !== undefined && body[f] !== null)
      (p.profile as unknown as Record<string, unknown>)[f] = String(body[f]).trim();
  if (Array.isArray(body.departIds)) p.departIds = body.departIds.map(String);
}

/** The staff member a reveal asks about, in the caller's enterprise. */
function revealed(input: AuthedInput) {
  const e = enterpriseNumberOf(input);
  const row = staff().find((p) => p.enterpriseNumber === e && p.id === String(input.body.id));
  if (!row) throw new Reject(404, '员工不存在');
  return row;
}

const snapshot = (p: StaffRow): Record<string, string> => ({
  ...Object.fromEntries(BASE_FIELDS.map((f) => [f, p[f]])),
  ...p.profile,
  departIds: p.departIds.join(','),
});

const orgStaffHandlers = [
  // searches: read-only POSTs, so the directory index (and its search text) survives them
  route(
    'post',
    E,
    '/admin/userSearch',
    (input) => {
      const key = String(input.body.keyWord ?? '')
        .trim()
        .toLowerCase();
      const position = String(input.body.position ?? '').trim();
      const text = orgCtx(input).index.searchText;
      return searchStaff(input, (p, i) => (!key || text[i].includes(key)) && has(p.position, position));
    },
    { read: true },
  ),

  route(
    'post',
    E,
    '/admin/userAdvancedSearch',
    (input) => {
      const b = input.body;
      const [name, position, telephone, email] = ['name', 'position', 'telephone', 'email'].map((k) =>
        String(b[k] ?? '').trim(),
      );
      return searchStaff(
        input,
        (p) => has(p.name, name) && has(p.position, position) && has(p.telephone, telephone) && has(p.email, email),
      );
    },
    { read: true },
  ),

  route(
    'post',
    E,
    '/admin/users',
    (input) => {
      const { e } = orgCtx(input);
      const { phone, departIds } = validateStaff(e, input.body);
      const row = newStaffRow({
        id: newId(`u-${e}-`),
        enterpriseNumber: e,
        lenovoId: newLenovoId(),
        name: '',
        telephone: phone,
        email: '',
        departIds: [],
      });
      assign(row, { ...input.body, departIds });
      staff().push(row);
      invalidateDirectory(e);
      return orgCtx(input).view(row);
    },
    { log: (_i, r) => staffNote('添加员工', r) },
  ),

  route(
    'put',
    E,
    '/admin/users',
    (input) => {
      required(input.body, ['id']);
      const { e } = orgCtx(input);
      const row = staff().find((p) => p.enterpriseNumber === e && p.id === input.body.id);
      if (!row) throw new Reject(404, '员工不存在');
      // a number sent back as the staff answer masked it means "unchanged" (the row echoed back)
      const body = { ...input.body };
      for (const f of SENSITIVE_FIELDS) if (row.profile[f] && body[f] === maskNumber(row.profile[f])) delete body[f];
      // a scoped administrator saved the departments she sees; those outside her scope stay, and count
      if (Array.isArray(body.departIds))
        body.departIds = keepUnseen(e, input.account.lenovoId, row.departIds, body.departIds.map(String));
      const { departIds } = validateStaff(e, body, row);
      const before = snapshot(row);
      assign(row, { ...body, departIds });
      const after = snapshot(row);
      const index = directoryIndex(e);
      const names = (v: string) =>
        v
          .split(',')
          .filter(Boolean)
          .map((id) => index.byId.get(id)?.departName ?? id)
          .join('、');
      const diff: FieldChange[] = [];
      for (const [field, old] of Object.entries(before)) {
        if (old === after[field]) continue;
        // the log and 员工信息变更 never spell out a sensitive number either
        const shown = (v: string) => (field === 'departIds' ? names(v) : isSensitive(field) ? maskNumber(v) : v);
        const [o, n] = [shown(old), shown(after[field])];
        diff.push({ field: PROFILE_LABELS[field] ?? field, before: o, after: n });
        profileChanges().unshift({
          id: newId('pc-'),
          enterpriseNumber: e,
          staffId: row.id,
          staffName: row.name,
          field,
          fieldLabel: PROFILE_LABELS[field] ?? field,
          oldValue: o,
          newValue: n,
          operator: input.account.username,
          changeTime: nowStamp(),
        });
      }
      noteChanges(input, diff);
      invalidateDirectory(e);
      return orgCtx(input).view(row);
    },
    { log: (_i, r) => staffNote('编辑员工', r) },
  ),

  // The full identity or bank card number, asked for by an explicit 查看 and logged: who saw whose
  // number, when (the staff answers carry it masked; docs/assumed-contract.md "Staff").
  route(
    'post',
    E,
    '/admin/users/revealSensitive',
    (input) => {
      required(input.body, ['id']);
      const field = oneOf<SensitiveField>(input.body.field, SENSITIVE_FIELDS, 'field');
      const row = revealed(input);
      return { value: row.profile[field] };
    },
    {
      log: (i) => {
        const { id, name } = revealed(i);
        return note('f03', `查看员工 ${name} 的${SENSITIVE_LABELS[i.body.field as SensitiveField]}`, {
          people: [name],
          personIds: [id],
        });
      },
    },
  ),

  route(
    'post',
    E,
    '/batchUpdateUserDepart',
    (input) => {
      required(input.body, ['ids', 'newDepartId']);
      const { e, index } = orgCtx(input);
      const to = String(input.body.newDepartId);
      const from = String(input.body.oldDepartId ?? '');
      if (!index.byId.has(to)) throw new Reject(404, '目标部门不存在');
      if (from && from === to) throw new Reject(500, '目标部门与原部门相同');
      const sent = [...new Set((input.body.ids as unknown[]).map(String))];
      const askedSupervisor = input.body.supervisorId ? String(input.body.supervisorId) : '';
      if (askedSupervisor && !sent.includes(askedSupervisor)) throw new Reject(400, '部门主管须为所选员工');
      // people who left since the dialog was opened are not moved (their departments are history) and
      // are reported; a supervisor who left is not set (docs/product.md Part D §1, §3)
      const ids = new Set(keepLiving(e, { userIds: sent }).userIds);
      const rows = staff().filter((p) => p.enterpriseNumber === e && ids.has(p.id));
      if (rows.length !== ids.size) throw new Reject(404, '部分员工不存在');
      const supervisorId = ids.has(askedSupervisor) ? askedSupervisor : '';
      // a supervisor is a responsibility: never a departed person
      if (supervisorId && rows.find((p) => p.id === supervisorId)!.status === 'departure')
        throw new Reject(400, '部门主管不存在');
      for (const p of rows) p.departIds = [...new Set([...(from ? p.departIds.filter((id) => id !== from) : []), to])];
      if (supervisorId) index.byId.get(to)!.departSupervisorId = supervisorId;
      invalidateDirectory(e);
      return { count: rows.length, departName: index.byId.get(to)!.departName };
    },
    {
      log: (i, r) => {
        const { departName } = r as { departName: string };
        const people = peopleNames(i.enterprise!.enterpriseNumber, i.body.ids, 'id');
        return note('f03', `调整员工 ${listNames(people)} 至 ${departName}`, { people, objects: [departName] });
      },
    },
  ),

  route('get', E, '/findCeo', (input): Staff | HeadOutsideScope | null => {
    const { e, view } = orgCtx(input);
    const isHead = (p: StaffRow) => p.enterpriseNumber === e && p.isCeo && p.status !== 'departure';
    const ceo = staff().find(isHead);
    if (ceo) return view(ceo);
    // a scoped administrator's lens hides a head outside her 管理范围; who heads the enterprise is
    // known to everyone in it, so she learns the name, and nothing else (assumed contract "Scoped
    // administrators")
    const head = throughView(null, () => staff().find(isHead));
    return head ? { name: head.name, isCeo: true, outsideScope: true } : null;
  }),

  route('get', E, '/admin/enterpriseUser', (input) => {
    const { e, view } = orgCtx(input);
    const asked = input.query.get('enterpriseNumber');
    if (asked && asked !== e) throw new Reject(403, '无权查看其他企业的员工');
    const name = (input.query.get('name') ?? '').trim();
    return staff()
      .filter((p) => p.enterpriseNumber === e && p.status !== 'departure' && has(p.name, name))
      .slice(0, 100)
      .map(view);
  }),

  route(
    'put',
    E,
    '/ceo',
    (input) => {
      required(input.body, ['enterpriseUserId']);
      const { e } = orgCtx(input);
      const next = staff().find(
        (p) => p.enterpriseNumber === e && p.id === input.body.enterpriseUserId && p.status !== 'departure',
      );
      if (!next) throw new Reject(404, '员工不存在');
      // replacing a CEO outside a scoped administrator's 管理范围 touches them
      const was = staff().filter((p) => p.enterpriseNumber === e && p.isCeo && p !== next);
      requireSeen(
        e,
        input.account.lenovoId,
        was.map((p) => p.id),
      );
      for (const p of staff()) if (p.enterpriseNumber === e) p.isCeo = p === next;
      return { id: next.id, name: next.name, enterprise: findEnterprise(e)?.enterpriseName ?? '' };
    },
    {
      log: (_i, r) => {
        const { name } = r as { name: string };
        return note('f07', `设置企业负责人 ${name}`, { people: [name] });
      },
    },
  ),

  route('get', E, '/searchEnterpriseForDepart', (input) => {
    const { e, view } = orgCtx(input);
    const key = (input.query.get('keyWord') ?? '').trim();
    const rows = staff().filter(
      (p) => p.enterpriseNumber === e && p.status !== 'departure' && (has(p.name, key) || has(p.telephone, key)),
    );
    const page = paginate(rows, input.query.get('page'), input.query.get('size'));
    return { ...page, list: page.list.map(view) };
  }),
];

export default orgStaffHandlers;
