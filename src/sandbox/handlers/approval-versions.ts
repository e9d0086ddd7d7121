import { route } from '../route';
import { paginate, Reject, required } from '../respond';
import { approvalRows } from '../seed/modules/approvals/tables';
import { approvalVersions, contentOf, versionsOf, type ApprovalVersionRow } from '../seed/modules/approvals/history';
import { groupOf } from '../seed/modules/approvals/groups';
import { APPROVAL_NAME_MAX } from '../validate/approval-spec';
import type { ApprovalDetail } from '@/features/approvals/api/types';
import { approvalOf, enterpriseOf, personRef, save, type AuthedInput } from '../approval-store';

// Versions and copies of approvals (assumed contract "Approval versions, copy and groups").
const A = '/approve-server';
const log = (keyword: string, objects: string[] = []) => ({ typeId: 'f09', type: '审批管理', keyword, objects });

const summary = ({ content: _content, enterpriseNumber: _e, ...v }: ApprovalVersionRow, newest: number) => ({
  ...v,
  current: v.version === newest,
});

function historyOf(input: AuthedInput, approveId: unknown) {
  const row = approvalOf(input, approveId);
  return { row, versions: versionsOf(row, personRef(row.enterpriseNumber, row.lenovoId)) };
}

function versionOf(input: AuthedInput, id: unknown) {
  const e = enterpriseOf(input);
  if (!id) throw new Reject(400, '参数id不能为空');
  const found = approvalVersions().find((v) => v.id === String(id) && v.enterpriseNumber === e);
  if (!found) throw new Reject(404, '版本不存在');
  const { row, versions } = historyOf(input, found.approveId);
  return { row, version: found, newest: versions[0].version };
}

/** "<name>副本", then "<name>副本2", "<name>副本3" … : the first name no approval of the enterprise has. */
function copyName(e: string, name: string): string {
  const taken = new Set(
    approvalRows()
      .filter((r) => r.enterpriseNumber === e)
      .map((r) => r.approveName),
  );
  for (let n = 1; ; n++) {
    const candidate = `${name}副本${n === 1 ? '' : n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

const approvalVersionHandlers = [
  route(
    'post',
    A,
    '/approve/version/list',
    (input) => {
      required(input.body, ['approveId']);
      const { versions } = historyOf(input, input.body.approveId);
      const page = paginate(versions, input.body.page, input.body.size);
      return { ...page, list: page.list.map((v) => summary(v, versions[0].version)) };
    },
    { read: true },
  ),

  route('get', A, '/approve/version/findById', (input) => {
    const { version, newest } = versionOf(input, input.query.get('id'));
    return { ...summary(version, newest), content: version.content };
  }),

  route(
    'post',
    A,
    '/approve/version/restore',
    (input) => {
      required(input.body, ['versionId']);
      const { row, version, newest } = versionOf(input, input.body.versionId);
      if (version.version === newest) throw new Reject(400, '该版本已是当前版本');
      const body = { ...version.content, id: row.id, enterpriseNumber: row.enterpriseNumber };
      return save({ ...input, body }, version.version);
    },
    {
      log: (i, r) => {
        const from = approvalVersions().find((v) => v.id === String(i.body.versionId));
        const name = (r as ApprovalDetail).approveName;
        return log(`恢复审批 ${name} 的第${from?.version ?? '?'}版`, [name]);
      },
    },
  ),

  route(
    'post',
    A,
    '/approve/copy',
    (input) => {
      required(input.body, ['approveId']);
      const source = approvalOf(input, input.body.approveId);
      const name = copyName(source.enterpriseNumber, source.approveName);
      if (name.length > APPROVAL_NAME_MAX)
        throw new Reject(400, `复制后的名称「${name}」超过${APPROVAL_NAME_MAX}个字，请先缩短原审批名称`);
      const made = save({
        ...input,
        body: { ...contentOf(source), approveName: name, enterpriseNumber: source.enterpriseNumber },
      });
      const row = approvalRows().find((r) => r.id === made.id);
      if (!row) throw new Reject(500, '复制失败');
      row.enable = false;
      row.groupId = groupOf(source);
      return { ...made, enable: false, groupId: row.groupId };
    },
    {
      log: (i, r) => {
        const from = approvalRows().find((x) => x.id === String(i.body.approveId))?.approveName ?? '';
        const name = (r as ApprovalDetail).approveName;
        return log(`复制审批 ${from} 为 ${name}`, [from, name]);
      },
    },
  ),
];

export default approvalVersionHandlers;
