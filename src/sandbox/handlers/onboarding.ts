import { route, type AuthedInput } from '../route';
import { newStaffRow } from '../new-staff';
import { paginate, Reject, required } from '../respond';
import { newId } from '../random';
import { newLenovoId } from '../lenovo-ids';
import { accounts, findEnterprise } from '../core-tables';
import { table } from '../db';
import {
  enterpriseNumberOf,
  imports,
  note,
  nowStamp,
  pendingStaff,
  staff,
  type PendingRow,
  type StaffRow,
} from '../org-tables';
import { listNames } from '../changelog';
import { directoryIndex, invalidateDirectory } from '../directory-views';
import { isUpload, readXlsxRecords, xlsxResponse } from '../xlsx';
import { EMAIL, EMAIL_MAX, exportIds, idList, paging, PHONE, text } from '../validate/input';

// Onboarding (admin-modules §7 "Onboarding"): pending staff, invitations, the two-step import.
const E = '/enterprise-server';
const COLUMNS = [
  { header: '姓名', key: 'name' },
  { header: '手机号', key: 'telephone' },
  { header: '邮箱', key: 'email', width: 28 },
  { header: '职位', key: 'position' },
];
const HEADERS: Record<string, string> = { 姓名: 'name', 手机号: 'telephone', 邮箱: 'email', 职位: 'position' };
/** Phones and e-mails invited to register (ENTERPRISE_0088 → /sendSmsOrEmail). */
export const invitations = () =>
  table<{ enterpriseNumber: string; target: string; channel: 'sms' | 'email'; time: string }>('invitations');

const POSITION_MAX = 30;

/** The fields of a pending row as strings (another JSON kind is refused). */
const rowFields = (b: Record<string, unknown>) => {
  for (const key of ['name', 'telephone', 'email', 'position']) text(b, key, { label: key });
};

const has = (v: string, t: string) => !t || v.toLowerCase().includes(t.toLowerCase());

function list(input: AuthedInput, match: (p: PendingRow) => boolean) {
  const e = enterpriseNumberOf(input);
  paging(input.body);
  return paginate(
    pendingStaff().filter((p) => p.enterpriseNumber === e && match(p)),
    input.body.page,
    input.body.size,
  );
}

/** Why a row cannot be a pending staff member, or '' (the registration checks excluded). */
function rowProblem(e: string, r: Record<string, unknown>, selfId?: string): string {
  const name = String(r.name ?? '').trim();
  const phone = String(r.telephone ?? '').trim();
  const email = String(r.email ?? '').trim();
  if (!name) return '姓名不能为空';
  if (name.length > 20) return '姓名不能超过20个字符';
  if (String(r.position ?? '').trim().length > POSITION_MAX) return `职位不能超过${POSITION_MAX}个字符`;
  if (!phone && !email) return '手机号和邮箱至少填写一项';
  if (phone && !PHONE.test(phone)) return '手机号格式不正确';
  if (email && !EMAIL.test(email)) return '邮箱格式不正确';
  if (email.length > EMAIL_MAX) return `邮箱不能超过${EMAIL_MAX}个字符`;
  if (
    pendingStaff().some(
      (p) =>
        p.enterpriseNumber === e &&
        p.id !== selfId &&
        ((phone && p.telephone === phone) || (email && p.email === email)),
    )
  )
    return '该员工已在待入职列表中';
  const same = staff().filter(
    (p) => p.enterpriseNumber === e && ((phone && p.telephone === phone) || (email && p.email === email)),
  );
  if (same.some((p) => p.status !== 'departure')) return '该员工已是企业成员';
  if (same.length) return REHIRE;
  return '';
}

/** A departed person comes back by re-hire, keeping their profile and history, never as a second
 *  staff row of the same account (docs/product.md Part D §3). */
const DEPARTED = '已离职，如需恢复请在离职员工中重新入职';
const REHIRE = `该员工${DEPARTED}`;

/** Refuses a row that cannot be a pending staff member, with rowProblem's words. */
function refuseProblem(e: string, r: Record<string, unknown>, selfId?: string) {
  const problem = rowProblem(e, r, selfId);
  if (problem) throw new Reject(500, problem);
}

/** A new pending row of the enterprise (its fields already checked). */
function newPending(e: string, fields: Pick<PendingRow, 'name' | 'telephone' | 'email' | 'position'>): PendingRow {
  const time = nowStamp();
  const enterpriseId = findEnterprise(e)?.id ?? '';
  return { id: newId('p-'), enterpriseNumber: e, enterpriseId, ...fields, createTime: time, updateTime: time };
}

