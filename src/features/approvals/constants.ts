import { APPROVAL_ICON_COLOURS } from './colours';

// Labels and limits of the approvals module (admin-modules §2–§5, §9).

export const APPROVAL_NAME_MAX = 20;
export const DESCRIPTION_MAX = 100;
export const DEFAULT_PAGE_SIZE = 10;

export const MSG_NAME_EMPTY = '内容为空，请填写';
export const MSG_NAME_DUPLICATE = '名称重复，请修改';
export const MSG_SAVE_FAILED = '创建或编辑审批失败';
export const MSG_NO_ADMINS = '审批管理员不能为空，请至少添加一位审批管理员';
export const MSG_NO_VISIBLE_USERS = '可见范围为指定人员时，请至少选择一位成员';
export const MSG_NO_FIELDS = '表单中还没有控件，请至少添加一个控件';

/** Icons offered in basic info (stored as iconAddress). */
export const APPROVAL_ICONS: Array<{ key: string; label: string; color: string; glyph: string }> = [
  { key: 'leave', label: '请假', color: APPROVAL_ICON_COLOURS.leave, glyph: '假' },
  { key: 'punch', label: '补卡', color: APPROVAL_ICON_COLOURS.punch, glyph: '卡' },
  { key: 'money', label: '报销', color: APPROVAL_ICON_COLOURS.money, glyph: '报' },
  { key: 'asset', label: '物品', color: APPROVAL_ICON_COLOURS.asset, glyph: '物' },
  { key: 'trip', label: '出差', color: APPROVAL_ICON_COLOURS.trip, glyph: '差' },
  { key: 'overtime', label: '加班', color: APPROVAL_ICON_COLOURS.overtime, glyph: '班' },
  { key: 'general', label: '通用', color: APPROVAL_ICON_COLOURS.general, glyph: '审' },
  { key: 'seal', label: '用印', color: APPROVAL_ICON_COLOURS.seal, glyph: '印' },
];

export const iconOf = (key: string) => APPROVAL_ICONS.find((i) => i.key === key) ?? APPROVAL_ICONS[6];

/** Data export filters (admin-modules §4). */
export const EXPORT_TYPES = ['全部', '请假', '补卡', '资产申请', '报销'] as const;
export const EXPORT_STATUSES = ['全部', '审批中', '已通过', '已驳回', '已撤回'] as const;

export const DESIGNER_STEPS = ['基本信息', '表单设计', '流程设计'] as const;

/** platform-shell §9 */
export const PANEL_REOPEN_DELAY_MS = 16;

/** Approval list groups: names are unique and at most this long. */
export const GROUP_NAME_MAX = 20;
