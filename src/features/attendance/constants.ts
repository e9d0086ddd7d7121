// Labels and limits of shifts, attendance groups and the shift arrangement (admin-modules §2, §5, §9).
import type { AttendanceLocation, ShiftFields } from './api/types';

export const DEFAULT_PAGE_SIZE = 10;
/** §9: attendance members are shown 4 per page. */
export const MEMBERS_PAGE_SIZE = 4;
/** The arrangement grid loads a whole group at once (the large seed has groups of 200). */
export const ARRANGEMENT_PAGE_SIZE = 500;

export { REST_COLOUR, SHIFT_COLOURS, type ShiftColour } from './colours';

/** §9: location radius 100 to 1000 m in steps of 100. */
export const RADIUS_MIN = 100;
export const RADIUS_MAX = 1000;
export const RADIUS_STEP = 100;
export const RADIUS_OPTIONS: readonly number[] = Array.from(
  { length: (RADIUS_MAX - RADIUS_MIN) / RADIUS_STEP + 1 },
  (_, i) => RADIUS_MIN + i * RADIUS_STEP,
);
export const DEFAULT_RADIUS = 300;

export const NAME_MAX = 20;
export const PERIOD_NAME_MAX = 20;
/** Elastic allowances: whole hours 0–4 and minutes 0–59. */
export const ELASTIC_HOUR_MAX = 4;
export const ELASTIC_MINUTE_MAX = 59;

/** The value and label of a rest day in the arrangement ('' as the shift id). */
export const REST_ID = '';
export const REST_LABEL = '休息';

export const WEEKDAY_LABELS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;
export const DEFAULT_PERIOD_NAME = '标准工作周';

export const EMPTY_SHIFT: ShiftFields = {
  name: '',
  twiceOneDay: false,
  firstShiftStart: '09:00',
  firstShiftEnd: '18:00',
  secondShiftStart: '',
  secondShiftEnd: '',
  lunchStart: '12:00',
  lunchEnd: '13:00',
  elasticOption: false,
  elasticHourLate: 0,
  elasticMinuteLate: 0,
  elasticHourLeave: 0,
  elasticMinuteLeave: 0,
};
export const EMPTY_LOCATION: AttendanceLocation = {
  address: '',
  longitude: null,
  latitude: null,
  radius: DEFAULT_RADIUS,
};

// Messages (§5: the shift name message asks for the shift name).
export const MSG_SHIFT_NAME_REQUIRED = '请输入班次名称';
export const MSG_SHIFT_NAME_TOO_LONG = `班次名称不能超过${NAME_MAX}个字符`;
export const MSG_TIME_REQUIRED = '请选择上下班时间';
export const MSG_PERIOD_ORDER = '下班时间须晚于上班时间';
export const MSG_PERIODS_OVERLAP = '两个上班时间段不能重叠';
export const MSG_SECOND_BEFORE_FIRST = '第二段上班时间须晚于第一段下班时间';
export const MSG_LUNCH_INCOMPLETE = '请同时选择午休开始和结束时间';
export const MSG_LUNCH_ORDER = '午休结束时间须晚于开始时间';
export const MSG_LUNCH_OUTSIDE = '午休时间须在上班时间段内';
export const MSG_ELASTIC_INVALID = `弹性时间须为0至${ELASTIC_HOUR_MAX}小时、0至${ELASTIC_MINUTE_MAX}分钟`;
export const MSG_ELASTIC_EMPTY = '开启弹性打卡时请设置允许迟到或晚走的时长';
export const MSG_GROUP_NAME_REQUIRED = '请输入考勤组名称';
export const MSG_GROUP_NO_SHIFT = '请至少选择一个班次';
export const MSG_GROUP_NO_MEMBER = '请选择考勤人员';
export const MSG_DELETE_SHIFT_CONFIRM = '确定删除该班次吗？';
/** why a scoped administrator cannot delete a group holding people outside her 管理范围 (the sandbox's refusal says the same) */
export const MSG_DELETE_GROUP_HOLDS_HIDDEN = '该考勤组包含您管理范围外的人员，无法删除';
export const MSG_DELETE_GROUP_CONFIRM = '确定删除该考勤组吗？删除后其成员的排班将一并清除。';