/** Takes the pending rows `ids` off the list. */
function dropPending(ids: ReadonlySet<string>) {
  const rows = pendingStaff();
  for (let i = rows.length - 1; i >= 0; i--) if (ids.has(rows[i].id)) rows.splice(i, 1);
}

/** The change-log line of a write on one pending row. */
const pendingLog = (verb: string) => (_i: AuthedInput, r: unknown) =>
  note('f04', `${verb}待入职人员 ${(r as PendingRow).name}`, { people: [(r as PendingRow).name] });

/** ENTERPRISE_0089 / ENTERPRISE_0088: the phone and e-mail against the platform's accounts. */
function registration(e: string, phone: string, email: string) {
  const byPhone = phone ? accounts().find((a) => a.telephone === phone) : undefined;
  const byEmail = email ? accounts().find((a) => a.email === email) : undefined;
  if (byPhone && byEmail && byPhone.lenovoId !== byEmail.lenovoId)
    throw new Reject(500, '该手机号和邮箱已分别注册为两个账号，请让员工提供新的未注册手机号或邮箱', 'ENTERPRISE_0089');
  const invited = invitations().some((i) => i.enterpriseNumber === e && (i.target === phone || i.target === email));
  if (!byPhone && !byEmail && !invited) throw new Reject(500, '该员工尚未注册账号，请邀请其注册', 'ENTERPRISE_0088');
}

/** A pending person as a new staff member of department `departId`: active when an account has
 *  their phone or e-mail, else unactivated (invited, not registered yet). */
function staffFrom(p: PendingRow, departId: string): StaffRow {
  const account = accounts().find(
    (a) => (p.telephone && a.telephone === p.telephone) || (p.email && a.email === p.email),
  );
  return newStaffRow({
    id: newId(`u-${p.enterpriseNumber}-`),
    enterpriseNumber: p.enterpriseNumber,
    lenovoId: account?.lenovoId ?? newLenovoId(),
    name: p.name,
    telephone: p.telephone,
    email: p.email,
    position: p.position,
    departIds: [departId],
    status: account ? '' : 'unactivated',
  });
}

