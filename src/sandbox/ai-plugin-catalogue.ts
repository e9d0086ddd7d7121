import { pluginRows, type PluginRow } from './ai-tables';
import type { PluginCode } from '@/features/ai-assistant/api/types';

// The plugins every enterprise's assistant can call, each reading one of the console's modules
// (menu path). The seed sets the main enterprise's switches; any other enterprise gets the catalogue,
// all off and for everyone, the first time it asks.

const CATALOGUE: Array<[PluginCode, string, string, string]> = [
  ['attendance_query', '考勤查询', '查询本人的打卡记录、出勤天数和考勤异常。', 'attendance_management'],
  ['leave_balance', '假期余额查询', '查询本人各类假期的剩余额度和有效期。', 'leave_management'],
  ['approval_submit', '发起审批', '根据对话内容填写并提交审批单，提交前由本人确认。', 'examine_management'],
  ['colleague_lookup', '同事查找', '按姓名、部门查找同事的联系方式和所在部门。', 'organization'],
  ['meeting_room', '会议室预订', '查询空闲会议室并按本人的预订权限预订。', 'conference_room'],
  ['announcement_search', '公告检索', '按关键词检索已发布的公司公告。', 'announcement'],
];

/** The catalogue's rows for one enterprise, off and for everyone; ids `plugin-1`… (prefixed for another enterprise). */
export function pluginCatalogue(enterpriseNumber: string, idPrefix = 'plugin-'): PluginRow[] {
  return CATALOGUE.map(([code, name, description, module], i) => ({
    id: `${idPrefix}${i + 1}`,
    enterpriseNumber,
    code,
    name,
    description,
    module,
    enabled: false,
    visibleRange: 'all',
    departIds: [],
    users: [],
  }));
}

/** An enterprise's plugins, given the catalogue first if it has none yet. */
export function pluginsOf(enterpriseNumber: string): PluginRow[] {
  if (!pluginRows().some((r) => r.enterpriseNumber === enterpriseNumber))
    pluginRows().push(...pluginCatalogue(enterpriseNumber, `plugin-${enterpriseNumber}-`));
  return pluginRows().filter((r) => r.enterpriseNumber === enterpriseNumber);
}
