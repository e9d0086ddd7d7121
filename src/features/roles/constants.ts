export const MEMBER_TYPES = [
  { value: 'admin', label: '管理员角色' },
  { value: 'member', label: '成员角色' },
] as const;

export const memberTypeLabel = (t: string) => MEMBER_TYPES.find((m) => m.value === t)?.label ?? t;

export const ROLE_TYPE_LABEL: Record<string, string> = { enterpriseAdmin: '企业管理员', admin: '管理员', member: '成员' };

/** The permission that lets a user create roles (menu url of the role page + :edit). */
export const ROLE_EDIT_PERMISSION = 'administrator:edit';
