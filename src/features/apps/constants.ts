import type { AppCategory, UsageDateType } from './api/types';

/** §4 application categories, in the tab order of the management page. */
export const CATEGORIES: Array<{ key: AppCategory; label: string }> = [
  { key: 'basic', label: '基础应用' },
  { key: 'free', label: '免费应用' },
  { key: 'subscribed', label: '订阅应用' },
  { key: 'thirdParty', label: '第三方应用' },
];
export const categoryLabel = (c: AppCategory) => CATEGORIES.find((x) => x.key === c)?.label ?? c;

/** §9 usage periods. */
export const PERIODS: Array<{ value: UsageDateType; label: string }> = [
  { value: 1, label: '近一周' },
  { value: 2, label: '近一月' },
  { value: 3, label: '近半年' },
  { value: 4, label: '近一年' },
];

/** §5 group names (assumed limits, docs/assumed-contract.md; the sandbox checks the same). */
export const GROUP_NAME_MAX = 10;
export const GROUPS_MAX = 20;
export const GROUP_NAME_CHARS = /^[\u4e00-\u9fa5A-Za-z0-9 _\-&()（）]+$/;
export const MSG_GROUP_NAME_EMPTY = '分组名称不能为空';
export const MSG_GROUP_NAME_LONG = `分组名称不能超过${GROUP_NAME_MAX}个字`;
export const MSG_GROUP_NAME_CHARS = '分组名称只能包含中文、字母、数字、空格和 _-&()';
export const MSG_GROUP_NAME_DUPLICATE = '分组名称重复，请修改';
export const MSG_GROUPS_TOO_MANY = `分组不能超过${GROUPS_MAX}个`;

export const MSG_SCOPE_EMPTY = '请选择可见的部门或人员';
