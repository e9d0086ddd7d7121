import type { NucStatus, StatusFilter } from './api/types';

export const STATUS_OPTIONS: Array<{ label: string; value: StatusFilter }> = [
  { label: '全部', value: 'all' },
  { label: '在职', value: 'on' },
  { label: '离职', value: 'departure' },
];

/** The nucList page: members who have not activated their account, or not joined the enterprise. */
export const NUC_LABEL: Record<NucStatus, string> = { unactivated: '未激活', unjoined: '未加入' };
export const NUC_LIST_PATH = '/home/organization/nucList';

/** Failure texts of admin-modules §8. */
export const FAIL = {
  addDepart: '添加部门失败',
  editDepart: '编辑部门失败',
  deleteDepart: '删除部门失败',
  batch: '批量操作失败',
  moveUsers: '更新用户部门失败',
  operation: '操作失败，请稍后重试',
} as const;

export const DEFAULT_PAGE_SIZE = 10;
/** The staff panel's first page: the whole enterprise (the root department), on the job. */
export const FIRST_STAFF_PAGE = { status: 'on', keyWord: '', page: 1, size: DEFAULT_PAGE_SIZE } as const;
export const TREE_HEIGHT = 520;
export const EDUCATION_OPTIONS = ['大专', '本科', '硕士', '博士', '其他'];

/** How many change log entries a page of the staff profile's history shows. */
export const PROFILE_CHANGES = 5;

/** 批量删除's question. An active person is first departed without a hand-over (docs/product.md
 *  Part D §2): what they are responsible for goes to its default holder, the rest just ends. */
export function deleteStaffQuestion(count: number, active: number): string {
  const departs = active
    ? `其中${active}名在职员工将先离职，不指定交接人：负责的审批流程改由审批管理员处理，群聊由最早加入的成员接任群主，主管部门改为未设主管，所在的成员、可见范围与管理员权限直接移除。如需指定交接人，请先办理离职。`
    : '';
  return `确定删除选中的${count}名员工吗？${departs}删除后不可恢复。`;
}
