import type { BiSource } from '../api/types';

/** The console data the assistant may summarise, in the page's order. */
export const BI_SOURCE_NAMES: Record<BiSource, string> = {
  attendance: '考勤',
  leave: '请假',
  approval: '审批',
  staff: '员工',
};
