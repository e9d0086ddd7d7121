import { route } from '../route';
import { Reject, required } from '../respond';
import { recordChange } from '../changelog';
import { memberships, sessions } from '../core-tables';
import { note, staffOf } from '../org-tables';
import { newId } from '../random';
import { enterpriseOf, now, personOf, requireAdmin } from './home';
import { engineerRows, graphCodeRows, verifyCodeRows } from '../seed/modules/enterprise-settings';
import { EMAIL, EMAIL_MAX, email as emailArg, INDUSTRIES, oneOf, phone, PHONE, SCALES, text } from '../validate/input';

// Enterprise information, binding engineers, administrator transfer, dismissal and the
// graphic / e-mail verification codes (platform-shell §5, §7.2–7.3).
const E = '/enterprise-server';
/** A change-log note of module f01 企业信息, naming whom and what it touched. */
const info = (keyword: string, touched: { people?: string[]; objects?: string[] }) => note('f01', keyword, touched);
const CODE_TTL_MS = 5 * 60_000;

function svgCode(code: string) {
  const chars = code
    .split('')
    .map(
      (c, i) =>
        `<text x="${12 + i * 22}" y="${26 + (i % 2) * 4}" font-size="22" fill="#1f3a93" transform="rotate(${i % 2 ? 8 : -8} ${12 + i * 22} 26)">${c}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40"><rect width="100" height="40" fill="#eef2ff"/><line x1="0" y1="12" x2="100" y2="30" stroke="#a5b4fc"/>${chars}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function engineerFields(body: Record<string, unknown>) {
  required(body, ['name', 'telephone']);
  const name = text(body, 'name', { label: '姓名', max: 20, required: true });
  const telephone = phone(body, 'telephone', '手机号', true);
  const email = emailArg(body, 'email');
  return { name, telephone, email, remark: text(body, 'remark', { label: '备注', max: 100 }) };
}

const settingsHandlers = [
  route('get', E, '/enterprise/info', (input) => {
    const e = enterpriseOf(input);
    return {
      id: e.id,
      enterpriseNumber: e.enterpriseNumber,
      enterpriseName: e.enterpriseName,
      industry: e.industry,
      scale: e.scale,
      contactName: e.contactName,
      contactPhone: e.contactPhone,
      email: e.email,
      createTime: e.createTime,
      adminName: personOf(e.enterpriseNumber, e.adminLenovoId)?.p.name ?? '',
      memberCount: staffOf(e.enterpriseNumber).filter((s) => s.status !== 'departure').length,
      isOwner: e.adminLenovoId === input.account.lenovoId,
    };
  }),

  route(
    'post',
    E,
    '/enterprise/update',
    (input) => {
      const e = requireAdmin(input);
      required(input.body, ['industry', 'scale', 'contactName', 'contactPhone']);
      const industry = oneOf(input.body.industry, INDUSTRIES, 'industry');
      const scale = oneOf(input.body.scale, SCALES, 'scale');
      const contactName = text(input.body, 'contactName', { label: '联系人', max: 20, required: true });
      const contactPhone = phone(input.body, 'contactPhone', '联系电话', true);
      const email = emailArg(input.body, 'email');
      if (email && email !== e.email) {
        const code = verifyCodeRows().find(
          (c) =>
            c.lenovoId === input.account.lenovoId &&
            c.target === email &&
            !c.used &&
            c.code === String(input.body.verifyCode ?? ''),
        );
        if (!code || Date.now() - code.createdAt > CODE_TTL_MS) throw new Reject(500, '邮箱验证码错误或已过期');
        code.used = true;
      }
      Object.assign(e, { industry, scale, contactName, contactPhone, email });
      return null;
    },
    {
      log: (i) =>
        info(`修改企业信息 ${i.enterprise!.enterpriseName}`, {
          objects: [i.enterprise!.enterpriseName],
          people: [String(i.body.contactName)],
        }),
    },
  ),

  route(
    'get',
    E,
    '/graphValidateCode/getCode',
    () => {
      const code = Array.from(
        { length: 4 },
        () => 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'[Math.floor(Math.random() * 31)],
      ).join('');
      const key = newId('g');
      graphCodeRows().push({ key, code, used: false, createdAt: Date.now() });
      return { key, image: svgCode(code) };
    },
    { writes: true },
  ),

  route('post', E, '/sendVerifyCode', (input) => {
    required(input.body, ['type', 'target', 'graphKey', 'graphCode']);
    oneOf(input.body.type, ['email', 'sms'], 'type');
    const graph = graphCodeRows().find((g) => g.key === String(input.body.graphKey));
    if (
      !graph ||
      graph.used ||
      graph.code.toUpperCase() !== String(input.body.graphCode).toUpperCase() ||
      Date.now() - graph.createdAt > CODE_TTL_MS
    ) {
      if (graph) graph.used = true;
      throw new Reject(500, '图形验证码错误，请重新获取');
    }
    graph.used = true;
    const type = String(input.body.type);
    const target = String(input.body.target).trim();
    if (type === 'email' ? !EMAIL.test(target) : type === 'sms' ? !PHONE.test(target) : true)
      throw new Reject(400, type === 'email' ? '邮箱格式不正确' : '手机号格式不正确');
    if (type === 'email' && target.length > EMAIL_MAX) throw new Reject(400, `邮箱不能超过${EMAIL_MAX}个字符`);
    const code = String(Math.floor(100000 + Math.random() * 900000));
    verifyCodeRows().push({ lenovoId: input.account.lenovoId, target, code, used: false, createdAt: Date.now() });
    if (typeof window !== 'undefined' && !('process' in globalThis))
      console.info(`[sandbox] 验证码 ${code} 已发送至 ${target}`);
    return null;
  }),

  route('get', E, '/bindingEngineerList', (input) => {
    const e = enterpriseOf(input);
    return engineerRows()
      .filter((r) => r.enterpriseNumber === e.enterpriseNumber)
      .map(({ enterpriseNumber: _n, ...r }) => r);
  }),

  route(
    'post',
    E,
    '/saveBindingEngineer',
    (input) => {
      const e = requireAdmin(input);
      const fields = engineerFields(input.body);
      const mine = engineerRows().filter((r) => r.enterpriseNumber === e.enterpriseNumber);
      if (mine.some((r) => r.telephone === fields.telephone)) throw new Reject(500, '该手机号的工程师已绑定');
      if (mine.length >= 20) throw new Reject(500, '最多绑定20名工程师');
      const row = { id: newId('eng'), enterpriseNumber: e.enterpriseNumber, createTime: now(), ...fields };
      engineerRows().push(row);
      return { id: row.id };
    },
    { log: (i) => info(`绑定工程师 ${String(i.body.name)}`, { people: [String(i.body.name)] }) },
  ),

  route(
    'post',
    E,
    '/editBindingEngineer',
    (input) => {
      const e = requireAdmin(input);
      required(input.body, ['id']);
      const row = engineerRows().find(
        (r) => r.enterpriseNumber === e.enterpriseNumber && r.id === String(input.body.id),
      );
      if (!row) throw new Reject(404, '工程师不存在');
      const fields = engineerFields(input.body);
      if (
        engineerRows().some(
          (r) => r.enterpriseNumber === e.enterpriseNumber && r.id !== row.id && r.telephone === fields.telephone,
        )
      )
        throw new Reject(500, '该手机号的工程师已绑定');
      Object.assign(row, fields);
      return null;
    },
    { log: (i) => info(`编辑绑定工程师 ${String(i.body.name)}`, { people: [String(i.body.name)] }) },
  ),

  route(
    'delete',
    E,
    '/deleteBindingEngineerById/{id}',
    (input) => {
      const e = requireAdmin(input);
      const i = engineerRows().findIndex((r) => r.enterpriseNumber === e.enterpriseNumber && r.id === input.params.id);
      if (i < 0) throw new Reject(404, '工程师不存在');
      const [gone] = engineerRows().splice(i, 1);
      return { name: gone.name };
    },
    {
      log: (_i, r) => {
        const { name } = r as { name: string };
        return info(`解除绑定工程师 ${name}`, { people: [name] });
      },
    },
  ),

  route(
    'get',
    E,
    '/enterprise/transferEnterpriseAdministrator',
    (input) => {
      const e = requireAdmin(input);
      if (e.adminLenovoId !== input.account.lenovoId) throw new Reject(403, '仅企业管理员可转让');
      const id = input.query.get('id');
      if (!id) throw new Reject(400, '参数id不能为空');
      const target = personOf(e.enterpriseNumber, id);
      if (!target || target.p.status !== '') throw new Reject(500, '只能转让给已激活的在职成员');
      if (id === e.adminLenovoId) throw new Reject(500, '不能转让给自己');
      e.adminLenovoId = id;
      const m = memberships().find((x) => x.enterpriseNumber === e.enterpriseNumber && x.lenovoId === id);
      if (m) Object.assign(m, { admin: true, menuIds: 'all' });
      else memberships().push({ enterpriseNumber: e.enterpriseNumber, lenovoId: id, admin: true, menuIds: 'all' });
      recordChange(input, info(`转让企业管理员给 ${target.p.name}`, { people: [target.p.name] }));
      return null;
    },
    { writes: true },
  ),

  route(
    'delete',
    E,
    '/dismissEnterprise/{id}',
    (input) => {
      const e = requireAdmin(input);
      if (input.params.id !== e.id) throw new Reject(400, '企业不存在');
      if (e.adminLenovoId !== input.account.lenovoId) throw new Reject(403, '仅企业管理员可解散企业');
      e.dismissed = true;
      for (const s of sessions()) if (s.enterpriseNumber === e.enterpriseNumber) s.enterpriseNumber = null;
      return null;
    },
    { log: (i) => info(`解散企业 ${i.enterprise!.enterpriseName}`, { objects: [i.enterprise!.enterpriseName] }) },
  ),
];

export default settingsHandlers;
