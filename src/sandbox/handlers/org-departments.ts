import { route, type AuthedInput } from '../route';
import { answerEncoded, okEncoded, paginate, Reject, required } from '../respond';
import { newId } from '../random';
import { directoryIndex, invalidateDirectory, memoised, subtreeIds } from '../directory-views';
import { checkDepartInput } from '../depart-input';
import { callerCover } from '../scope/effective-scope';
import {
  departments,
  enterpriseNumberOf,
  groups,
  note,
  nowStamp,
  peopleNames,
  staff,
  type DepartmentRow,
  type StaffRow,
} from '../org-tables';
import { listNames, noteChanges, type FieldChange } from '../changelog';
import { lifecycleContext } from '../lifecycle/context';
import { keepLiving } from '../lifecycle/keep-living';
import { refLookup } from '../lifecycle/ref-lookup';
import { deleteDepartments } from '../lifecycle/events';
import { departmentDiffFields, diffFields } from '../audit-diff';
import { flag } from '../validate/values';
import type { DepartTreeNode } from '@/lib/org/depart-tree';

// Departments of the organisation page (admin-modules §7 "Staff and departments").
const E = '/enterprise-server';

function ctx(input: AuthedInput) {
  const e = enterpriseNumberOf(input);
  return { e, index: directoryIndex(e) };
}

function findDept(input: AuthedInput, id: unknown) {
  const { e, index } = ctx(input);
  const d = index.byId.get(String(id ?? ''));
  if (!d) throw new Reject(404, '部门不存在');
  return { e, index, d };
}

function buildTree(index: ReturnType<typeof directoryIndex>): DepartTreeNode[] {
  const staffById = new Map(index.people.map((p) => [p.id, p.name]));
  const build = (d: DepartmentRow): DepartTreeNode => {
    const children = (index.children.get(d.id) ?? []).map(build);
    return {
      id: d.id,
      departName: d.departName,
      departNum: d.departNum,
      departSum: index.members.get(d.id)?.length ?? 0,
      memberTotal: index.totals.get(d.id) ?? 0,
      departSupervisorId: d.departSupervisorId,
      supervisorName: staffById.get(d.departSupervisorId) ?? '',
      parentDepartId: d.parentDepartId,
      enable: d.enable,
      disabled: !d.enable,
      departTree: children,
    };
  };
  return (index.children.get('0') ?? []).map(build);
}

/** The /depart/tree answer of an enterprise, encoded: 2 MB of JSON on the large seed, built once
 *  per directory index (a fresh Response each time: a body is read once). */
export function departTreeAnswer(enterpriseNumber: string): Uint8Array {
  const index = directoryIndex(enterpriseNumber);
  return memoised(index, 'departTree', () => okEncoded(JSON.stringify(buildTree(index))));
}

function checkName(e: string, parentId: string, name: string, selfId?: string) {
  if (!name.trim()) throw new Reject(400, '部门名称不能为空');
  if (name.length > 30) throw new Reject(400, '部门名称不能超过30个字符');
  if (
    departments().some(
      (d) => d.enterpriseNumber === e && d.parentDepartId === parentId && d.departName === name && d.id !== selfId,
    )
  )
    throw new Reject(500, '同级部门下已存在相同名称的部门');
}

function checkSupervisor(e: string, id: unknown) {
  if (id && !staff().some((p) => p.enterpriseNumber === e && p.id === id && p.status !== 'departure'))
    throw new Reject(400, '部门主管不存在');
}

/** The supervisor sent, '' when none; one who left since the form was opened is left out and
 *  reported (docs/product.md Part D §3): `kept` (the department's supervisor now) stays. */
function livingSupervisor(e: string, sent: unknown, kept = ''): string {
  const id = sent === undefined || sent === null ? '' : String(sent);
  if (!id) return '';
  return keepLiving(e, { userIds: [id] }).userIds.length ? id : kept;
}

/** Whether the supervisor the form was opened with has since departed or been deleted: then the
 *  department's supervisor changed with that departure, not by another administrator's edit. */
const supervisorLeft = (e: string, id: string) => {
  const found = refLookup(e).personById(id);
  return found?.state === 'departed' || found?.state === 'deleted';
};

/** Can department `id` hang under `parentId` without a cycle? */
function assertNoCycle(input: AuthedInput, id: string, parentId: string) {
  const { index } = ctx(input);
  if (!index.byId.has(parentId)) throw new Reject(404, '上级部门不存在');
  if (subtreeIds(index, id).includes(parentId)) throw new Reject(500, '不能将部门移动到其自身或其下级部门');
}

