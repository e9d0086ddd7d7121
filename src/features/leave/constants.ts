// Labels and limits of leave types, balances and vacation grants (admin-modules §5, §8, §9).

export const DEFAULT_PAGE_SIZE = 10;

/** §9: a balance's default range, in seconds (2002-01-01 00:00:00 to 2200-12-31 23:59:59, UTC+8). */
export const DEFAULT_START_TIME = 1009814400;
export const DEFAULT_END_TIME = 7289625599;

/** §8: a balance overlapping another of the same person and type answers code 999 'time is error'. */
export const OVERLAP_CODE = 999;
export const OVERLAP_SERVER_MESSAGE = 'time is error';
/** What the console shows for it (and what the form says before the call). */
export const MSG_OVERLAP = '该假期时间段与已有余额重叠，请修改起止时间';

export const NAME_MAX = 20;
export const LINES_MAX = 9999;
export const REMARK_MAX = 100;

export const MSG_TYPE_NAME_REQUIRED = '请输入假期名称';
export const MSG_TYPE_NAME_TOO_LONG = `假期名称不能超过${NAME_MAX}个字符`;
export const MSG_PERSON_REQUIRED = '请选择员工';
export const MSG_TYPE_REQUIRED = '请选择假期类型';
export const MSG_LINES_INVALID = `请输入0至${LINES_MAX}之间的小时数，最多一位小数`;
export const MSG_RANGE_OUTSIDE = '起止时间须在2002-01-01至2200-12-31之间';
export const MSG_GRANT_NO_TARGET = '请选择发放的部门或人员';
export const MSG_DELETE_TYPE_CONFIRM = '删除后，该假期类型下所有员工的余额将一并删除，确定删除吗？';
export const MSG_DELETE_BALANCE_CONFIRM = '确定删除该假期余额吗？';

/** Ledger actions as the person's ledger shows them. */
export const LEDGER_ACTION_LABELS = {
  add: '新增余额',
  update: '修改余额',
  delete: '删除余额',
  import: '导入余额',
  grant: '批量发放',
  typeDelete: '删除假期类型',
} as const;

export const IMPORT_TEMPLATE_NAME = '假期余额导入模板.xlsx';
export const EXPORT_FILE_NAME = '假期余额.xlsx';
/** why a scoped administrator cannot delete a leave type people outside her 管理范围 hold balances of
 *  (its deletion would take their balances; the server refuses it) */
export const MSG_TYPE_HELD_OUTSIDE = '有您管理范围外的人员持有该假期的余额，无法删除';
