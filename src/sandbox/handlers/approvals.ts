import { HttpResponse } from 'msw';
import { route, type AuthedInput } from '../route';
import { paginate, Reject, required } from '../respond';
import { db } from '../db';
import { newId } from '../random';
import { departmentsOf, staffOf } from '../org-tables';
import { findEnterprise } from '../core-tables';
import { adminRefs, rowFrom } from '../seed/modules/approvals';
import { systemTemplates } from '../seed/modules/approvals/templates';
import { approvalRecords, approvalRows, SORT_STEP, type ApprovalRow } from '../seed/modules/approvals/tables';
import type { ApprovalDetail, UserRef } from '@/features/approvals/api/types';
import { buildExportWorkbook } from '../seed/modules/approvals/export-workbook';
import { checkFormData } from '../validate/approval-form';
import { checkProcessData } from '../validate/approval-flow';
import { APPROVAL_DESCRIPTION_MAX, APPROVAL_ICON_KEYS, APPROVAL_NAME_MAX } from '../validate/approval-spec';

// The approve service (admin-modules §7 "Approvals") and the enterprise's administrators.
const A = '/approve-server';
const E = '/enterprise-server';
/** A change-log note naming the approvals it touched (module f09 审批管理 of /functionmoudle/list). */
const log = (keyword: string, objects: string[] = []) => ({ typeId: 'f09', type: '审批管理', keyword, objects });
const EXPORT_TYPES = ['全部类型', '请假', '补卡', '资产申请', '报销'];
const EXPORT_STATUSES = ['全部状态', '审批中', '已通过', '已驳回', '已撤回'];

const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

function enterpriseOf(input: AuthedInput, asked?: unknown): string {
  const mine = input.enterprise?.enterpriseNumber;
  if (!mine) throw new Reject(400, '请先选择企业');
  if (asked !== undefined && asked !== null && asked !== '' && String(asked) !== mine) throw new Reject(403, '无权操作其他企业的审批');
  return mine;
}

const ordered = (e: string) => approvalRows().filter((r) => r.enterpriseNumber === e).sort((a, b) => a.sortNumber - b.sortNumber);

function approvalOf(input: AuthedInput, id: unknown): ApprovalRow {
  const e = enterpriseOf(input);
  if (!id) throw new Reject(400, '参数id不能为空');
  const row = approvalRows().find((r) => r.id === String(id) && r.enterpriseNumber === e);
  if (!row) throw new Reject(404, '审批不存在或已被删除');
  return row;
}

const summaryOf = ({ id, approveName, approveType, description, enable, iconAddress, visibleRange, initFlag, sortNumber, updateTime }: ApprovalRow) => ({
  id, approveName, approveType, description, enable, iconAddress, visibleRange, initFlag, sortNumber, updateTime,
});

const detailOf = (row: ApprovalRow): ApprovalDetail => ({ ...row, enterpriseAdministrators: adminRefs(db().tables, row.enterpriseNumber) });

const colleagues = (e: string) => new Map(staffOf(e).filter((p) => p.status !== 'departure').map((p) => [p.lenovoId, p.name]));

function users(list: unknown, what: string, e: string): UserRef[] {
  if (!Array.isArray(list)) throw new Reject(400, `参数${what}格式错误`);
  const staff = colleagues(e);
  return list.map((u) => {
    const lenovoId = String((u as UserRef)?.lenovoId ?? '');
    if (!staff.has(lenovoId)) throw new Reject(400, `${what}中有不属于本企业的成员`);
    return { lenovoId, name: staff.get(lenovoId) as string };
  });
}

/** formData and processData checked by the sandbox's own rules (src/sandbox/validate). */
function checkedDesign(body: Record<string, unknown>, e: string) {
  const controls = checkFormData(body.formData);
  const staff = colleagues(e);
  const departments = new Set(departmentsOf(e).map((d) => d.id));
  checkProcessData(body.processData, controls, { isMember: (id) => staff.has(id), hasDepartment: (id) => departments.has(id) });
}

