import type { AnomalyKind, DayStatus, ExportView } from './api/types';

// Labels and limits of 考勤统计 (assumed contract "Attendance statistics").

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50, 100, 200];

export const EXPORT_FILE_NAME = '考勤统计';
export const EMPTY_TEXT = '暂无考勤数据';
export const REASON_MAX = 100;
export const MSG_REASON_REQUIRED = '请填写补卡原因';
export const MSG_REASON_TOO_LONG = '补卡原因不能超过100个字符';
export const MSG_CORRECTED = '补卡成功';
export const CORRECTED_TEXT = '已补卡';

export const STATUS_LABEL: Record<DayStatus, string> = {
  normal: '正常',
  exception: '异常',
  leave: '请假',
  rest: '休息',
  none: '无排班',
};

/** `none` on a day after today: not yet come, rather than not arranged. */
export const FUTURE_LABEL = '未到';

/** antd's preset tag colours (theme-derived); the text always says the same. */
export const STATUS_TAG: Record<DayStatus, string> = {
  normal: 'success',
  exception: 'error',
  leave: 'processing',
  rest: 'default',
  none: 'default',
};

export const ANOMALY_LABEL: Record<AnomalyKind, string> = {
  late: '迟到',
  early: '早退',
  missing: '缺卡',
  absent: '旷工',
  field: '外勤',
};

export const ANOMALY_TAG: Record<AnomalyKind, string> = {
  late: 'warning',
  early: 'orange',
  missing: 'magenta',
  absent: 'error',
  field: 'blue',
};

/** The page's views (tabs), each exported as it is shown. */
export const VIEW_LABEL: Record<Exclude<ExportView, 'personMonth'>, string> = {
  monthly: '月度汇总',
  daily: '每日统计',
  departments: '部门汇总',
  anomalies: '异常列表',
};

export type StatsView = keyof typeof VIEW_LABEL;
