import { route } from '../route';
import { paginate, Reject } from '../respond';
import { changeRows, mentions, touchesPerson } from '../changelog';
import { enterpriseNumberOf, FUNCTION_MODULES, staff } from '../org-tables';
import { xlsxResponse } from '../xlsx';
import { exportIds, paging, text } from '../validate/input';
import { isDay } from '../validate/values';

// The change log (admin-modules §7 "Change log").
const E = '/enterprise-server';

/** The days a search covers, both inclusive: operationDate as one day 'YYYY-MM-DD' (the spec's form)
 *  or as a range ['YYYY-MM-DD', 'YYYY-MM-DD'] (docs/assumed-contract.md); either end may be ''. */
function dateRange(body: Record<string, unknown>): [string, string] {
  const v = body.operationDate ?? '';
  const [from, to] = Array.isArray(v) ? v.map((d) => String(d ?? '')) : [String(v), String(v)];
  if (Array.isArray(v) && v.length !== 2) throw new Reject(400, '操作日期格式不正确');
  if ([from, to].some((d) => d && !isDay(d))) throw new Reject(400, '操作日期格式不正确');
  if (from && to && from > to) throw new Reject(400, '开始日期不能晚于结束日期');
  return [from, to];
}

const changelogHandlers = [
  route('post', E, '/functionmoudle/list', () => FUNCTION_MODULES.map((m) => ({ ...m })), { read: true }),

  route(
    'post',
    E,
    '/changelog/search',
    (input) => {
      const e = enterpriseNumberOf(input);
      const b = input.body;
      paging(b);
      const keyword = text(b, 'keyword', { label: '关键字', max: 50 });
      const name = text(b, 'name', { label: '操作人', max: 20 });
      const type = String(b.operationTypeId ?? '');
      const [from, to] = dateRange(b);
      if (type && !FUNCTION_MODULES.some((m) => m.id === type)) throw new Reject(400, '操作类型不存在');
      // keyword: the entry's text or any person / object it touched (a long list is shortened in the text);
      // name: whoever made the change or any person it touched
      const rows = changeRows().filter((r) => {
        const day = r.creatDate.slice(0, 10);
        return (
          r.enterpriseNumber === e &&
          (!keyword || mentions(r, keyword)) &&
          (!name || r.name.includes(name) || !!r.people?.some((n) => n.includes(name))) &&
          (!type || r.operationTypeId === type) &&
          (!from || day >= from) &&
          (!to || day <= to)
        );
      });
      return paginate(rows, b.page, b.size);
    },
    { read: true },
  ),

  // a person's history: every entry that touched them, newest first (docs/assumed-contract.md)
  route(
    'post',
    E,
    '/changelog/person',
    (input) => {
      const e = enterpriseNumberOf(input);
      const b = input.body;
      paging(b);
      const userId = text(b, 'userId', { label: '员工', required: true });
      const person = staff().find((p) => p.enterpriseNumber === e && p.id === userId);
      if (!person) throw new Reject(404, '员工不存在');
      return paginate(
        changeRows().filter((r) => r.enterpriseNumber === e && touchesPerson(r, person)),
        b.page,
        b.size,
      );
    },
    { read: true },
  ),

  route(
    'post',
    E,
    '/changelog/export',
    async (input) => {
      const e = enterpriseNumberOf(input);
      const ids = exportIds(input.body, '日志');
      const rows = changeRows().filter((r) => r.enterpriseNumber === e && ids.has(r.id));
      return xlsxResponse(
        '变更日志.xlsx',
        [
          { header: '操作时间', key: 'creatDate', width: 22 },
          { header: '操作类型', key: 'operationType' },
          { header: '操作人', key: 'name' },
          { header: '操作内容', key: 'keyword', width: 48 },
          { header: '涉及人员及对象', key: 'touched', width: 60 },
        ],
        rows.map((r) => ({ ...r, touched: [...(r.people ?? []), ...(r.objects ?? [])].join('、') })),
      );
    },
    { read: true },
  ),
];

export default changelogHandlers;
