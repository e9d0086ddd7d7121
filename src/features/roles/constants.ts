export const MEMBER_TYPES = [
  { value: 'admin', label: '管理员角色' },
  { value: 'member', label: '成员角色' },
] as const;

export const memberTypeLabel = (t: string) => MEMBER_TYPES.find((m) => m.value === t)?.label ?? t;

export const ROLE_TYPE_LABEL: Record<string, string> = {
  enterpriseAdmin: '企业管理员',
  admin: '管理员',
  member: '成员',
};

/** The permission that lets a user create roles (menu url of the role page + :edit). */
export const ROLE_EDIT_PERMISSION = 'administrator:edit';

export const APP_CATEGORY_LABEL: Record<string, string> = {
  basic: '基础应用',
  free: '免费应用',
  subscribed: '订阅应用',
  thirdParty: '第三方应用',
};

/** The all-apps filter by visible range ('all' is sent as an empty visibleRange). */
export const APP_RANGE_OPTIONS = [
  { value: 'all', label: '全部' },
  { value: 2, label: '全员可见' },
  { value: 3, label: '指定人员可见' },
] as const;
