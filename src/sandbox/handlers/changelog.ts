import { route } from '../route';
import { paginate, Reject } from '../respond';
import { changeRows } from '../changelog';
import { enterpriseNumberOf, FUNCTION_MODULES } from '../org-tables';
import { xlsxResponse } from '../xlsx';
import { paging, text } from '../validate/input';

// The change log (admin-modules §7 "Change log").
const E = '/enterprise-server';

const changelogHandlers = [
  route('post', E, '/functionmoudle/list', () => FUNCTION_MODULES.map((m) => ({ ...m }))),

  route('post', E, '/changelog/search', (input) => {
    const e = enterpriseNumberOf(input);
    const b = input.body;
    paging(b);
    const keyword = text(b, 'keyword', { label: '关键字', max: 50 });
    const name = text(b, 'name', { label: '操作人', max: 20 });
    const type = String(b.operationTypeId ?? '');
    const date = String(b.operationDate ?? '');
    if (date && !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Reject(400, '操作日期格式不正确');
    if (type && !FUNCTION_MODULES.some((m) => m.id === type)) throw new Reject(400, '操作类型不存在');
    const rows = changeRows().filter(
      (r) => r.enterpriseNumber === e && (!keyword || r.keyword.includes(keyword)) && (!name || r.name.includes(name)) && (!type || r.operationTypeId === type) && (!date || r.creatDate.startsWith(date)),
    );
    return paginate(rows, b.page, b.size);
  }),

  route('post', E, '/changelog/export', async (input) => {
    const e = enterpriseNumberOf(input);
    const ids = Array.isArray(input.body.ids) ? new Set(input.body.ids.map(String)) : null;
    if (!ids?.size) throw new Reject(400, '请选择要导出的日志');
    const rows = changeRows().filter((r) => r.enterpriseNumber === e && ids.has(r.id));
    return xlsxResponse('变更日志.xlsx', [
      { header: '操作时间', key: 'creatDate', width: 22 }, { header: '操作类型', key: 'operationType' }, { header: '操作人', key: 'name' }, { header: '操作内容', key: 'keyword', width: 48 },
    ], rows);
  }),
];

export default changelogHandlers;