function textArg(body: Record<string, unknown>, key: string, max: number, tooLong: string): string {
  const value = body[key] ?? '';
  if (typeof value !== 'string') throw new Reject(400, `参数${key}格式错误`);
  if (value.trim().length > max) throw new Reject(400, tooLong);
  return value.trim();
}

function save(input: AuthedInput): ApprovalDetail {
  const { body } = input;
  required(body, ['enterpriseNumber']);
  const e = enterpriseOf(input, body.enterpriseNumber);
  const name = textArg(body, 'approveName', APPROVAL_NAME_MAX, `审批名称不能超过${APPROVAL_NAME_MAX}个字`);
  if (!name) throw new Reject(400, '内容为空，请填写');
  const description = textArg(body, 'description', APPROVAL_DESCRIPTION_MAX, `审批说明不能超过${APPROVAL_DESCRIPTION_MAX}个字`);
  const iconAddress = body.iconAddress === undefined ? 'general' : String(body.iconAddress);
  if (!APPROVAL_ICON_KEYS.includes(iconAddress)) throw new Reject(400, '审批图标不存在');
  const existing = body.id ? approvalOf(input, body.id) : null;
  if (approvalRows().some((r) => r.enterpriseNumber === e && r.approveName === name && r.id !== existing?.id)) {
    throw new Reject(500, '名称重复，请修改', 'APPROVE_NAME_EXIST');
  }
  const visibleRange = Number(body.visibleRange ?? 2);
  if (visibleRange !== 2 && visibleRange !== 3) throw new Reject(400, '参数visibleRange只能为2或3');
  const visibleUsers = visibleRange === 3 ? users(body.visibleUsers, '可见范围', e) : [];
  if (visibleRange === 3 && !visibleUsers.length) throw new Reject(400, '可见范围为指定人员时不能为空');
  const admins = users(body.approveAdministrators ?? [], '审批管理员', e);
  if (!admins.length) throw new Reject(400, '审批管理员不能为空');
  const missing = adminRefs(db().tables, e).filter((a) => !admins.some((x) => x.lenovoId === a.lenovoId));
  if (missing.length) throw new Reject(400, `企业管理员${missing.map((m) => m.name).join('、')}不能从审批管理员中移除`);
  checkedDesign(body, e);
  const fields = {
    approveName: name, description, iconAddress,
    visibleRange: visibleRange as 2 | 3, visibleUsers, approveAdministrators: admins, formData: String(body.formData), processData: String(body.processData), updateTime: now(),
  };
  if (existing) {
    Object.assign(existing, fields);
    return detailOf(existing);
  }
  const rows = ordered(e);
  const row: ApprovalRow = {
    id: newId('apv-'), enterpriseNumber: e, lenovoId: input.account.lenovoId, approveType: 0, enable: true, initFlag: false,
    sortNumber: (rows.at(-1)?.sortNumber ?? 0) + SORT_STEP, ...fields,
  };
  approvalRows().push(row);
  return detailOf(row);
}

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
  // Adjacency is judged among the approvals the list shows (internal ones are invisible to the client).
  const visible = others.filter((r) => r.approveType !== 2);
  const at = (n: number | null) => (n === null ? -1 : visible.findIndex((r) => r.sortNumber === n));
  const p = at(prev);
  const q = at(next);
  if ((prev !== null && p < 0) || (next !== null && q < 0)) throw new Reject(400, '排序号不存在，请刷新后重试');
  if (prev !== null && next !== null && q !== p + 1) throw new Reject(400, '排序号不相邻，请刷新后重试');
  others.splice(prev !== null ? others.indexOf(visible[p]) + 1 : others.indexOf(visible[q]), 0, row);
  others.forEach((r, i) => (r.sortNumber = (i + 1) * SORT_STEP));
  return null;
}

