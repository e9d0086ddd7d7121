import { route } from '../route';
import { Reject, required } from '../respond';
import { newId } from '../random';
import { SORT_STEP } from '../seed/modules/approvals/tables';
import {
  approvalGroups,
  defaultGroupId,
  groupOf,
  groupsOf,
  GROUP_NAME_MAX,
  GROUP_SORT_STEP,
  type ApprovalGroupRow,
} from '../seed/modules/approvals/groups';
import type { ApprovalGroup } from '@/features/approvals/api/types';
import { approvalOf, enterpriseOf, now, ordered, type AuthedInput } from '../approval-store';

// Groups of the approval list (assumed contract "Approval versions, copy and groups").
const A = '/approve-server';
const log = (keyword: string, objects: string[] = []) => ({ typeId: 'f09', type: '审批管理', keyword, objects });

const shown = (e: string) => ordered(e).filter((r) => r.approveType !== 2);

const groupView = (g: ApprovalGroupRow): ApprovalGroup => ({
  id: g.id,
  groupName: g.groupName,
  isDefault: g.isDefault,
  sortNumber: g.sortNumber,
  count: shown(g.enterpriseNumber).filter((r) => groupOf(r) === g.id).length,
});

function groupArg(input: AuthedInput, id: unknown): ApprovalGroupRow {
  const e = enterpriseOf(input);
  if (!id) throw new Reject(400, '参数id不能为空');
  const group = groupsOf(e).find((g) => g.id === String(id));
  if (!group) throw new Reject(404, '分组不存在或已被删除');
  return group;
}

function nameArg(value: unknown): string {
  if (value !== undefined && value !== null && typeof value !== 'string')
    throw new Reject(400, '参数groupName格式错误');
  const name = String(value ?? '').trim();
  if (!name) throw new Reject(400, '分组名称不能为空');
  if (name.length > GROUP_NAME_MAX) throw new Reject(400, `分组名称不能超过${GROUP_NAME_MAX}个字`);
  return name;
}

function saveGroup(input: AuthedInput): ApprovalGroup {
  required(input.body, ['enterpriseNumber']);
  const e = enterpriseOf(input, input.body.enterpriseNumber);
  const existing = input.body.id ? groupArg(input, input.body.id) : null;
  if (existing?.isDefault) throw new Reject(400, '默认分组不能重命名');
  const name = nameArg(input.body.groupName);
  const groups = groupsOf(e);
  if (groups.some((g) => g.groupName === name && g.id !== existing?.id))
    throw new Reject(500, '分组名称已存在，请修改', 'APPROVE_GROUP_NAME_EXIST');
  if (existing) {
    existing.groupName = name;
    return groupView(existing);
  }
  const made: ApprovalGroupRow = {
    id: newId('agrp-'),
    enterpriseNumber: e,
    groupName: name,
    sortNumber: (groups.at(-1)?.sortNumber ?? 0) + GROUP_SORT_STEP,
    isDefault: false,
  };
  approvalGroups().push(made);
  return groupView(made);
}

function deleteGroup(input: AuthedInput) {
  const group = groupArg(input, input.query.get('id'));
  if (group.isDefault) throw new Reject(400, '默认分组不能删除');
  const members = ordered(group.enterpriseNumber).filter((r) => groupOf(r) === group.id);
  placeLast(group.enterpriseNumber, members, defaultGroupId(group.enterpriseNumber));
  const all = approvalGroups();
  all.splice(all.indexOf(group), 1);
  return { groupName: group.groupName, moved: members.filter((r) => r.approveType !== 2).length };
}

/** Puts the approvals at the end of the group, in their current order, and renumbers the enterprise. */
function placeLast(e: string, moving: ReturnType<typeof ordered>, groupId: string) {
  const ids = new Set(moving.map((r) => r.id));
  const sorted = [...moving].sort((a, b) => a.sortNumber - b.sortNumber);
  const stay = ordered(e).filter((r) => !ids.has(r.id));
  const time = now();
  moving.forEach((r) => {
    r.groupId = groupId;
    r.updateTime = time;
  });
  [...stay, ...sorted].forEach((r, i) => (r.sortNumber = (i + 1) * SORT_STEP));
}

function sortGroups(input: AuthedInput) {
  required(input.body, ['groupIds']);
  const e = enterpriseOf(input);
  const ids = input.body.groupIds;
  const groups = groupsOf(e);
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) throw new Reject(400, '参数groupIds格式错误');
  const unique = new Set(ids);
  if (unique.size !== ids.length || ids.length !== groups.length || groups.some((g) => !unique.has(g.id))) {
    throw new Reject(400, '分组已变化，请刷新后重试');
  }
  (ids as string[]).forEach((id, i) => {
    const group = groups.find((g) => g.id === id) as ApprovalGroupRow;
    group.sortNumber = (i + 1) * GROUP_SORT_STEP;
  });
  return null;
}

function moveApprovals(input: AuthedInput) {
  required(input.body, ['approveIds', 'groupId']);
  const ids = input.body.approveIds;
  if (!Array.isArray(ids) || !ids.length) throw new Reject(400, '参数approveIds格式错误');
  const group = groupArg(input, input.body.groupId);
  const rows = [...new Set(ids.map(String))].map((id) => approvalOf(input, id));
  placeLast(group.enterpriseNumber, rows, group.id);
  return { groupName: group.groupName, names: rows.map((r) => r.approveName) };
}

const approvalGroupHandlers = [
  route('get', A, '/approve/group/list', (input) =>
    groupsOf(enterpriseOf(input, input.query.get('enterpriseNumber'))).map(groupView),
  ),

  route('post', A, '/approve/group/save', (input) => saveGroup(input), {
    log: (i, r) => {
      const name = (r as ApprovalGroup).groupName;
      return log(i.body.id ? `重命名审批分组为 ${name}` : `新建审批分组 ${name}`, [name]);
    },
  }),

  route('delete', A, '/approve/group/del', (input) => deleteGroup(input), {
    log: (_i, r) => {
      const { groupName, moved } = r as { groupName: string; moved: number };
      return log(`删除审批分组 ${groupName}${moved ? `，${moved}个审批移至其他` : ''}`, [groupName]);
    },
  }),

  route('post', A, '/approve/group/sort', (input) => sortGroups(input), { log: () => log('调整审批分组顺序') }),

  route('post', A, '/approve/group/moveApprovals', (input) => moveApprovals(input), {
    log: (_i, r) => {
      const { groupName, names } = r as { groupName: string; names: string[] };
      return log(`移动审批 ${names.join('、')} 到分组 ${groupName}`, names);
    },
  }),
];

export default approvalGroupHandlers;