/** usedIds join the department; isCreateDepartGroup also makes the supervisor and them an inner
 *  private group of the department. */
function placeMembers(e: string, d: DepartmentRow, memberIds: string[], createGroup: boolean) {
  for (const p of staff())
    if (p.enterpriseNumber === e && memberIds.includes(p.id) && !p.departIds.includes(d.id)) p.departIds.push(d.id);
  if (!createGroup) return;
  const members = [...new Set([d.departSupervisorId, ...memberIds].filter(Boolean))];
  groups().push({
    groupId: newId('g-'),
    enterpriseNumber: e,
    groupName: d.departName,
    property: 'inner',
    nature: 'private',
    ownerId: members[0] ?? '',
    memberIds: members,
    departId: d.id,
    createTime: nowStamp(),
  });
}

/** DD through the lifecycle rules (docs/product.md Part D §2): refused while members, child
 *  departments or configuration remain; the log names what the deletion changed elsewhere. */
function deleteDepartmentsOf(input: AuthedInput, ids: string[]) {
  const { e } = ctx(input);
  return deleteDepartments(
    lifecycleContext(e, { lenovoId: input.account.lenovoId, name: input.account.username }),
    ids,
  );
}

const changedElsewhere = (changes: FieldChange[]) => changes.map((c) => `${c.field}改为${c.after}`);

