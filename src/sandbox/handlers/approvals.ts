import { HttpResponse } from 'msw';
import { route } from '../route';
import { paginate, Reject, required } from '../respond';
import { db } from '../db';
import { newId } from '../random';
import { staffOf } from '../org-tables';
import { findEnterprise } from '../core-tables';
import { adminRefs, rowFrom } from '../seed/modules/approvals';
import { systemTemplates } from '../seed/modules/approvals/templates';
import { approvalRecords, approvalRows, SORT_STEP } from '../seed/modules/approvals/tables';
import { groupOf, groupsOf } from '../seed/modules/approvals/groups';
import type { ApprovalDetail } from '@/features/approvals/api/types';
import { buildExportWorkbook } from '../seed/modules/approvals/export-workbook';
import { flag, instantArg } from '../validate/values';
import { approvalOf, detailOf, enterpriseOf, now, ordered, save, summaryOf, type AuthedInput } from '../approval-store';

// The approve service (admin-modules §7 "Approvals") and the enterprise's administrators.
const A = '/approve-server';
const E = '/enterprise-server';
/** A change-log note naming the approvals it touched (module f09 审批管理 of /functionmoudle/list). */
const log = (keyword: string, objects: string[] = []) => ({ typeId: 'f09', type: '审批管理', keyword, objects });
const EXPORT_TYPES = ['全部类型', '请假', '补卡', '资产申请', '报销'];
const EXPORT_STATUSES = ['全部状态', '审批中', '已通过', '已驳回', '已撤回'];

function sortNumberArg(value: unknown, what: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new Reject(400, `参数${what}格式错误`);
  return n;
}

function move(input: AuthedInput) {
  required(input.body, ['approveId']);
  const row = approvalOf(input, input.body.approveId);
  const prev = sortNumberArg(input.body.prevSortNumber, 'prevSortNumber');
  const next = sortNumberArg(input.body.nextSortNumber, 'nextSortNumber');
  if (prev === null && next === null) throw new Reject(400, '参数prevSortNumber和nextSortNumber不能同时为空');
  const others = ordered(row.enterpriseNumber).filter((r) => r.id !== row.id);
  // Adjacency is judged among the approvals the list shows in the row's group (internal ones are
  // invisible to the client; each group is its own list).
  const visible = others.filter((r) => r.approveType !== 2 && groupOf(r) === groupOf(row));
  const at = (n: number | null) => (n === null ? -1 : visible.findIndex((r) => r.sortNumber === n));
  const p = at(prev);
  const q = at(next);
  if ((prev !== null && p < 0) || (next !== null && q < 0)) throw new Reject(400, '排序号不存在，请刷新后重试');
  if (prev !== null && next !== null && q !== p + 1) throw new Reject(400, '排序号不相邻，请刷新后重试');
  others.splice(prev !== null ? others.indexOf(visible[p]) + 1 : others.indexOf(visible[q]), 0, row);
  others.forEach((r, i) => (r.sortNumber = (i + 1) * SORT_STEP));
  return null;
}

/** An approval's name before a save, by request body: a renamed approval is logged under both names, so
 *  an administrator whose designer opened it by the former one finds who changed it. */
const formerName = new WeakMap<object, string>();