const approvalHandlers = [
  route('post', A, '/approve/initApprove', (input) => {
    const e = enterpriseOf(input, input.query.get('enterpriseNumber'));
    if (!input.query.get('enterpriseNumber')) throw new Reject(400, '参数enterpriseNumber不能为空');
    const rows = ordered(e);
    if (rows.some((r) => r.initFlag)) return { created: false, count: 0 };
    const admins = adminRefs(db().tables, e);
    const base = rows.at(-1)?.sortNumber ?? 0;
    const made = systemTemplates(admins[0]).map((t, i) => rowFrom(t, i, e, admins, newId('apv-'), base + (i + 1) * SORT_STEP, now()));
    approvalRows().push(...made);
    return { created: true, count: made.length };
  }, { log: (i, r) => {
    if (!(r as { created: boolean }).created) return null;
    const names = approvalRows().filter((x) => x.enterpriseNumber === i.enterprise?.enterpriseNumber && x.initFlag).map((x) => x.approveName);
    return log(`初始化审批模板 ${names.join('、')}`, names);
  } }),

  route('post', A, '/approve/list', (input) => {
    const e = enterpriseOf(input, input.body.enterpriseNumber);
    const name = String(input.body.approveName ?? '').trim();
    const rows = ordered(e).filter((r) => r.approveType !== 2 && (!name || r.approveName.includes(name)));
    const page = paginate(rows, input.body.page, input.body.size);
    return { ...page, list: page.list.map(summaryOf) };
  }),

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

  route('delete', A, '/approve/del', (input) => {
    const row = approvalOf(input, input.query.get('id'));
    if (row.initFlag) throw new Reject(500, '系统预置审批不能删除，可以停用');
    const rows = approvalRows();
    rows.splice(rows.indexOf(row), 1);
    return row.approveName;
  }, { log: (_i, name) => log(`删除审批 ${String(name)}`, [String(name)]) }),

  route('post', A, '/approve/enable', (input) => {
    required(input.body, ['approveId']);
    if (typeof input.body.enable !== 'boolean') throw new Reject(400, '参数enable不能为空');
    const row = approvalOf(input, input.body.approveId);
    row.enable = input.body.enable;
    row.updateTime = now();
    return row.approveName;
  }, { log: (i, name) => log(`${i.body.enable ? '启用' : '停用'}审批 ${String(name)}`, [String(name)]) }),

  route('post', A, '/approve/move', (input) => move(input), {
    log: (i) => { const name = approvalRows().find((r) => r.id === i.body.approveId)?.approveName ?? String(i.body.approveId); return log(`调整审批排序 ${name}`, [name]); },
  }),

  route('post', A, '/approve/save', (input) => save(input), {
    log: (i, r) => log(`${i.body.id ? '编辑' : '创建'}审批 ${(r as ApprovalDetail).approveName}`, [(r as ApprovalDetail).approveName]),
  }),

  route('post', A, '/approve/data/export', async (input) => {
    const e = enterpriseOf(input, input.body.enterpriseNumber);
    const type = Number(input.body.type ?? 0);
    const status = Number(input.body.status ?? 0);
    if (!Number.isInteger(type) || type < 0 || type > 4) throw new Reject(400, '参数type只能为0到4');
    if (!Number.isInteger(status) || status < 0 || status > 4) throw new Reject(400, '参数status只能为0到4');
    const start = input.body.startTime == null ? null : Number(input.body.startTime);
    const end = input.body.endTime == null ? null : Number(input.body.endTime);
    if (start !== null && end !== null && start > end) throw new Reject(400, '开始时间不能晚于结束时间');
    const rows = approvalRecords().filter((r) => r.enterpriseNumber === e && (!type || r.type === type) && (!status || r.status === status)
      && (start === null || r.createTime >= start) && (end === null || r.createTime <= end));
    if (!rows.length) throw new Reject(500, '所选条件下没有审批数据');
    const buffer = await buildExportWorkbook(rows);
    return new HttpResponse(buffer, {
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('审批数据.xlsx')}`,
      },
    });
  }, { log: (i) => {
    const [type, status] = [EXPORT_TYPES[Number(i.body.type ?? 0)], EXPORT_STATUSES[Number(i.body.status ?? 0)]];
    return log(`导出审批数据 ${type} ${status}`, [type, status]);
  } }),

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