const orgDepartmentHandlers = [
  route('get', E, '/depart/tree', (input) => answerEncoded(departTreeAnswer(enterpriseNumberOf(input)))),

  route('get', E, '/depart/searchDepart', (input) => {
    const { e, index } = ctx(input);
    const name = (input.query.get('departName') ?? '').trim();
    const supervisor = (input.query.get('supervisorName') ?? '').trim();
    const names = new Map(
      staff()
        .filter((p) => p.enterpriseNumber === e)
        .map((p) => [p.id, p.name]),
    );
    const rows = [...index.byId.values()].filter(
      (d) =>
        (!name || d.departName.includes(name)) &&
        (!supervisor || (names.get(d.departSupervisorId) ?? '').includes(supervisor)),
    );
    const page = paginate(rows, input.query.get('page'), input.query.get('size'));
    const path = (d: DepartmentRow) => {
      const out: string[] = [];
      for (let p = index.byId.get(d.parentDepartId); p; p = index.byId.get(p.parentDepartId)) out.unshift(p.departName);
      return out.join(' / ');
    };
    return {
      ...page,
      list: page.list.map((d) => ({
        id: d.id,
        departName: d.departName,
        departNum: d.departNum,
        parentDepartId: d.parentDepartId,
        enable: d.enable,
        departSupervisorId: d.departSupervisorId,
        supervisorName: names.get(d.departSupervisorId) ?? '',
        path: path(d),
        departSum: index.members.get(d.id)?.length ?? 0,
        memberTotal: index.totals.get(d.id) ?? 0,
      })),
    };
  }),

  route(
    'post',
    E,
    '/depart/insert',
    (input) => {
      const { body } = input;
      required(body, ['departName', 'parentDepartId']);
      const withGroup = flag(body, 'isCreateDepartGroup', false);
      const { e, index } = findDept(input, body.parentDepartId);
      if (body.id) throw new Reject(400, '新增部门不能指定id');
      const seen = callerCover(e, input.account.lenovoId)?.departments;
      const memberIds = checkDepartInput(e, index, body, String(body.parentDepartId), seen);
      const name = String(body.departName).trim();
      checkName(e, String(body.parentDepartId), name);
      const supervisorId = livingSupervisor(e, body.departSupervisorId);
      checkSupervisor(e, supervisorId);
      const siblings = departments().filter(
        (d) => d.enterpriseNumber === e && d.parentDepartId === body.parentDepartId,
      );
      const row: DepartmentRow = {
        id: newId(`d-${e}-`),
        enterpriseNumber: e,
        departName: name,
        departNum: String(body.departNum ?? '').trim() || `D${Date.now().toString(36).toUpperCase()}`,
        departSupervisorId: supervisorId,
        parentDepartId: String(body.parentDepartId),
        enable: true,
        sort: siblings.length,
      };
      departments().push(row);
      placeMembers(e, row, memberIds, withGroup);
      invalidateDirectory(e);
      return { id: row.id, departName: row.departName };
    },
    {
      log: (i, r) => {
        const e = i.enterprise!.enterpriseNumber;
        const { id, departName } = r as { id: string; departName: string };
        // as saved: who left since the form was opened is not named
        const saved = departments().find((x) => x.id === id);
        const [supervisor] = peopleNames(e, saved?.departSupervisorId || [], 'id');
        const members = peopleNames(
          e,
          staff()
            .filter(
              (p) =>
                p.enterpriseNumber === e &&
                p.status !== 'departure' &&
                (Array.isArray(i.body.usedIds) ? i.body.usedIds.map(String) : []).includes(p.id),
            )
            .map((p) => p.id),
          'id',
        );
        const who = [supervisor ? `主管 ${supervisor}` : '', members.length ? `成员 ${listNames(members)}` : '']
          .filter(Boolean)
          .join('，');
        return note('f02', `添加部门 ${departName}${who ? `（${who}）` : ''}`, {
          objects: [departName],
          people: [supervisor, ...members],
        });
      },
    },
  ),

  route(
    'put',
    E,
    '/depart/edit',
    (input) => {
      const { body } = input;
      required(body, ['id', 'departName', 'parentDepartId']);
      const withGroup = flag(body, 'isCreateDepartGroup', false);
      const { e, d, index } = findDept(input, body.id);
      const cover = callerCover(e, input.account.lenovoId);
      // a scoped administrator's tree shows her top departments as roots ('0'): sent back, that
      // '0' keeps the department's real parent, which she does not see
      const shownAsRoot = cover !== null && cover.roots.includes(d.id) && String(body.parentDepartId) === '0';
      const parentId = shownAsRoot ? d.parentDepartId : String(body.parentDepartId);
      if (d.parentDepartId === '0' && parentId !== '0') throw new Reject(500, '根部门不能设置上级部门');
      if (d.parentDepartId !== '0' && parentId !== d.parentDepartId) assertNoCycle(input, d.id, parentId);
      const memberIds = checkDepartInput(e, index, body, parentId, cover?.departments);
      if (typeof body.oldDepartSupervisorId !== 'string') throw new Reject(400, '参数oldDepartSupervisorId不能为空');
      if (body.oldDepartSupervisorId !== d.departSupervisorId && !supervisorLeft(e, body.oldDepartSupervisorId))
        throw new Reject(500, '部门信息已被他人修改，请刷新后重试');
      const name = String(body.departName).trim();
      checkName(e, parentId, name, d.id);
      const supervisorId = livingSupervisor(e, body.departSupervisorId, d.departSupervisorId);
      checkSupervisor(e, supervisorId);
      const was = departmentDiffFields(e, d);
      Object.assign(d, {
        departName: name,
        departNum: String(body.departNum ?? d.departNum),
        parentDepartId: parentId,
        departSupervisorId: supervisorId,
      });
      placeMembers(e, d, memberIds, withGroup && !groups().some((g) => g.departId === d.id));
      noteChanges(input, diffFields(was, departmentDiffFields(e, d)));
      invalidateDirectory(e);
      // a renamed department is logged under its former name too: an administrator whose form opened
      // it by that name finds who changed it (the console's stale-edit prompt)
      const renamedFrom = was.部门名称 !== d.departName ? String(was.部门名称) : undefined;
      return { id: d.id, departName: d.departName, renamedFrom };
    },
    {
      log: (i, r) => {
        const e = i.enterprise!.enterpriseNumber;
        const { id, departName, renamedFrom } = r as { id: string; departName: string; renamedFrom?: string };
        const [supervisor] = peopleNames(e, departments().find((x) => x.id === id)?.departSupervisorId || [], 'id');
        return note('f02', `编辑部门 ${departName}${supervisor ? `（主管 ${supervisor}）` : ''}`, {
          objects: renamedFrom ? [renamedFrom, departName] : [departName],
          people: [supervisor],
        });
      },
      answer: (r) => {
        const { id, departName } = r as { id: string; departName: string };
        return { id, departName };
      },
    },
  ),

  route(
    'put',
    E,
    '/depart/enable',
    (input) => {
      required(input.body, ['departId']);
      const enable = flag(input.body, 'enable');
      const { e, d } = findDept(input, input.body.departId);
      if (d.parentDepartId === '0') throw new Reject(500, '根部门不能停用');
      d.enable = enable;
      invalidateDirectory(e);
      return { id: d.id, departName: d.departName, enable: d.enable };
    },
    {
      log: (_i, r) => {
        const x = r as { departName: string; enable: boolean };
        return note('f02', `${x.enable ? '启用' : '停用'}部门 ${x.departName}`, { objects: [x.departName] });
      },
    },
  ),

  route(
    'put',
    E,
    '/depart/del',
    (input) => {
      required(input.body, ['departId']);
      if (!flag(input.body, 'del', true)) throw new Reject(400, '参数del不正确');
      const {
        rows: [d],
        changes,
      } = deleteDepartmentsOf(input, [String(input.body.departId)]);
      noteChanges(input, changes);
      return { id: d.id, departName: d.departName, also: changedElsewhere(changes) };
    },
    {
      log: (_i, r) => {
        const { departName, also } = r as { departName: string; also: string[] };
        return note('f02', [`删除部门 ${departName}`, ...also].join('，'), { objects: [departName] });
      },
    },
  ),

  route(
    'put',
    E,
    '/depart/batch',
    (input) => {
      required(input.body, ['departIds']);
      const { e } = ctx(input);
      const ids = (input.body.departIds as unknown[]).map(String);
      const set = new Set(ids);
      const isDelete = flag(input.body, 'isDelete', false);
      const isEnable = isDelete ? false : flag(input.body, 'isEnable');
      if (isDelete) {
        const { rows, changes } = deleteDepartmentsOf(input, [...set]);
        noteChanges(input, changes);
        return {
          count: rows.length,
          action: '删除',
          departNames: rows.map((d) => d.departName),
          also: changedElsewhere(changes),
        };
      }
      const rows = ids.map((id) => findDept(input, id).d);
      if (rows.some((d) => d.parentDepartId === '0')) throw new Reject(500, '根部门不能停用');
      for (const d of rows) d.enable = isEnable;
      invalidateDirectory(e);
      return { count: rows.length, action: isEnable ? '启用' : '停用', departNames: rows.map((d) => d.departName) };
    },
    {
      log: (_i, r) => {
        const x = r as { action: string; departNames: string[]; also?: string[] };
        return note('f02', [`批量${x.action}部门 ${listNames(x.departNames, '个')}`, ...(x.also ?? [])].join('，'), {
          objects: x.departNames,
        });
      },
    },
  ),

  route(
    'put',
    E,
    '/depart/move',
    (input) => {
      required(input.body, ['departId', 'parentDepartId']);
      const { e, d } = findDept(input, input.body.departId);
      if (d.parentDepartId === '0') throw new Reject(500, '根部门不能移动');
      const parentId = String(input.body.parentDepartId);
      assertNoCycle(input, d.id, parentId);
      const siblings = departments().filter(
        (x) => x.enterpriseNumber === e && x.parentDepartId === parentId && x.id !== d.id,
      );
      if (siblings.some((x) => x.departName === d.departName)) throw new Reject(500, '目标部门下已存在同名部门');
      d.parentDepartId = parentId;
      d.sort = siblings.length;
      invalidateDirectory(e);
      return { id: d.id, departName: d.departName, parentDepartId: parentId };
    },
    {
      log: (input, r) => {
        const { departName } = r as { departName: string };
        const to =
          directoryIndex(input.enterprise!.enterpriseNumber).byId.get(String(input.body.parentDepartId))?.departName ??
          '';
        return note('f02', `调整部门 ${departName} 至 ${to}`, { objects: [departName, to] });
      },
    },
  ),

  route('get', E, '/depart/departUserPullDownList', (input) => {
    const { index } = ctx(input);
    return [...index.byId.values()].map((d) => ({
      id: d.id,
      departName: d.departName,
      parentDepartId: d.parentDepartId,
    }));
  }),

  // the people of each department, departed ones too: 员工信息变更 finds their changes (history)
  route('get', E, '/depart/departUserAll', (input) => {
    const { index } = ctx(input);
    const departed = new Map<string, StaffRow[]>();
    for (const p of index.people)
      if (p.status === 'departure') for (const id of p.departIds) departed.set(id, [...(departed.get(id) ?? []), p]);
    const user = (p: StaffRow) => ({ id: p.id, name: p.name, status: p.status });
    return [...index.byId.values()].map((d) => ({
      id: d.id,
      departName: d.departName,
      parentDepartId: d.parentDepartId,
      users: [...(index.members.get(d.id) ?? []), ...(departed.get(d.id) ?? [])].map(user),
    }));
  }),
];

export default orgDepartmentHandlers;