const onboardingHandlers = [
  route(
    'post',
    E,
    '/admin/tempUserSearch',
    (input) => {
      const k = text(input.body, 'keyWord', { label: '关键字', max: 50 });
      return list(input, (p) => has(p.name, k) || has(p.telephone, k) || has(p.email, k));
    },
    { read: true },
  ),

  route(
    'post',
    E,
    '/admin/tempUserAdvancedSearch',
    (input) => {
      const [n, t, m, pos] = ['name', 'telephone', 'email', 'position'].map((k) =>
        text(input.body, k, { label: k, max: 64 }),
      );
      return list(input, (p) => has(p.name, n) && has(p.telephone, t) && has(p.email, m) && has(p.position, pos));
    },
    { read: true },
  ),

  route(
    'post',
    E,
    '/admin/personnelListAdd',
    (input) => {
      const e = enterpriseNumberOf(input);
      const b = input.body;
      if (b.enterpriseNumber && b.enterpriseNumber !== e) throw new Reject(403, '无权向其他企业添加人员');
      if (b.enterpriseId && b.enterpriseId !== findEnterprise(e)?.id) throw new Reject(403, '无权向其他企业添加人员');
      rowFields(b);
      refuseProblem(e, b);
      const phone = String(b.telephone ?? '').trim();
      const email = String(b.email ?? '').trim();
      registration(e, phone, email);
      const position = String(b.position ?? '').trim();
      const row = newPending(e, { name: String(b.name).trim(), telephone: phone, email, position });
      pendingStaff().unshift(row);
      return row;
    },
    { log: pendingLog('添加') },
  ),

  route(
    'post',
    E,
    '/admin/personnelEdit',
    (input) => {
      required(input.body, ['id']);
      const e = enterpriseNumberOf(input);
      const row = pendingStaff().find((p) => p.enterpriseNumber === e && p.id === input.body.id);
      if (!row) throw new Reject(404, '待入职人员不存在');
      rowFields(input.body);
      const merged = { ...row, ...input.body };
      refuseProblem(e, merged, row.id);
      if (merged.telephone !== row.telephone || merged.email !== row.email)
        registration(e, String(merged.telephone ?? ''), String(merged.email ?? ''));
      Object.assign(row, {
        name: String(merged.name).trim(),
        telephone: String(merged.telephone ?? ''),
        email: String(merged.email ?? ''),
        position: String(merged.position ?? ''),
        updateTime: nowStamp(),
      });
      return row;
    },
    { log: pendingLog('编辑') },
  ),

  route(
    'post',
    E,
    '/admin/personnelDel',
    (input) => {
      const ids = new Set(idList(input.body.ids, 'ids'));
      const e = enterpriseNumberOf(input);
      const gone = pendingStaff().filter((p) => p.enterpriseNumber === e && ids.has(p.id));
      if (gone.length !== ids.size) throw new Reject(404, '部分待入职人员不存在');
      dropPending(ids);
      return { names: gone.map((p) => p.name).join('、') };
    },
    {
      log: (_i, r) => {
        const people = (r as { names: string }).names.split('、').filter(Boolean);
        return note('f04', `删除待入职人员 ${listNames(people)}`, { people });
      },
    },
  ),

  // Confirm onboarding (call assumed, docs/assumed-contract.md): the pending people become staff of
  // the enterprise in one department and leave the pending list.
  route(
    'post',
    E,
    '/admin/personnelConfirm',
    (input) => {
      const e = enterpriseNumberOf(input);
      const b = input.body;
      if (!Array.isArray(b.ids) || !b.ids.length) throw new Reject(400, '参数ids不能为空');
      required(b, ['departId']);
      const ids = new Set(b.ids.map(String));
      const rows = pendingStaff().filter((p) => p.enterpriseNumber === e && ids.has(p.id));
      if (rows.length !== ids.size) throw new Reject(404, '部分待入职人员不存在');
      const depart = directoryIndex(e).byId.get(String(b.departId));
      if (!depart) throw new Reject(404, '部门不存在');
      if (!depart.enable) throw new Reject(500, `部门“${depart.departName}”已停用，请选择其他部门`);
      const staffOf = staff().filter((s) => s.enterpriseNumber === e);
      const same = (p: PendingRow, s: StaffRow) =>
        (p.telephone && s.telephone === p.telephone) || (p.email && s.email === p.email);
      const taken = rows.find((p) => staffOf.some((s) => s.status !== 'departure' && same(p, s)));
      if (taken) throw new Reject(500, `${taken.name}已是企业成员`);
      const departed = rows.find((p) => staffOf.some((s) => same(p, s)));
      if (departed) throw new Reject(500, `${departed.name}${DEPARTED}`);
      for (const p of rows) staff().push(staffFrom(p, depart.id));
      dropPending(ids);
      invalidateDirectory(e);
      return { count: rows.length, names: rows.map((p) => p.name).join('、'), departName: depart.departName };
    },
    {
      log: (_i, r) => {
        const x = r as { names: string; departName: string };
        const people = x.names.split('、').filter(Boolean);
        return note('f04', `确认入职 ${listNames(people)} 至 ${x.departName}`, { people, objects: [x.departName] });
      },
    },
  ),

  route(
    'post',
    E,
    '/admin/personnelManageListExport',
    async (input) => {
      const e = enterpriseNumberOf(input);
      const ids = exportIds(input.body, '人员');
      return xlsxResponse(
        '待入职人员.xlsx',
        [...COLUMNS, { header: '创建时间', key: 'createTime', width: 22 }],
        pendingStaff().filter((p) => p.enterpriseNumber === e && ids.has(p.id)),
      );
    },
    { read: true },
  ),

  route('get', E, '/admin/upload/template', () =>
    xlsxResponse('待入职人员导入模板.xlsx', COLUMNS, [
      { name: '张三', telephone: '13900001001', email: 'zhangsan@example.com', position: '工程师' },
    ]),
  ),

  route('post', E, '/admin/upload/batchImport', async (input) => {
    const e = enterpriseNumberOf(input);
    if (!isUpload(input.body.file)) throw new Reject(400, '请上传文件');
    let records: Array<Record<string, string>>;
    try {
      records = await readXlsxRecords(input.body.file, HEADERS);
    } catch {
      throw new Reject(500, '文件解析失败，请使用模板填写后上传');
    }
    if (!records.length) throw new Reject(500, '文件中没有人员数据');
    if (records.length > 500) throw new Reject(500, '单次最多导入500人');
    const previous = input.body.importId
      ? imports().find((i) => i.importId === input.body.importId && i.kind === 'onboarding')
      : undefined;
    if (input.body.importId && !previous) throw new Reject(404, '导入记录不存在或已过期');
    const ok: Array<Record<string, string>> = [];
    const bad: Array<Record<string, string>> = [];
    const seen = new Set<string>();
    for (const r of records) {
      let reason = rowProblem(e, r) || (seen.has(r.telephone || r.email) ? '文件中存在重复人员' : '');
      if (!reason) {
        try {
          registration(e, r.telephone ?? '', r.email ?? '');
        } catch (err) {
          reason = (err as Error).message;
        }
      }
      seen.add(r.telephone || r.email);
      (reason ? bad : ok).push(reason ? { ...r, reason } : r);
    }
    const importId = previous?.importId ?? newId('imp-');
    if (previous) Object.assign(previous, { ok, bad, createdAt: Date.now() });
    else imports().push({ importId, enterpriseNumber: e, kind: 'onboarding', ok, bad, createdAt: Date.now() });
    return { importId, importable: ok, unImportable: bad };
  }),

  route(
    'post',
    E,
    '/admin/upload/saveUsers',
    (input) => {
      required(input.body, ['importId']);
      const e = enterpriseNumberOf(input);
      const found = imports().find(
        (i) => i.importId === input.body.importId && i.kind === 'onboarding' && i.enterpriseNumber === e,
      );
      if (!found) throw new Reject(404, '导入记录不存在或已过期');
      if (!found.ok.length) throw new Reject(500, '没有可导入的人员');
      for (const r of found.ok)
        pendingStaff().unshift(
          newPending(e, {
            name: r.name,
            telephone: r.telephone ?? '',
            email: r.email ?? '',
            position: r.position ?? '',
          }),
        );
      const count = found.ok.length;
      imports().splice(imports().indexOf(found), 1);
      return { count, names: found.ok.map((r) => r.name) };
    },
    {
      log: (_i, r) => {
        const people = (r as { names: string[] }).names;
        return note('f04', `批量导入待入职人员 ${listNames(people)}`, { people });
      },
    },
  ),

  route(
    'post',
    E,
    '/sendSmsOrEmail',
    (input) => {
      const e = enterpriseNumberOf(input);
      const b = input.body;
      if (b.enterpriseNumber !== e) throw new Reject(400, '参数enterpriseNumber不正确');
      for (const key of ['phone', 'email']) {
        if (
          b[key] !== undefined &&
          b[key] !== null &&
          !(Array.isArray(b[key]) && (b[key] as unknown[]).every((v) => typeof v === 'string'))
        )
          throw new Reject(400, `参数${key}格式错误`);
      }
      const phones = ((b.phone as string[] | undefined) ?? []).map((v) => v.trim());
      const emails = ((b.email as string[] | undefined) ?? []).map((v) => v.trim());
      if (!phones.length && !emails.length) throw new Reject(400, '请填写手机号或邮箱');
      if (phones.some((p) => !PHONE.test(p))) throw new Reject(400, '手机号格式不正确');
      if (emails.some((m) => !EMAIL.test(m))) throw new Reject(400, '邮箱格式不正确');
      for (const target of phones)
        invitations().push({ enterpriseNumber: e, target, channel: 'sms', time: nowStamp() });
      for (const target of emails)
        invitations().push({ enterpriseNumber: e, target, channel: 'email', time: nowStamp() });
      return { count: phones.length + emails.length, targets: [...phones, ...emails].join('、') };
    },
    {
      log: (i, r) => {
        // name whom the invitations went to: the pending or staff row behind each phone / e-mail
        const e = i.enterprise!.enterpriseNumber;
        const targets = (r as { targets: string }).targets.split('、').filter(Boolean);
        const rows = [...pendingStaff(), ...staff()].filter((p) => p.enterpriseNumber === e);
        const named = targets.map((t) => {
          const who = rows.find((p) => p.telephone === t || p.email === t)?.name;
          return who ? `${who}（${t}）` : t;
        });
        const people = targets.flatMap((t) =>
          rows
            .filter((p) => p.telephone === t || p.email === t)
            .slice(0, 1)
            .map((p) => p.name),
        );
        return note('f04', `邀请注册 ${listNames(named)}`, { people, objects: targets });
      },
    },
  ),
];

export default onboardingHandlers;
