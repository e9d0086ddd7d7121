import { route } from '../route';
import { newStaffRow } from '../new-staff';
import { Reject, required } from '../respond';
import {
  enterprises,
  enterprisesOf,
  findEnterprise,
  memberships,
  menuOf,
  accounts,
  type EnterpriseRow,
} from '../core-tables';
import { departments, note, staff } from '../org-tables';
import { email, INDUSTRIES, oneOf, phone, SCALES, text } from '../validate/input';

const E = '/enterprise-server';

const view = (e: EnterpriseRow, lenovoId: string) => ({
  id: e.id,
  enterpriseNumber: e.enterpriseNumber,
  enterpriseName: e.enterpriseName,
  isAdmin: memberships().some((m) => m.enterpriseNumber === e.enterpriseNumber && m.lenovoId === lenovoId && m.admin),
});

const enterpriseShellHandlers = [
  route('get', E, '/enterprise/listByLenovoId', ({ query, account }) => {
    const lenovoId = query.get('lenovoId');
    if (!lenovoId) throw new Reject(400, '参数lenovoId不能为空');
    if (lenovoId !== account.lenovoId) throw new Reject(403, '无权查看其他用户的企业');
    return enterprisesOf(lenovoId).map((e) => view(e, lenovoId));
  }),

  route('get', E, '/userAdminEnterpriseList', ({ account }) =>
    enterprisesOf(account.lenovoId)
      .filter((e) =>
        memberships().some(
          (m) => m.enterpriseNumber === e.enterpriseNumber && m.lenovoId === account.lenovoId && m.admin,
        ),
      )
      .map((e) => view(e, account.lenovoId)),
  ),

  // The spec's form carries nothing (§7.2). The console names the target in the query, since a user
  // of several enterprises chooses one; a bare call keeps the session's enterprise, else the user's
  // first (docs/assumed-contract.md, Deviations).
  route('post', E, '/switchEnterprise', ({ query, session, account }) => {
    const own = enterprisesOf(account.lenovoId);
    const named = query.get('enterpriseNumber');
    const target = named
      ? findEnterprise(named)
      : (own.find((e) => e.enterpriseNumber === session.enterpriseNumber) ?? own[0]);
    if (!named && !target) throw new Reject(400, '您还没有加入任何企业');
    if (!target || !own.includes(target)) throw new Reject(403, '您不是该企业的成员，无法切换');
    session.enterpriseNumber = target.enterpriseNumber;
    return { token: session.token, enterprise: view(target, account.lenovoId) };
  }),

  route('get', E, '/menu/userMenuList', ({ session, enterprise }) => {
    if (!enterprise) throw new Reject(400, '请先选择企业');
    return menuOf(session.lenovoId, enterprise.enterpriseNumber).map(({ id, name, url, icon, selectedIcon }) => ({
      id,
      name,
      url,
      icon,
      selectedIcon,
    }));
  }),

  route(
    'post',
    E,
    '/saveUser',
    ({ body, account }) => {
      required(body, ['name']);
      const name = text(body, 'name', { label: '姓名', max: 20, required: true });
      const mail = email(body, 'email');
      const row = accounts().find((a) => a.lenovoId === account.lenovoId)!;
      row.username = name;
      if (mail) row.email = mail;
      return { lenovoId: row.lenovoId, username: row.username, telephone: row.telephone, email: row.email };
    },
    {
      log: (_i, r) => {
        const { username } = r as { username: string };
        return note('f01', `完善个人信息 ${username}`, { people: [username] });
      },
    },
  ),

  route(
    'post',
    E,
    '/saveEnterprise',
    ({ body, account, session }) => {
      required(body, ['enterpriseName', 'industry', 'scale', 'contactName']);
      const name = text(body, 'enterpriseName', { label: '企业名称' });
      if (name.length < 2 || name.length > 50) throw new Reject(400, '企业名称长度应为2-50个字符');
      const industry = oneOf(body.industry, INDUSTRIES, 'industry');
      const scale = oneOf(body.scale, SCALES, 'scale');
      const contactName = text(body, 'contactName', { label: '联系人', max: 20, required: true });
      const contactPhone = phone(body, 'contactPhone', '联系电话');
      const mail = email(body, 'email');
      if (enterprises().some((e) => e.enterpriseName === name && !e.dismissed))
        throw new Reject(500, '该企业名称已被注册');
      const n = enterprises().length + 1;
      const row: EnterpriseRow = {
        id: `ent-${n}-${Date.now().toString(36)}`,
        enterpriseNumber: `E2026${String(n).padStart(4, '0')}${Date.now().toString(36).slice(-3)}`,
        enterpriseName: name,
        industry,
        scale,
        contactName,
        contactPhone: contactPhone || account.telephone,
        email: mail,
        adminLenovoId: account.lenovoId,
        createTime: new Date().toISOString().replace('T', ' ').slice(0, 19),
      };
      enterprises().push(row);
      memberships().push({
        enterpriseNumber: row.enterpriseNumber,
        lenovoId: account.lenovoId,
        admin: true,
        menuIds: 'all',
      });
      const rootId = `d-${row.enterpriseNumber}-0`;
      departments().push({
        id: rootId,
        enterpriseNumber: row.enterpriseNumber,
        departName: name,
        departNum: 'D0',
        departSupervisorId: '',
        parentDepartId: '0',
        enable: true,
        sort: 0,
      });
      staff().push(
        newStaffRow({
          id: `u-${row.enterpriseNumber}-1`,
          enterpriseNumber: row.enterpriseNumber,
          lenovoId: account.lenovoId,
          name: account.username,
          telephone: account.telephone,
          email: account.email,
          position: '管理员',
          staffId: 'S000001',
          employeeNumber: 'NO00001',
          entryTime: row.createTime.slice(0, 10),
          departIds: [rootId],
          status: '',
          isCeo: true,
        }),
      );
      session.enterpriseNumber = row.enterpriseNumber;
      return view(row, account.lenovoId);
    },
    {
      log: (_i, r) => {
        const { enterpriseName } = r as { enterpriseName: string };
        return note('f01', `创建企业 ${enterpriseName}`, { objects: [enterpriseName] });
      },
    },
  ),
];

export default enterpriseShellHandlers;
