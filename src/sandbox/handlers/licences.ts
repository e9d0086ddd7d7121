import { route, type AuthedInput } from '../route';
import { paginate, Reject } from '../respond';
import { enterpriseNumberOf, staffOf } from '../org-tables';
import { refLookup } from '../lifecycle/ref-lookup';
import { licenceGrants, licenceSessions, licenceUses } from '../licence-tables';
import { DAY, dateArg, paging, text } from '../validate/input';
import { xlsxResponse, type Column } from '../xlsx';
import type { LicenceUsage } from '@/features/licences/api/types';

// The office-suite licence service (admin-modules §7 "Usage pages"): its token login GET {token}, then
// POST getAuthorization and search, GET getUserUseDateInfo, exportExcelUserUserDateInfo, exportSearch.
// Prefix, search path and shapes assumed (docs/assumed-contract.md "Workplace" → "Application shop").
const M = '/enterprise-management-server';
const O = '/officeSuite';

const grantOf = (e: string) => {
  const g = licenceGrants().find((r) => r.enterpriseNumber === e);
  if (!g) throw new Reject(404, '企业未购买办公套件授权');
  return g;
};

/** The service answers only after its token login for this console session and enterprise. */
function serviceEnterprise(input: AuthedInput): string {
  const e = enterpriseNumberOf(input);
  if (!licenceSessions().some((s) => s.token === input.session.token && s.enterpriseNumber === e))
    throw new Reject(500, '办公套件服务未登录，请刷新页面重试', 'OFFICE_0001');
  return e;
}

const queryObject = (input: AuthedInput) => Object.fromEntries(input.query.entries()) as Record<string, unknown>;

/** Holders with any use in the days, most days first; keyword: part of a name or department. */
function usage(e: string, source: Record<string, unknown>, withKeyword: boolean): LicenceUsage[] {
  const startDate = dateArg(source, 'startDate', DAY);
  const endDate = dateArg(source, 'endDate', DAY);
  if (startDate && endDate && startDate > endDate) throw new Reject(400, '开始日期不能晚于结束日期');
  const keyword = withKeyword ? text(source, 'keyword', { label: '搜索内容', max: 30 }) : '';
  const byPerson = new Map<string, LicenceUsage>();
  const refs = refLookup(e);
  const people = new Map(staffOf(e).map((p) => [p.lenovoId, p]));
  for (const u of licenceUses()) {
    if (u.enterpriseNumber !== e || (startDate && u.day < startDate) || (endDate && u.day > endDate)) continue;
    let row = byPerson.get(u.lenovoId);
    if (!row) {
      // the days of use are history: someone departed or deleted is named by the name they had, a
      // department deleted since by its id (the console names it, docs/product.md Part D §3)
      const departmentList = (people.get(u.lenovoId)?.departIds ?? []).map((id) => ({
        id,
        departName: refs.department(id)?.state === 'active' ? refs.department(id)!.name : '',
      }));
      row = {
        lenovoId: u.lenovoId,
        name: refs.personByLenovoId(u.lenovoId)?.name ?? '',
        departmentList,
        useDays: 0,
        minutes: 0,
        lastUseDate: '',
      };
      byPerson.set(u.lenovoId, row);
    }
    row.useDays += 1;
    row.minutes += u.minutes;
    if (u.day > row.lastUseDate) row.lastUseDate = u.day;
  }
  return [...byPerson.values()]
    .filter((r) => !keyword || r.name.includes(keyword) || r.departmentList.some((d) => d.departName.includes(keyword)))
    .sort((a, b) => b.useDays - a.useDays || b.minutes - a.minutes || a.name.localeCompare(b.name, 'zh-CN'));
}

const USAGE_COLUMNS: Column[] = [
  { header: '姓名', key: 'name', width: 12 },
  { header: '部门', key: 'departName', width: 20 },
  { header: '使用天数', key: 'useDays', width: 10 },
  { header: '使用时长（分钟）', key: 'minutes', width: 16 },
  { header: '最近使用日期', key: 'lastUseDate', width: 14 },
];

/** The export writes every department, joined; one deleted since as 「名称（已删除）」. */
function usageSheet(name: string, e: string, rows: LicenceUsage[]) {
  const refs = refLookup(e);
  const named = (d: LicenceUsage['departmentList'][number]) =>
    d.departName || (d.id && refs.department(d.id) ? `${refs.department(d.id)!.name}（已删除）` : '');
  return xlsxResponse(
    name,
    USAGE_COLUMNS,
    rows.map((r) => ({ ...r, departName: r.departmentList.map(named).filter(Boolean).join('、') })),
  );
}

const licenceHandlers = [
  route(
    'post',
    M,
    `${O}/getAuthorization`,
    (input) => {
      const g = grantOf(serviceEnterprise(input));
      const used = g.holders.length;
      return {
        productName: g.productName,
        total: g.total,
        used,
        remaining: Math.max(0, g.total - used),
        expireDate: g.expireDate,
      };
    },
    { read: true },
  ),

  route('get', M, `${O}/getUserUseDateInfo`, (input) => {
    const e = serviceEnterprise(input);
    const q = queryObject(input);
    paging(q);
    return paginate(usage(e, q, false), q.page, q.size);
  }),

  route(
    'post',
    M,
    `${O}/search`,
    (input) => {
      const e = serviceEnterprise(input);
      paging(input.body);
      return paginate(usage(e, input.body, true), input.body.page, input.body.size);
    },
    { read: true },
  ),

  route('get', M, `${O}/exportExcelUserUserDateInfo`, (input) => {
    const e = serviceEnterprise(input);
    return usageSheet('办公套件使用情况.xlsx', e, usage(e, queryObject(input), false));
  }),

  route('get', M, `${O}/exportSearch`, (input) => {
    const e = serviceEnterprise(input);
    return usageSheet('办公套件使用情况（搜索结果）.xlsx', e, usage(e, queryObject(input), true));
  }),

  // the token login (GET {token}): last, so the named calls above match first
  route(
    'get',
    M,
    `${O}/{token}`,
    (input) => {
      const e = enterpriseNumberOf(input);
      if (input.params.token !== input.session.token) throw new Reject(500, '令牌无效', 'OFFICE_0002');
      const g = grantOf(e);
      const sessions = licenceSessions();
      const i = sessions.findIndex((s) => s.token === input.session.token);
      if (i >= 0) sessions.splice(i, 1);
      sessions.push({ token: input.session.token, enterpriseNumber: e, createdAt: Date.now() });
      return { account: input.enterprise!.enterpriseName, productName: g.productName };
    },
    { writes: true },
  ),
];

export default licenceHandlers;