const approvalHandlers = [
  route(
    'post',
    A,
    '/approve/initApprove',
    (input) => {
      const e = enterpriseOf(input, input.query.get('enterpriseNumber'));
      if (!input.query.get('enterpriseNumber')) throw new Reject(400, '参数enterpriseNumber不能为空');
      const rows = ordered(e);
      if (rows.some((r) => r.initFlag)) return { created: false, count: 0 };
      const admins = adminRefs(db().tables, e);
      const base = rows.at(-1)?.sortNumber ?? 0;
      const made = systemTemplates(admins[0]).map((t, i) =>
        rowFrom(t, i, e, admins, newId('apv-'), base + (i + 1) * SORT_STEP, now()),
      );
      approvalRows().push(...made);
      return { created: true, count: made.length };
    },
    {
      log: (i, r) => {
        if (!(r as { created: boolean }).created) return null;
        const names = approvalRows()
          .filter((x) => x.enterpriseNumber === i.enterprise?.enterpriseNumber && x.initFlag)
          .map((x) => x.approveName);
        return log(`初始化审批模板 ${names.join('、')}`, names);
      },
    },
  ),

  route(
    'post',
    A,
    '/approve/list',
    (input) => {
      const e = enterpriseOf(input, input.body.enterpriseNumber);
      const name = String(input.body.approveName ?? '').trim();
      const group = input.body.groupId ? String(input.body.groupId) : '';
      if (group && !groupsOf(e).some((g) => g.id === group)) throw new Reject(404, '分组不存在或已被删除');
      const rows = ordered(e).filter(
        (r) => r.approveType !== 2 && (!name || r.approveName.includes(name)) && (!group || groupOf(r) === group),
      );
      const page = paginate(rows, input.body.page, input.body.size);
      return { ...page, list: page.list.map(summaryOf) };
    },
    { read: true },
  ),

  route('get', A, '/approve/findById', (input) => {
    const lenovoId = input.query.get('lenovoId');
    if (!lenovoId) throw new Reject(400, '参数lenovoId不能为空');
    if (lenovoId !== input.account.lenovoId) throw new Reject(403, '无权查看该审批');
    return detailOf(approvalOf(input, input.query.get('id')));
  }),

  route('get', A, '/approve/nameExist', (input) => {
    const e = enterpriseOf(input, input.query.get('enterpriseNumber'));
    const name = (input.query.get('approveName') ?? '').trim();
    if (!name) throw new Reject(400, '参数approveName不能为空');
    return approvalRows().some((r) => r.enterpriseNumber === e && r.approveName === name);
  }),

  route(
    'delete',
    A,
    '/approve/del',
    (input) => {
      const row = approvalOf(input, input.query.get('id'));
      if (row.initFlag) throw new Reject(500, '系统预置审批不能删除，可以停用');
      const rows = approvalRows();
      rows.splice(rows.indexOf(row), 1);
      return row.approveName;
    },
    { log: (_i, name) => log(`删除审批 ${String(name)}`, [String(name)]) },
  ),

  route(
    'post',
    A,
    '/approve/enable',
    (input) => {
      required(input.body, ['approveId']);
      const enable = flag(input.body, 'enable');
      const row = approvalOf(input, input.body.approveId);
      row.enable = enable;
      row.updateTime = now();
      return row.approveName;
    },
    { log: (i, name) => log(`${i.body.enable ? '启用' : '停用'}审批 ${String(name)}`, [String(name)]) },
  ),

  route('post', A, '/approve/move', (input) => move(input), {
    log: (i) => {
      const name = approvalRows().find((r) => r.id === i.body.approveId)?.approveName ?? String(i.body.approveId);
      return log(`调整审批排序 ${name}`, [name]);
    },
  }),

  route(
    'post',
    A,
    '/approve/save',
    (input) => {
      const before = input.body.id ? approvalRows().find((r) => r.id === input.body.id)?.approveName : undefined;
      if (before) formerName.set(input.body, before);
      return save(input);
    },
    {
      log: (i, r) => {
        const name = (r as ApprovalDetail).approveName;
        const was = formerName.get(i.body);
        return log(`${i.body.id ? '编辑' : '创建'}审批 ${name}`, was && was !== name ? [was, name] : [name]);
      },
    },
  ),

  route(
    'post',
    A,
    '/approve/data/export',
    async (input) => {
      const e = enterpriseOf(input, input.body.enterpriseNumber);
      const type = Number(input.body.type ?? 0);
      const status = Number(input.body.status ?? 0);
      if (!Number.isInteger(type) || type < 0 || type > 4) throw new Reject(400, '参数type只能为0到4');
      if (!Number.isInteger(status) || status < 0 || status > 4) throw new Reject(400, '参数status只能为0到4');
      const start = instantArg(input.body, 'startTime');
      const end = instantArg(input.body, 'endTime');
      if (start !== null && end !== null && start > end) throw new Reject(400, '开始时间不能晚于结束时间');
      const rows = approvalRecords().filter(
        (r) =>
          r.enterpriseNumber === e &&
          (!type || r.type === type) &&
          (!status || r.status === status) &&
          (start === null || r.createTime >= start) &&
          (end === null || r.createTime <= end),
      );
      if (!rows.length) throw new Reject(500, '所选条件下没有审批数据');
      const buffer = await buildExportWorkbook(rows);
      return new HttpResponse(buffer, {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('审批数据.xlsx')}`,
        },
      });
    },
    {
      log: (i) => {
        const [type, status] = [EXPORT_TYPES[Number(i.body.type ?? 0)], EXPORT_STATUSES[Number(i.body.status ?? 0)]];
        return log(`导出审批数据 ${type} ${status}`, [type, status]);
      },
    },
  ),

  route('get', E, '/findEnterpriseUserInfoByEnterpriseNumber', (input) => {
    const e = enterpriseOf(input, input.query.get('enterpriseNumber'));
    return {
      enterpriseNumber: e,
      enterpriseName: findEnterprise(e)?.enterpriseName ?? '',
      userCount: staffOf(e).filter((p) => p.status !== 'departure').length,
      administrators: adminRefs(db().tables, e),
    };
  }),
];

export default approvalHandlers;
